// The questionnaire's words reach visitors through translation keys (surveyForm.*), which the
// survey looks up by step id, field name and option code. A seed edit that adds a step, field
// or option without its ten translations would show English to everyone else, so it fails here.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES } from '../../../shared-i18n/src/languages';
import { REPO_ROOT } from '../paths';
import { readSeedFiles } from './seed-files';

type Tree = { [key: string]: string | Tree };

function translations(code: string): Tree {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'shared-i18n', 'locales', code, 'translation.json'), 'utf8')) as Tree;
}

function lookUp(tree: Tree, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (typeof node === 'object' && node !== null ? (node as Tree)[part] : undefined), tree);
}

describe('translations of the seeded questionnaire', () => {
  it('gives every step, field and option its text in all ten languages, English as in the seed', async () => {
    const { form } = await readSeedFiles();
    const texts: Array<[key: string, english: string]> = form.definition.questions.flatMap((step) => [
      [`surveyForm.steps.${step.id}.label`, step.label] as [string, string],
      ...(step.smallText === undefined ? [] : [[`surveyForm.steps.${step.id}.smallText`, step.smallText] as [string, string]]),
      ...step.fields.flatMap((field) => [
        [`surveyForm.fields.${field.name}.label`, field.label] as [string, string],
        // Option codes are not English text; only their translations are checked.
        ...(field.options ?? []).map((option) => [`surveyForm.options.${field.name}.${option}`, ''] as [string, string]),
      ]),
    ]);
    expect(texts.length).toBeGreaterThan(60);

    const missing: string[] = [];
    for (const { code } of LANGUAGES) {
      const tree = translations(code);
      for (const [key, english] of texts) {
        const text = lookUp(tree, key);
        if (typeof text !== 'string' || text.trim() === '') missing.push(`${code}: ${key}`);
        else if (code === 'en' && english !== '' && text !== english) missing.push(`en: ${key} reads "${text}", the seed "${english}"`);
      }
    }
    expect(missing).toEqual([]);
  });
});
