// Build settings of a remote: a versioned folder dist/remotes/<name>/<version>/ with an
// mf-manifest.json, so several versions can be served side by side and picked per country.
import path from 'node:path';
import { readFileSync } from 'node:fs';
import { rspack, type Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { baseConfig, type Mode } from './base';
import { DEV_PORTS, sharedSingletons } from './federation';
import { parseBusinessLinks } from './business-links';

interface RemoteOptions {
  name: keyof typeof DEV_PORTS & string;
  context: string;
  exposes: Record<string, string>;
}

export function remoteConfig(mode: Mode, { name, context, exposes }: RemoteOptions): Configuration {
  const pkg = JSON.parse(readFileSync(path.join(context, 'package.json'), 'utf8')) as { version: string };
  // REMOTE_VERSION builds a side-by-side variant without touching package.json (tests, canaries).
  const version = process.env.REMOTE_VERSION ?? pkg.version;
  const base = baseConfig(mode, context);
  return {
    ...base,
    // A remote is only ever started through its remoteEntry.js.
    entry: {},
    output: {
      ...base.output,
      path: path.resolve(context, '..', 'dist', 'remotes', name, version),
      publicPath: 'auto',
      uniqueName: `flx_${name}`,
    },
    plugins: [
      ...(base.plugins ?? []),
      new rspack.DefinePlugin({
        FLX_REMOTE_VERSION: JSON.stringify(version),
        // Where Pay Now hands over (the product's own payment flow by default) and the
        // mailbox the checkout's disclaimer names.
        FLX_PAYMENT_URL: JSON.stringify(process.env.PAYMENT_URL ?? '/pay'),
        FLX_CONTACT_EMAIL: JSON.stringify(process.env.CONTACT_EMAIL ?? 'support@floorplanner.example'),
        FLX_SOCIAL_LINKS: JSON.stringify(parseBusinessLinks('SOCIAL_LINKS', process.env.SOCIAL_LINKS)),
        FLX_PRESS_MENTIONS: JSON.stringify(parseBusinessLinks('PRESS_MENTIONS', process.env.PRESS_MENTIONS)),
      }),
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes,
        shared: sharedSingletons,
        manifest: true,
        dts: false,
        // The shell provides the federation runtime; each remote would otherwise ship its own
        // copy (about 30 KB gzip) to every first visit.
        experiments: { externalRuntime: true },
      }),
    ],
    devServer: { ...base.devServer, port: DEV_PORTS[name] },
  };
}
