// The server build of an app, beside its browser build (ADR 0027): the same sources compiled for Node.
// A remote's server container (`dist/server/remoteEntry.js`) exposes its pages; the shell's server build
// (`dist/server/render.js`) renders a page and loads the remotes' server containers at runtime over HTTP
// with the Module Federation runtime, as the browser loads their browser containers.
const path = require('node:path');
const { UniversalFederationPlugin } = require('@module-federation/node');
const { outputDir, sharedConfig, sourceRule } = require('./webpack.cjs');

/** Styles are the browser's business: on the server a stylesheet import is an empty module. */
const NO_STYLES = path.join(__dirname, 'empty-style-loader.cjs');

/**
 * The webpack configuration of an app's server build.
 * @param {object} options
 * @param {string} options.dir the app's folder
 * @param {string} options.name container name (`shell`, `mf_catalog`, ...)
 * @param {Record<string,string>} [options.exposes] modules the server container exposes (remotes)
 * @param {string} [options.entry] the server entry (the shell's renderer)
 * @param {boolean} options.production
 */
function createServerConfig({ dir, name, exposes = {}, entry, production }) {
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    context: dir,
    target: 'async-node',
    entry: entry ? { render: entry } : {},
    devtool: false,
    output: {
      path: path.join(outputDir(dir), 'server'),
      // Chunks are fetched over HTTP next to the remote entry they were loaded from.
      publicPath: 'auto',
      uniqueName: `${name}_server`,
      filename: '[name].js',
      chunkFilename: '[name].[contenthash:8].js',
      library: { type: 'commonjs-module' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: {
      rules: [sourceRule(production), { test: /\.css$/, use: NO_STYLES }],
    },
    // The server never minifies: stack traces of a failed render stay readable, and size does not matter here.
    optimization: { minimize: false },
    plugins: [
      new UniversalFederationPlugin({
        name,
        isServer: true,
        useRuntimePlugin: true,
        filename: 'remoteEntry.js',
        library: { type: 'commonjs-module' },
        remoteType: 'script',
        remotes: {},
        exposes,
        shared: sharedConfig(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: false,
      }),
    ],
    performance: { hints: false },
    stats: 'errors-warnings',
    infrastructureLogging: { level: 'warn' },
  };
}

module.exports = { createServerConfig };
