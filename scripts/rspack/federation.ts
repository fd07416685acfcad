// What every federated app shares, and how: exactly one React, one i18n and one store at run
// time. Listed explicitly (no "share everything") so nothing else is duplicated or held back.
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const versionOf = (pkg: string): string => require(`${pkg}/package.json`).version;

const singleton = (pkg: string) => ({ singleton: true, requiredVersion: `^${versionOf(pkg)}` });

export const sharedSingletons = {
  react: singleton('react'),
  'react/': singleton('react'),
  'react-dom': singleton('react-dom'),
  'react-dom/': singleton('react-dom'),
  i18next: singleton('i18next'),
  'react-i18next': singleton('react-i18next'),
  zustand: singleton('zustand'),
  '@flx/shared-contract': singleton('@flx/shared-contract'),
  '@flx/shared-i18n': singleton('@flx/shared-i18n'),
};

/** Development ports, used by `npm run dev`. */
export const DEV_PORTS = { shell: 3000, survey: 3001, lead: 3002, checkout: 3003 } as const;
