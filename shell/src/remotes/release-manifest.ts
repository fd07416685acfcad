// Registers each remote with the MF runtime at the version the release manifest names for
// the visitor's country, before anything is loaded from it.
import { registerRemotes } from '@module-federation/enhanced/runtime';
import { fetchReleases, type CountryCode, type RemoteRelease } from '@flx/shared-contract';

declare const FLX_DEV_REMOTES: Record<string, string> | null;

let registered: Promise<RemoteRelease[]> | undefined;

async function resolveReleases(country: CountryCode): Promise<RemoteRelease[]> {
  // `npm run dev` serves each remote from its own dev server with hot reload.
  if (FLX_DEV_REMOTES) {
    return Object.entries(FLX_DEV_REMOTES).map(([name, manifestUrl]) => ({ name, version: 'dev', manifestUrl }));
  }
  return fetchReleases(country);
}

export function registerReleases(country: CountryCode): Promise<RemoteRelease[]> {
  registered ??= resolveReleases(country).then((releases) => {
    registerRemotes(releases.map((r) => ({ name: r.name, entry: r.manifestUrl })));
    return releases;
  });
  // A failed manifest fetch must not stick: the next retry asks again.
  registered.catch(() => {
    registered = undefined;
  });
  return registered;
}

/** Forgets a remote's loaded entry so a retry fetches it again. */
export async function reRegister(name: string): Promise<void> {
  const releases = await registered;
  const release = releases?.find((r) => r.name === name);
  if (release) registerRemotes([{ name: release.name, entry: release.manifestUrl }], { force: true });
}
