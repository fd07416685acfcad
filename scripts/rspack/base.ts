// The Rspack settings every app shares: TypeScript/React through SWC, CSS, assets, time-outs.
import { rspack, type Configuration } from '@rspack/core';
import { ReactRefreshRspackPlugin } from '@rspack/plugin-react-refresh';
import { CHUNK_LOAD_TIMEOUT_MS } from './federation';

export type Mode = 'development' | 'production';

export function baseConfig(mode: Mode, context: string): Configuration {
  const dev = mode === 'development';
  return {
    mode,
    context,
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
              parser: { syntax: 'typescript', tsx: true },
              transform: { react: { runtime: 'automatic', development: dev, refresh: dev } },
            },
          },
          type: 'javascript/auto',
        },
        { test: /\.css$/, type: 'css/auto' },
        { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
      ],
    },
    plugins: [
      new rspack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(mode) }),
      dev && new ReactRefreshRspackPlugin(),
    ],
    performance: { hints: false },
    devServer: { hot: true, headers: { 'Access-Control-Allow-Origin': '*' }, historyApiFallback: true },
  };
}
