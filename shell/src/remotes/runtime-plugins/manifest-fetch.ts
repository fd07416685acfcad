// MF runtime plugin: a remote's mf-manifest.json gets the same 120-second limit as its scripts
// (the runtime's own fetch waits for ever on a stalled connection), and a manifest the server
// answers with an error status is a failure naming its URL, not an error body read as a manifest.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The module itself, not the package: a runtime plugin runs before shared modules exist.
import { fetchWithin } from '@flx/shared-contract/src/load-timeout';

export default function manifestFetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'flx-manifest-fetch',
    async fetch(url, init) {
      const response = await fetchWithin(url, init);
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response;
    },
  };
}
