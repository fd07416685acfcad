// The translation check behind scripts/check-i18n.mjs: which keys the code uses, and what is
// wrong with the translation files. Pure functions over file contents, so tests can feed it
// small fake trees; the script does the reading of files.
//
// Rules:
// 1. Each of the ten languages has a translation file, and it is valid JSON: an object whose
//    leaves are non-empty strings (or arrays of them, for paragraphs).
// 2. Every language has exactly the keys English has: none missing, none extra.
// 3. Every translation keeps exactly the {{placeholders}} of its English text.
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
  rule: 'invalid-json' | 'missing-in-language' | 'extra-in-language' | 'placeholders' | 'missing-key' | 'unused-key' | 'empty-family';
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

  for (const [language, flat] of parsed) {
    if (language === 'en') continue;
    for (const [key, english] of en.leaves) {
      const text = flat.leaves.get(key);
      if (text === undefined) {
        problems.push({ rule: 'missing-in-language', message: `${language}: '${key}' is missing` });
        continue;
      }
      const want = placeholders(english).join(', ');
      const got = placeholders(text).join(', ');
      if (want !== got) problems.push({ rule: 'placeholders', message: `${language}: '${key}' has {{${got}}} where English has {{${want}}}` });
    }
    for (const key of flat.leaves.keys()) {
      if (!en.leaves.has(key)) problems.push({ rule: 'extra-in-language', message: `${language}: '${key}' is not in English` });
    }
  }

  const code = extractAllKeys(sources);
  const exists = (key: string) => en.leaves.has(key) || en.nodes.has(key);
  for (const use of code.literals) {
    if (!exists(use.key)) problems.push({ rule: 'missing-key', message: `${use.file}:${use.line}: '${use.key}' is used but not in the translations` });
  }
  for (const family of code.families) {
    if (![...en.leaves.keys()].some((key) => key.startsWith(family.key))) {
      problems.push({ rule: 'empty-family', message: `${family.file}:${family.line}: no key starts with '${family.key}'` });
    }
  }
  const literal = new Set(code.literals.map((u) => u.key));
  const wholeObjects = [...literal].filter((key) => en.nodes.has(key));
  for (const key of en.leaves.keys()) {
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
