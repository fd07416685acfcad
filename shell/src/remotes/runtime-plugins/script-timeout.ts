// MF runtime plugin: remote entry scripts get the spec's 120-second load time-out (section 7)
// instead of the runtime's 20-second default, so slow mobile networks are given time.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const CHUNK_LOAD_TIMEOUT_MS = 120_000;

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
