// Run-time proof that shared singletons really are single: every federated app reports the
// React and store instances it got, and tests (or a curious operator) compare them.
import { flxStore } from './store';

export interface SingletonReport {
  app: string;
  react: unknown;
  store: unknown;
}

declare global {
  // eslint-disable-next-line no-var -- a global is the point: it must survive separate bundles.
  var __FLX_SINGLETONS__: SingletonReport[] | undefined;
}

/**
 * `react` is the module as the app imported it. Each bundle wraps a module namespace in its
 * own object, so the identity compared is a function inside it: two copies of React would
 * have two `useState`s.
 */
export function reportSingletons(app: string, react: { useState: unknown }): void {
  const reports = (globalThis.__FLX_SINGLETONS__ ??= []);
  if (!reports.some((r) => r.app === app)) reports.push({ app, react: react.useState, store: flxStore });
}
