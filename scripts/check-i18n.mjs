// CI check of the translations: every key the code uses exists in all ten languages, no
// language has keys no code uses, every file is valid JSON with English's placeholders.
// The rules live in shared-i18n/src/check-keys.ts (unit-tested); this script reads the files,
// compiles that module with the TypeScript the repository already has, and prints the report.
//
//   node scripts/check-i18n.mjs            check the repository
//   node scripts/check-i18n.mjs --root DIR check another tree laid out the same way
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

const repo = path.resolve(import.meta.dirname, '..');
const rootFlag = process.argv.indexOf('--root');
const root = rootFlag > 0 ? path.resolve(process.argv[rootFlag + 1]) : repo;

// api: plan drawings are labelled on the server from the same files (api/src/plans/labels.ts).
const SOURCE_DIRS = /^(shell|mfe-[\w-]+|shared-[\w-]+|api)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'locales', '.cache']);
const TEST_FILE = /\.test\.tsx?$|(^|\/)testing\.ts$|(^|\/)check-keys\.ts$/;

function sourceFiles(dir, found = new Map()) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP_DIRS.has(entry.name)) sourceFiles(full, found);
    } else if (/\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') && !TEST_FILE.test(full)) {
      found.set(path.relative(root, full), readFileSync(full, 'utf8'));
    }
  }
  return found;
}

/** A module of shared-i18n compiled next to node_modules, so it resolves 'typescript'. */
async function loadModule(name) {
  const file = path.join(repo, 'shared-i18n', 'src', `${name}.ts`);
  const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022, esModuleInterop: true },
    fileName: file,
  });
  const cache = path.join(repo, 'node_modules', '.cache', 'check-i18n');
  mkdirSync(cache, { recursive: true });
  const compiled = path.join(cache, `${name}.mjs`);
  writeFileSync(compiled, outputText);
  return import(pathToFileURL(compiled).href);
}

const { checkTranslations, formatProblems } = await loadModule('check-keys');
const { LANGUAGES } = await loadModule('languages');
const languages = LANGUAGES.map((l) => l.code);

const localesDir = path.join(root, 'shared-i18n', 'locales');
const locales = new Map();
for (const entry of readdirSync(localesDir, { withFileTypes: true })) {
  if (!entry.isDirectory()) continue;
  const file = path.join(localesDir, entry.name, 'translation.json');
  if (existsSync(file)) locales.set(entry.name, readFileSync(file, 'utf8'));
}

const sources = new Map();
for (const entry of readdirSync(root, { withFileTypes: true })) {
  if (entry.isDirectory() && SOURCE_DIRS.test(entry.name)) sourceFiles(path.join(root, entry.name), sources);
}

const problems = checkTranslations({ languages, locales, sources });
if (problems.length > 0) {
  console.error(`check-i18n: ${problems.length} problem(s):\n${formatProblems(problems)}`);
  process.exit(1);
}
console.log(`check-i18n: ${languages.length} languages, ${sources.size} source files, every key used and translated`);
