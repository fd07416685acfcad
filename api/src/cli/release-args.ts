// Parses the release CLI's arguments: `set <remote> <version>`, `rollback <remote>`, `list`, with `--country` and `--manifest-url`.

export type ReleaseCommand =
  | { name: 'set'; remote: string; version: string; country?: string; manifestUrl?: string }
  | { name: 'rollback'; remote: string; country?: string }
  | { name: 'list' }
  | { name: 'help' };

export const RELEASE_USAGE = `usage:
  npm run release -- set <remote> <version> [--country <code>] [--manifest-url <url>]
  npm run release -- rollback <remote> [--country <code>]
  npm run release -- list

  remote:  survey | lead | checkout
  country: in | bd | sl | eg | af | global; without --country the release is for all countries ('*')

  With DATABASE_URL set the database is written directly. Otherwise the running server's admin API is
  called (RELEASE_API, default http://127.0.0.1:$PORT or :8080, token from ADMIN_TOKEN or DATA_DIR/admin-token);
  when no server answers, the PGlite database in DATA_DIR is opened directly.`;

export class UsageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UsageError';
  }
}

const OPTIONS = { '--country': 'country', '--manifest-url': 'manifestUrl' } as const;
type OptionName = keyof typeof OPTIONS;
type Options = Partial<Record<(typeof OPTIONS)[OptionName], string>>;

function isOption(name: string): name is OptionName {
  return Object.hasOwn(OPTIONS, name);
}

function split(argv: readonly string[]): { positional: string[]; options: Options } {
  const positional: string[] = [];
  const options: Options = {};
  for (let i = 0; i < argv.length; i += 1) {
    const arg = argv[i] ?? '';
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const equals = arg.indexOf('=');
    const name = equals === -1 ? arg : arg.slice(0, equals);
    if (!isOption(name)) throw new UsageError(`unknown option ${name}`);
    const value = equals === -1 ? argv[(i += 1)] : arg.slice(equals + 1);
    if (value === undefined || value === '' || value.startsWith('--')) throw new UsageError(`${name} needs a value`);
    options[OPTIONS[name]] = value;
  }
  return { positional, options };
}

function expectArity(command: string, positional: string[], names: string[]): void {
  if (positional.length !== names.length) {
    const expected = names.map((name) => `<${name}>`).join(' ');
    throw new UsageError(`${command} takes ${expected || 'no arguments'} (got ${positional.length === 0 ? 'none' : positional.join(' ')})`);
  }
}

function withCountry<T extends object>(command: T, country: string | undefined): T & { country?: string } {
  return country === undefined ? command : { ...command, country };
}

export function parseReleaseArgs(argv: readonly string[]): ReleaseCommand {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h') || argv[0] === 'help') return { name: 'help' };
  const [command, ...rest] = argv;
  const { positional, options } = split(rest);

  switch (command) {
    case 'set': {
      expectArity('set', positional, ['remote', 'version']);
      const [remote = '', version = ''] = positional;
      const set = withCountry({ name: 'set' as const, remote, version }, options.country);
      return options.manifestUrl === undefined ? set : { ...set, manifestUrl: options.manifestUrl };
    }
    case 'rollback': {
      if (options.manifestUrl !== undefined) throw new UsageError('rollback does not take --manifest-url');
      expectArity('rollback', positional, ['remote']);
      return withCountry({ name: 'rollback' as const, remote: positional[0] ?? '' }, options.country);
    }
    case 'list': {
      if (options.country !== undefined || options.manifestUrl !== undefined) throw new UsageError('list takes no options');
      expectArity('list', positional, []);
      return { name: 'list' };
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}
