import { checkTranslations, extractKeys, formatProblems, placeholders, type Problem } from './check-keys';

const json = (value: unknown) => JSON.stringify(value);

const EN = {
  greeting: 'Hello {{name}}',
  loader: { one: 'One', two: 'Two' },
  errors: { required: 'Required' },
  policy: { body: ['First paragraph', 'Second paragraph'] },
  'login form msg': 'Note',
};
const HI = {
  greeting: 'नमस्ते {{name}}',
  loader: { one: 'एक', two: 'दो' },
  errors: { required: 'ज़रूरी है' },
  policy: { body: ['पहला अनुच्छेद', 'दूसरा अनुच्छेद'] },
  'login form msg': 'सूचना',
};

const SOURCE = `
  import { useTranslation } from '@flx/shared-i18n';
  const KEY = { key: 'errors.required' };
  export function View({ step, open }: { step: string; open: boolean }) {
    const { t } = useTranslation();
    return (
      <div>
        {t('greeting', { name: 'Asha' })}
        {t(\`loader.\${step}\`)}
        {t(KEY.key)}
        {(t('policy.body', { returnObjects: true }) as string[]).join(' ')}
        {open ? null : t(open ? 'login form msg' : 'login form msg')}
      </div>
    );
  }
`;

function check(locales: Record<string, string>, sources: Record<string, string> = { 'shell/src/View.tsx': SOURCE }): Problem[] {
  return checkTranslations({
    languages: ['en', 'hi'],
    locales: new Map(Object.entries(locales)),
    sources: new Map(Object.entries(sources)),
  });
}

describe('extractKeys', () => {
  it('finds literal keys, both branches of a condition, template families and i18nKey', () => {
    const keys = extractKeys(
      'a.tsx',
      `const x = i18next.t("a.b"); t(c ? 'c.d' : \`e.f\`); t(\`g.\${h}.i\`); <Trans i18nKey="j.k" />; t(variable);`,
    );
    expect(keys.literals.map((u) => u.key)).toEqual(['a.b', 'c.d', 'e.f', 'j.k']);
    expect(keys.families.map((u) => u.key)).toEqual(['g.']);
  });

  it('keeps other string literals as mentions, but not import paths', () => {
    const keys = extractKeys('a.ts', `import x from 'errors.required'; const m = { key: 'lead.errors.http' };`);
    expect(keys.mentions.has('lead.errors.http')).toBe(true);
    expect(keys.mentions.has('errors.required')).toBe(false);
  });

  it('says on which line a key is used', () => {
    const keys = extractKeys('a.ts', `\n\nt('x.y');`);
    expect(keys.literals).toEqual([{ key: 'x.y', file: 'a.ts', line: 3 }]);
  });
});

describe('placeholders', () => {
  it('lists the interpolation names, once each, with formats ignored', () => {
    expect(placeholders('{{b}} and {{a}}, {{ b }} {{price, currency}}')).toEqual(['a', 'b', 'price']);
  });
});

describe('checkTranslations', () => {
  it('passes a tree where every key is used and translated', () => {
    expect(check({ en: json(EN), hi: json(HI) })).toEqual([]);
  });

  it('fails on a file that is not valid JSON, and on a language without a file', () => {
    const problems = check({ en: json(EN), hi: '{ "greeting": "नमस्ते", }' });
    expect(problems).toEqual([expect.objectContaining({ rule: 'invalid-json', message: expect.stringMatching(/^hi: not valid JSON/) })]);
    expect(check({ en: json(EN) })).toEqual([{ rule: 'invalid-json', message: 'hi: there is no translation file' }]);
  });

  it('fails on empty texts and on values that are not text', () => {
    const problems = check({ en: json(EN), hi: json({ ...HI, greeting: ' ', errors: { required: 3 } }) });
    expect(problems.filter((p) => p.rule === 'invalid-json').map((p) => p.message)).toEqual([
      "hi: 'greeting' is empty",
      "hi: 'errors.required' is number, not text",
    ]);
  });

  it('fails when a language lacks a key or has one English does not', () => {
    const { errors: _dropped, ...withoutErrors } = HI;
    const problems = check({ en: json(EN), hi: json({ ...withoutErrors, extra: 'अतिरिक्त' }) });
    expect(problems).toEqual([
      { rule: 'missing-in-language', message: "hi: 'errors.required' is missing" },
      { rule: 'extra-in-language', message: "hi: 'extra' is not in English" },
    ]);
  });

  it('fails when a translation changes a placeholder', () => {
    const problems = check({ en: json(EN), hi: json({ ...HI, greeting: 'नमस्ते {{naam}}' }) });
    expect(problems).toEqual([{ rule: 'placeholders', message: "hi: 'greeting' has {{naam}} where English has {{name}}" }]);
  });

  it('fails when the code uses a key no translation has, naming file and line', () => {
    const problems = check({ en: json(EN), hi: json(HI) }, { 'mfe-lead/src/A.tsx': `${SOURCE}\nt('errors.missing');` });
    expect(problems).toEqual([{ rule: 'missing-key', message: expect.stringMatching(/^mfe-lead\/src\/A\.tsx:\d+: 'errors\.missing' is used/) }]);
  });

  it('fails on keys no code uses, in English and so in every language', () => {
    const problems = check(
      { en: json({ ...EN, old: { label: 'Old' } }), hi: json({ ...HI, old: { label: 'पुराना' } }) },
    );
    expect(problems).toEqual([{ rule: 'unused-key', message: "'old.label' is used by no code" }]);
  });

  it('counts every key under a template prefix as used, and fails on a prefix with nothing under it', () => {
    const onlyFamily = `t(\`loader.\${x}\`); t(\`nothing.\${x}\`);`;
    const problems = check({ en: json({ loader: EN.loader }), hi: json({ loader: HI.loader }) }, { 'shell/a.ts': onlyFamily });
    expect(problems).toEqual([{ rule: 'empty-family', message: "shell/a.ts:1: no key starts with 'nothing.'" }]);
  });

  it("takes a key's plural forms as the key, each language with the forms its plural rules use", () => {
    const source = `${SOURCE}\nt('plans', { count: n });`;
    const en = { ...EN, plans_one: '{{count}} plan', plans_other: '{{count}} plans' };
    // Arabic: six forms, 'one plan' and 'two plans' in words without the number; Hindi may keep one text.
    const ar = { ...HI, plans_zero: 'لا مخطط', plans_one: 'مخطط واحد', plans_two: 'مخططان', plans_few: '{{count}} مخططات', plans_many: '{{count}} مخططًا', plans_other: '{{count}} مخطط' };
    const locales = (hi: object) => new Map(Object.entries({ en: json(en), hi: json(hi), ar: json(ar) }));
    const run = (hi: object, code = source) => checkTranslations({ languages: ['en', 'hi', 'ar'], locales: locales(hi), sources: new Map([['shell/src/View.tsx', code]]) });
    expect(run({ ...HI, plans: '{{count}} प्लान' })).toEqual([]);
    expect(run({ ...HI, plans_one: '{{count}} प्लान' })).toEqual([{ rule: 'plural-forms', message: "hi: 'plans' lacks other (its plural forms: one, other)" }]);
    expect(run({ ...HI, plans_one: '{{count}} प्लान', plans_other: '{{count}} प्लान', plans_few: '{{count}} प्लान' })).toEqual([
      { rule: 'plural-forms', message: "hi: 'plans' has few, which it does not use (its plural forms: one, other)" },
    ]);
    expect(run({ ...HI, plans: '{{count}} प्लान', plans_one: '{{count}} प्लान', plans_other: '{{count}} प्लान' })).toEqual([
      { rule: 'plural-forms', message: "hi: 'plans' also has one text for every count (its plural forms: one, other)" },
    ]);
    // Only {{count}} may go from a form; its other placeholders stay, and a text for every count keeps it.
    expect(run({ ...HI, plans: 'प्लान' })).toEqual([{ rule: 'placeholders', message: "hi: 'plans' has {{}} where English has {{count}}" }]);
    // Forms no code names are unused like any key.
    expect(run({ ...HI, plans: '{{count}} प्लान' }, SOURCE)).toEqual([{ rule: 'unused-key', message: "'plans' is used by no code" }]);
  });

  it('prints the problems grouped by rule', () => {
    const report = formatProblems([
      { rule: 'unused-key', message: "'a' is used by no code" },
      { rule: 'missing-key', message: "x.ts:1: 'b' is used but not in the translations" },
    ]);
    expect(report).toBe(
      [
        'Keys the code uses that no translation has (1):',
        "  - x.ts:1: 'b' is used but not in the translations",
        'Keys no code uses (1):',
        "  - 'a' is used by no code",
      ].join('\n'),
    );
  });
});
