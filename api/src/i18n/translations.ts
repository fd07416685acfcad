// The site's translation files (shared-i18n/locales) read on the server, for what the server itself
// draws or writes: plan drawings and the payment pages. English fills any gap, as in the browser.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../paths';
import { LANGUAGE_CODES } from './languages';

const LOCALES_DIR = join(REPO_ROOT, 'shared-i18n', 'locales');
const files = new Map<string, unknown>();

function file(language: string): unknown {
  let content = files.get(language);
  if (content === undefined) {
    content = JSON.parse(readFileSync(join(LOCALES_DIR, language, 'translation.json'), 'utf8'));
    files.set(language, content);
  }
  return content;
}

function lookup(translations: unknown, key: string): unknown {
  return key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), translations);
}

export type Translate = (key: string, values?: Readonly<Record<string, string | number>>) => string;

/** i18next's `t` for one language on the server: the key's text with {{placeholders}} filled in. */
export function translator(language: string): Translate {
  const own = file(LANGUAGE_CODES.includes(language) ? language : 'en');
  const english = file('en');
  return (key, values = {}) => {
    const text = lookup(own, key) ?? lookup(english, key);
    if (typeof text !== 'string') throw new Error(`no translation for ${key}`);
    return text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
  };
}
