// The translation check behind scripts/check-i18n.mjs: which keys the code uses, and what is
// wrong with the translation files. Pure functions over file contents, so tests can feed it
// small fake trees; the script does the reading of files.
//
// Rules:
// 1. Each of the ten languages has a translation file, and it is valid JSON: an object whose
//    leaves are non-empty strings (or arrays of them, for paragraphs).
// 2. Every language has exactly the keys English has: none missing, none extra. A key may be
//    given as i18next's plural forms ('delivered_one', 'delivered_other' for t('delivered',
//    { count })), in any language that needs them; a language that does gives exactly the
//    forms its plural rules use (Arabic six, Hindi two), and another may keep one text.
// 3. Every translation keeps exactly the {{placeholders}} of its English text; a plural form
//    may leave out {{count}} (Arabic says 'one plan' and 'two plans' in words).
// 4. Every key the code uses exists: t('a.b'), i18n.t('a.b'), both branches of
//    t(x ? 'a' : 'b'), and i18nKey="a.b" (a key may also name a whole object or list).
// 5. Every English key is used. A key counts as used when the code names it in one of those
//    ways, when it sits under the static prefix of a template key (t(`lead.loader.${c}`) uses
//    every 'lead.loader.' key: the family), or when it appears as a whole string literal
//    anywhere in the code (keys chosen in one place and translated in another, such as
//    { key: 'lead.errors.noResponse' }).
// 6. Every template family has at least one English key under its prefix.
import ts from 'typescript';

export type Translations = Record<string, unknown>;

export interface KeyUse {
  key: string;
  file: string;
  line: number;
}

export interface CodeKeys {
  /** Keys named in full where they are translated. */
  literals: KeyUse[];
  /** Static prefixes of template keys, e.g. 'lead.loader.' for t(`lead.loader.${caption}`). */
  families: KeyUse[];
  /** Every other string literal in the code: a key chosen here may be translated elsewhere. */
  mentions: Set<string>;
}

export interface Problem {
  rule: 'invalid-json' | 'missing-in-language' | 'extra-in-language' | 'plural-forms' | 'placeholders' | 'missing-key' | 'unused-key' | 'empty-family';
  message: string;
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/** The keys one source file uses. */
export function extractKeys(file: string, text: string, into: CodeKeys = { literals: [], families: [], mentions: new Set() }): CodeKeys {
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);

  const keyExpression = (node: ts.Expression): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      into.literals.push({ key: node.text, file, line: lineOf(source, node) });
    } else if (ts.isTemplateExpression(node)) {
      into.families.push({ key: node.head.text, file, line: lineOf(source, node) });
    } else if (ts.isConditionalExpression(node)) {
      keyExpression(node.whenTrue);
      keyExpression(node.whenFalse);
    } else if (ts.isParenthesizedExpression(node) || ts.isAsExpression(node)) {
      keyExpression(node.expression);
    }
    // Anything else (a variable, a call) is resolved through the string literals it came from.
  };

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTranslateCall(node) && node.arguments[0]) {
      keyExpression(node.arguments[0]);
    } else if (ts.isJsxAttribute(node) && node.name.getText(source) === 'i18nKey' && node.initializer) {
      const init = node.initializer;
      if (ts.isStringLiteral(init)) keyExpression(init);
      else if (ts.isJsxExpression(init) && init.expression) keyExpression(init.expression);
    } else if (ts.isPropertyAssignment(node) && node.name.getText(source) === 'i18nKey') {
      keyExpression(node.initializer);
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && !ts.isImportDeclaration(node.parent) && !ts.isExportDeclaration(node.parent)) {
      into.mentions.add(node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return into;
}

/** The keys of every source file, by path. */
export function extractAllKeys(files: ReadonlyMap<string, string>): CodeKeys {
  const keys: CodeKeys = { literals: [], families: [], mentions: new Set() };
  for (const [file, text] of files) extractKeys(file, text, keys);
  return keys;
}

/** Leaf key -> text; list items are numbered ('privacy.use.body.0'). Nodes are listed too. */
export function flatten(tree: Translations): { leaves: Map<string, string>; nodes: Set<string>; problems: string[] } {
  const leaves = new Map<string, string>();
  const nodes = new Set<string>();
  const problems: string[] = [];
  const walk = (value: unknown, path: string): void => {
    if (typeof value === 'string') {
      if (!value.trim()) problems.push(`'${path}' is empty`);
      leaves.set(path, value);
    } else if (Array.isArray(value)) {
      nodes.add(path);
      value.forEach((item, i) => walk(item, `${path}.${i}`));
    } else if (value && typeof value === 'object') {
      if (path) nodes.add(path);
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else {
      problems.push(`'${path}' is ${value === null ? 'null' : typeof value}, not text`);
    }
  };
  walk(tree, '');
  return { leaves, nodes, problems };
}

export function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(/\{\{\s*([^}\s,]+)[^}]*\}\}/g)].map((m) => m[1]!))].sort();
}

/** i18next's plural suffixes (its default separator '_'). */
const PLURAL_FORM = /_(zero|one|two|few|many|other)$/;

/** The forms a language's plural rules use, as i18next picks among them (Intl.PluralRules). */
export function pluralForms(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
}

/** A language's texts by key as the code names it: one text, or its plural forms. */
interface KeyTexts {
  plain?: string;
  forms: Map<string, string>;
}

function byKey(leaves: ReadonlyMap<string, string>): Map<string, KeyTexts> {
  const keys = new Map<string, KeyTexts>();
  const entry = (key: string) => keys.get(key) ?? keys.set(key, { forms: new Map() }).get(key)!;
  for (const [leaf, text] of leaves) {
    const form = PLURAL_FORM.exec(leaf);
    if (form) entry(leaf.slice(0, form.index)).forms.set(form[1]!, text);
    else entry(leaf).plain = text;
  }
  return keys;
}

export interface CheckInput {
  /** The languages there must be a file for, English first among them. */
  languages: readonly string[];
  /** Language code -> the raw text of its translation.json. */
  locales: ReadonlyMap<string, string>;
  /** Source path -> source text, tests excluded. */
  sources: ReadonlyMap<string, string>;
}

export function checkTranslations({ languages, locales, sources }: CheckInput): Problem[] {
  const problems: Problem[] = [];
  const parsed = new Map<string, ReturnType<typeof flatten>>();
  for (const language of languages) {
    if (!locales.has(language)) problems.push({ rule: 'invalid-json', message: `${language}: there is no translation file` });
  }
  for (const [language, text] of locales) {
    if (!languages.includes(language)) {
      problems.push({ rule: 'invalid-json', message: `${language}: a translation file for a language the product does not offer` });
      continue;
    }
    let tree: unknown;
    try {
      tree = JSON.parse(text);
    } catch (error) {
      problems.push({ rule: 'invalid-json', message: `${language}: not valid JSON (${(error as Error).message})` });
      continue;
    }
    if (!tree || typeof tree !== 'object' || Array.isArray(tree)) {
      problems.push({ rule: 'invalid-json', message: `${language}: the file must hold one JSON object` });
      continue;
    }
    const flat = flatten(tree as Translations);
    for (const problem of flat.problems) problems.push({ rule: 'invalid-json', message: `${language}: ${problem}` });
    parsed.set(language, flat);
  }

  const en = parsed.get('en');
  if (!en) return problems;

  const english = byKey(en.leaves);
  for (const [language, flat] of parsed) {
    const keys = byKey(flat.leaves);
    const forms = pluralForms(language);
    for (const [key, reference] of english) {
      const texts = keys.get(key);
      if (!texts) {
        if (language !== 'en') problems.push({ rule: 'missing-in-language', message: `${language}: '${key}' is missing` });
        continue;
      }
      const want = placeholders(reference.plain ?? reference.forms.get('other') ?? [...reference.forms.values()][0]!);
      const check = (name: string, text: string, countMayGo: boolean) => {
        const got = placeholders(text);
        const expected = countMayGo && !got.includes('count') ? want.filter((p) => p !== 'count') : want;
        if (expected.join(', ') !== got.join(', ')) problems.push({ rule: 'placeholders', message: `${language}: '${name}' has {{${got.join(', ')}}} where English has {{${want.join(', ')}}}` });
      };
      if (texts.plain !== undefined && language !== 'en') check(key, texts.plain, false);
      for (const [form, text] of texts.forms) check(`${key}_${form}`, text, true);
    }
    for (const [key, texts] of keys) {
      if (!english.has(key)) problems.push({ rule: 'extra-in-language', message: `${language}: '${key}' is not in English` });
      if (!texts.forms.size) continue;
      const missing = forms.filter((f) => !texts.forms.has(f));
      const extra = [...texts.forms.keys()].filter((f) => !forms.includes(f));
      if (missing.length || extra.length || texts.plain !== undefined) {
        const wrong = [...(missing.length ? [`lacks ${missing.join(', ')}`] : []), ...(extra.length ? [`has ${extra.join(', ')}, which it does not use`] : []), ...(texts.plain !== undefined ? ['also has one text for every count'] : [])];
        problems.push({ rule: 'plural-forms', message: `${language}: '${key}' ${wrong.join('; ')} (its plural forms: ${forms.join(', ')})` });
      }
    }
  }

  const code = extractAllKeys(sources);
  const exists = (key: string) => english.has(key) || en.nodes.has(key);
  for (const use of code.literals) {
    if (!exists(use.key)) problems.push({ rule: 'missing-key', message: `${use.file}:${use.line}: '${use.key}' is used but not in the translations` });
  }
  for (const family of code.families) {
    if (![...english.keys()].some((key) => key.startsWith(family.key))) {
      problems.push({ rule: 'empty-family', message: `${family.file}:${family.line}: no key starts with '${family.key}'` });
    }
  }
  const literal = new Set(code.literals.map((u) => u.key));
  const wholeObjects = [...literal].filter((key) => en.nodes.has(key));
  for (const key of english.keys()) {
    const used =
      literal.has(key) ||
      code.mentions.has(key) ||
      wholeObjects.some((node) => key.startsWith(`${node}.`)) ||
      code.families.some((f) => f.key !== '' && key.startsWith(f.key));
    if (!used) problems.push({ rule: 'unused-key', message: `'${key}' is used by no code` });
  }
  return problems;
}

const RULE_TITLES: Record<Problem['rule'], string> = {
  'invalid-json': 'Translation files that are not valid',
  'missing-in-language': 'Keys English has that a language lacks',
  'extra-in-language': 'Keys a language has that English does not',
  'plural-forms': 'Plural forms a language lacks or does not use',
  placeholders: 'Placeholders that differ from English',
  'missing-key': 'Keys the code uses that no translation has',
  'unused-key': 'Keys no code uses',
  'empty-family': 'Template keys with nothing under their prefix',
};

/** The problems as a readable report, grouped by rule. */
export function formatProblems(problems: readonly Problem[]): string {
  const lines: string[] = [];
  for (const rule of Object.keys(RULE_TITLES) as Problem['rule'][]) {
    const found = problems.filter((p) => p.rule === rule);
    if (found.length === 0) continue;
    lines.push(`${RULE_TITLES[rule]} (${found.length}):`);
    for (const p of found) lines.push(`  - ${p.message}`);
  }
  return lines.join('\n');
}
