// Loads one exposed screen of a remote and turns the runtime's failures into an error that
// names the remote and the file that failed, for the visitor and for support.
import type { ComponentType } from 'react';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { releasesUrl, type CountryCode, type RemoteName, type ScreenProps } from '@flx/shared-contract';
import { registerReleases, reRegister } from './release-manifest';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: RemoteName,
    readonly chunk: string,
    cause: unknown,
  ) {
    super(`The ${remote} part of the site could not be loaded (${chunk})`, { cause });
  }
}

/**
 * The file the failure is about: the chunk a chunk-load error names ('(timeout: URL)'), else a URL in the
 * runtime's message, else the module id. A screen chunk that timed out is reported in a message that can
 * name the remote's entry first (one CI run in a few named remoteEntry.js for a stalled screen chunk).
 */
export function failingChunkOf(error: unknown, fallback: string): string {
  const message = error instanceof Error ? `${error.message} ${String((error as { cause?: unknown }).cause ?? '')}` : String(error);
  const chunk = message.match(/\((?:timeout|missing|error|abort): ([^\s"'()]+)\)/);
  if (chunk) return chunk[1]!;
  const url = message.match(/https?:\/\/[^\s"'()]+|\/remotes\/[^\s"'()]+/);
  if (url) return url[0].replace(/[.,;:]+$/, '');
  return fallback;
}

type Screen = ComponentType<ScreenProps>;
const loaded = new Map<string, Screen>();

export function cachedScreen(id: string): Screen | undefined {
  return loaded.get(id);
}

/** Screens being loaded: the early start of the first screen (bootstrap) and its route's own request share one load. */
const pending = new Map<string, Promise<Screen>>();

export function loadScreen(country: CountryCode, remote: RemoteName, id: string, retry = false): Promise<Screen> {
  const cached = loaded.get(id);
  if (cached) return Promise.resolve(cached);
  const inFlight = retry ? undefined : pending.get(id);
  if (inFlight) return inFlight;
  // A retry replaces an earlier load still under way: only the latest may clear the entry.
  const load: Promise<Screen> = fetchScreen(country, remote, id, retry).finally(() => {
    if (pending.get(id) === load) pending.delete(id);
  });
  pending.set(id, load);
  return load;
}

async function fetchScreen(country: CountryCode, remote: RemoteName, id: string, retry: boolean): Promise<Screen> {
  try {
    await registerReleases(country);
  } catch (error) {
    // Without the release manifest no remote can be found: that request is the file that failed.
    throw new RemoteLoadError(remote, releasesUrl(country), error);
  }
  try {
    if (retry) await reRegister(remote);
    const module = await loadRemote<{ default: Screen }>(id);
    if (!module?.default) throw new Error(`${id} has no default export`);
    loaded.set(id, module.default);
    return module.default;
  } catch (error) {
    throw new RemoteLoadError(remote, failingChunkOf(error, id), error);
  }
}
