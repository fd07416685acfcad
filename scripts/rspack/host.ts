// Build settings of the shell (the MF host). It names no remotes at build time: which version
// of each remote a visitor gets comes from the release manifest at run time.
import path from 'node:path';
import { createRequire } from 'node:module';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, type Mode } from './base';
import { DEV_PORTS, sharedSingletons } from './federation';

const require = createRequire(import.meta.url);

/**
 * The shell provides the shared singletons eagerly, in its entry chunk: every one of them is needed before the
 * first screen, and loaded lazily they came in three waves (React; then react-dom, the store and the i18n
 * package; then i18next and react-i18next, which the i18n package consumes), a round trip each on a phone's
 * connection before the release manifest was even asked for. Remotes still consume them lazily, so a remote
 * loaded into the shell takes the shell's copy and one React stays one React.
 */
const hostShared = Object.fromEntries(Object.entries(sharedSingletons).map(([name, rule]) => [name, { ...rule, eager: true }]));

export function hostConfig(mode: Mode, context: string): Configuration {
  const base = baseConfig(mode, context);
  const dev = mode === 'development';
  const devRemotes = dev
    ? Object.fromEntries(
        (['survey', 'lead', 'checkout'] as const).map((n) => [n, `http://localhost:${DEV_PORTS[n]}/mf-manifest.json`]),
      )
    : null;
  const routerDist = path.dirname(require.resolve('react-router/package.json'));
  return {
    ...base,
    resolve: {
      ...base.resolve,
      // react-router's package exports only its development build; production uses its own.
      alias: dev
        ? {}
        : {
            'react-router$': path.join(routerDist, 'dist/production/index.mjs'),
            'react-router/dom$': path.join(routerDist, 'dist/production/dom-export.mjs'),
          },
    },
    output: {
      ...base.output,
      path: path.resolve(context, '..', 'dist', 'shell'),
      // Not 'auto': the shell's index.html is served on deep client routes (/us/response/x),
      // so its own scripts must be addressed from the site root.
      publicPath: '/',
      uniqueName: 'flx_shell',
    },
    plugins: [
      ...(base.plugins ?? []),
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        shared: hostShared,
        // The shell's copies are loaded first and are the ones every remote takes: the default ('version-first')
        // would fetch every registered remote's entry to compare versions the first time a lazy chunk of the
        // shell consumes a shared package (the privacy page loaded all three remotes' entries, 167 KB).
        shareStrategy: 'loaded-first',
        runtimePlugins: ['script-timeout.ts', 'manifest-fetch.ts'].map((file) => path.resolve(context, 'src/remotes/runtime-plugins', file)),
        dts: false,
        // Remotes use this runtime instead of bundling their own (see remote.ts).
        experiments: { provideExternalRuntime: true },
      }),
      new rspack.HtmlRspackPlugin({ template: './src/index.html', scriptLoading: 'defer' }),
      new rspack.CopyRspackPlugin({
        patterns: [
          { from: path.resolve(context, '../shared-i18n/locales'), to: 'locales' },
          { from: path.resolve(context, 'public'), to: '.', noErrorOnMissing: true },
        ],
      }),
      new rspack.DefinePlugin({
        FLX_DEV_REMOTES: JSON.stringify(devRemotes),
        FLX_FIREBASE_CONFIG: JSON.stringify(firebaseConfigFromEnv()),
      }),
    ],
    devServer: {
      ...base.devServer,
      port: DEV_PORTS.shell,
      proxy: [{ context: ['/api'], target: `http://127.0.0.1:${process.env.PORT ?? 8080}` }],
      static: [{ directory: path.resolve(context, '../shared-i18n/locales'), publicPath: '/locales' }],
    },
  };
}

/**
 * The backend-as-a-service web config is public by design (it identifies the project, it
 * grants nothing), so it may be baked into the bundle; absent, the SDK is simply not started.
 */
function firebaseConfigFromEnv(): Record<string, string> | null {
  const { FIREBASE_API_KEY, FIREBASE_PROJECT_ID, FIREBASE_APP_ID, FIREBASE_AUTH_DOMAIN } = process.env;
  if (!FIREBASE_API_KEY || !FIREBASE_PROJECT_ID || !FIREBASE_APP_ID) return null;
  return {
    apiKey: FIREBASE_API_KEY,
    projectId: FIREBASE_PROJECT_ID,
    appId: FIREBASE_APP_ID,
    authDomain: FIREBASE_AUTH_DOMAIN ?? `${FIREBASE_PROJECT_ID}.firebaseapp.com`,
  };
}
