// The Rspack settings every app shares: TypeScript/React through SWC, CSS, assets, time-outs.
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { CHUNK_LOAD_TIMEOUT_MS } from '../../shared-contract/src/load-timeout';

export type Mode = 'development' | 'production';

/**
 * The syntax every browser we serve understands (Chrome/Edge 87+, Firefox 78+, Safari 14+).
 * Left unset, Rspack's runtime and SWC fall back to ES5, which makes every optional chain,
 * arrow and async function longer and slower, on every first visit.
 */
export const ES_TARGET = 'es2020';

export function baseConfig(mode: Mode, context: string): Configuration {
  const dev = mode === 'development';
  return {
    mode,
    context,
    target: ['web', ES_TARGET],
    entry: { main: './src/index.ts' },
    devtool: dev ? 'cheap-module-source-map' : 'source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js', '.json'] },
    output: {
      chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS,
      filename: dev ? '[name].js' : '[name].[contenthash:8].js',
      chunkFilename: dev ? '[name].js' : '[name].[contenthash:8].js',
      cssFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      cssChunkFilename: dev ? '[name].css' : '[name].[contenthash:8].css',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      clean: true,
    },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          loader: 'builtin:swc-loader',
          options: {
            jsc: {
              target: ES_TARGET,
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp)$/, type: 'asset' },
        // Fonts always as files of their own (never inlined into CSS), fetched only when used.
        { test: /\.woff2?$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      dev && new ReactRefreshRspackPlugin(),
    ],
    optimization: {
      minimizer: [
        new rspack.SwcJsMinimizerRspackPlugin(),
        // Logical properties stay as written. Lowered for older browsers they become physical
        // ones chosen by the page's lang (padding-right under :lang(ar)), which puts the padding
        // on the wrong side of every left-to-right island of a right-to-left page: phone
        // numbers, codes, prices.
        new rspack.LightningCssMinimizerRspackPlugin({ minimizerOptions: { exclude: { logicalProperties: true } } }),
      ],
    },
    performance: { hints: false },
    devServer: { hot: true, headers: { 'Access-Control-Allow-Origin': '*' }, historyApiFallback: true },
  };
}
