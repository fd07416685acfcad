// MF runtime plugin: remote entry scripts get the spec's 120-second load time-out (section 7)
// instead of the runtime's 20-second default, so slow mobile networks are given time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
// The module itself, not the package: a runtime plugin runs before shared modules exist.
import { CHUNK_LOAD_TIMEOUT_MS } from '@flx/shared-contract/src/load-timeout';

export default function scriptTimeoutPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'flx-script-timeout',
    createScript({ url }) {
      const script = document.createElement('script');
      script.src = url;
      script.async = true;
      return { script, timeout: CHUNK_LOAD_TIMEOUT_MS };
    },
  };
}
