// Webpack configuration shared by the shell and the four remotes, so every container is built the
// same way: Module Federation 2.0 with a runtime manifest, the same shared singletons, swc for TS.
const path = require('node:path');
const fs = require('node:fs');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const { SHARED_RUNTIME, packageVersion } = require('./shared-runtime.cjs');
const { ROUTER_SURFACE } = require('./router-surface.cjs');
const { PrecompressPlugin } = require('./precompress.cjs');

const SINGLETONS = [
  'react',
  'react/',
  'react-dom',
  'react-dom/',
  'react-router-dom',
  'react-redux',
  '@reduxjs/toolkit',
  // RTK Query (`@reduxjs/toolkit/query`, `…/query/react`) with the toolkit: one copy on a page, not one per app.
  '@reduxjs/toolkit/',
  // The HTML cleaner of the apps that show server HTML (shared-kit's sanitizeHtml): one copy on a page.
  'dompurify',
  // rxjs is not shared: nothing of it crosses between apps but the platform's own streams, and each app
  // bundles the few operators it uses (a shared copy is the whole library, not tree-shaken).
  // The platform core only: the rest of shared-kit is built into each app, so each keeps what it uses.
  'shared-kit/platform',
];

/**
 * The runtime plugin that puts the page's federation runtime where a shared-runtime container finds it
 * (what `experiments.provideExternalRuntime` adds), in its ES module build: its CommonJS build, which that
 * option picks, would bring a second copy of the runtime into the shell's entry (about 14 KB compressed).
 */
const PROVIDE_RUNTIME_PLUGIN = path.join(
  path.dirname(require.resolve('@module-federation/inject-external-runtime-core-plugin')),
  'index.js',
);

/**
 * The range an app accepts of a shared singleton it was built with: the same major version (`19.4.1` →
 * `^19.0.0`; `0.3.2` → `^0.3.0`, since a 0.x minor may break). A remote built on a newer compatible minor
 * than the shell's works with the shell's copy; a remote that needs another major is refused (ADR 0023).
 */
function compatibleRange(version) {
  const [major, minor] = version.replace(/^[\^~]/, '').split('.');
  return major === '0' ? `^0.${minor}.0` : `^${major}.0.0`;
}

/**
 * The shared singletons of an app, with the ranges read from its package.json. One instance of each on a
 * page, never a second copy: `strictVersion` makes the runtime refuse a remote whose range the loaded
 * copy does not fit (the remote's part then shows its quiet fallback and the console says why) instead of
 * handing it a copy it was not built for.
 *
 * In the browser (`browser: true`) the router is provided as the platform's surface of it, the names the
 * apps import, so that the rest of the library is left out (ADR 0031); it is still `react-router-dom` of
 * the installed version, and a page whose shell provides the whole library serves the same names.
 */
function sharedConfig(appDir, { browser = false } = {}) {
  const pkg = JSON.parse(fs.readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  const deps = { ...pkg.devDependencies, ...pkg.dependencies };
  const shared = {};
  for (const key of SINGLETONS) {
    const base = key.replace(/\/$/, '');
    const version = deps[base] ?? deps[base.split('/')[0]];
    if (!version) continue;
    shared[key] = { singleton: true, strictVersion: true, requiredVersion: compatibleRange(version) };
    if (browser && key === 'react-router-dom') {
      Object.assign(shared[key], { import: ROUTER_SURFACE, packageName: key, version: packageVersion(key, appDir) });
    }
  }
  return shared;
}

/**
 * Publishes the remote's declaration of its pages and fragments (`<app>/declaration.json`) as
 * `mf-declaration.json` beside `mf-manifest.json`, with the version this build is released as
 * (`RELEASE_VERSION`, else the app's package.json version) and, when the remote is built with a
 * shared-runtime container too, that container's manifest and runtime version (ADR 0029). A declaration
 * naming another container fails the build.
 */
class DeclarationPlugin {
  constructor({ dir, name, sharedRuntime = false }) {
    this.dir = dir;
    this.name = name;
    this.sharedRuntime = sharedRuntime;
  }

  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const file = path.join(this.dir, 'declaration.json');
    compiler.hooks.thisCompilation.tap('DeclarationPlugin', (compilation) => {
      compilation.fileDependencies.add(file);
      compilation.hooks.processAssets.tap(
        { name: 'DeclarationPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () => {
          const declaration = JSON.parse(fs.readFileSync(file, 'utf8'));
          if (declaration.name !== this.name) {
            compilation.errors.push(new Error(`${file} declares "${declaration.name}", the container is "${this.name}"`));
            return;
          }
          const pkg = JSON.parse(fs.readFileSync(path.join(this.dir, 'package.json'), 'utf8'));
          const body = { ...declaration, version: process.env.RELEASE_VERSION || pkg.version };
          if (this.sharedRuntime) body.sharedRuntime = { manifest: SHARED_RUNTIME.manifest, version: SHARED_RUNTIME.version };
          compilation.emitAsset('mf-declaration.json', new RawSource(`${JSON.stringify(body, null, 2)}\n`));
        },
      );
    });
  }
}

/** axios's fetch transport, which the browser build replaces with {@link AXIOS_WITHOUT_FETCH} (ADR 0037). */
const AXIOS_FETCH_ADAPTER = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]fetch\.js$/;
const AXIOS_WITHOUT_FETCH = path.join(__dirname, 'axios-without-fetch.mjs');

/**
 * Leaves axios's fetch transport out of a browser build: axios sends a page's calls with XMLHttpRequest,
 * its first transport, and never reaches the second.
 */
function axiosWithoutFetch() {
  return new webpack.NormalModuleReplacementPlugin(AXIOS_FETCH_ADAPTER, AXIOS_WITHOUT_FETCH);
}

/** Libraries inside the shared Redux entries that are not shared themselves (see the `reduxInternals` chunks). */
const REDUX_INTERNALS = /[\\/]node_modules[\\/](reselect|immer)[\\/]/;

/** The phone field of the forms and react-text-mask under it (ADR 0039; see the `phoneInput` chunks). */
const PHONE_INPUT = /[\\/]node_modules[\\/]react-text-mask[\\/]|[\\/]shared-kit[\\/]src[\\/]phone-input[\\/]/;

/** The one placeholder the apps' page templates hold. */
const TITLE_PLACEHOLDER = '<%= htmlWebpackPlugin.options.title %>';

/**
 * An app's page template, its title filled in. Read here rather than compiled by the HTML plugin: the
 * plugin's child compilation would run the federation plugins again and write a second copy of a shared
 * module provided from a file of its own (the router's surface, ADR 0031). A template with any other
 * `<% %>` tag fails the build.
 */
function pageTemplate(file) {
  return ({ htmlWebpackPlugin }) => {
    const parts = fs.readFileSync(file, 'utf8').split(TITLE_PLACEHOLDER);
    if (parts.some((part) => part.includes('<%'))) throw new Error(`${file}: a page template may hold only ${TITLE_PLACEHOLDER}`);
    return parts.join(htmlWebpackPlugin.options.title);
  };
}

/**
 * Where an app's build goes: `dist/`, or the folder a release is built in (`BUILD_OUTPUT_DIR`); the server
 * build goes to `server/` inside it.
 */
function outputDir(dir) {
  return process.env.BUILD_OUTPUT_DIR || path.join(dir, 'dist');
}

/** TypeScript and JSX through swc, the same for the browser and the server builds of an app. */
function sourceRule(production) {
  return {
    test: /\.[jt]sx?$/,
    exclude: /node_modules/,
    use: {
      loader: 'swc-loader',
      options: {
        jsc: {
          parser: { syntax: 'typescript', tsx: true },
          transform: { react: { runtime: 'automatic', development: !production } },
          target: 'es2020',
        },
      },
    },
  };
}

/**
 * Builds the webpack configuration of one app.
 * @param {object} options
 * @param {string} options.dir the app's folder (`__dirname` of its webpack.config.js)
 * @param {string} options.name container name (`shell`, `mf_catalog`, ...)
 * @param {Record<string,string>} [options.exposes] exposed modules (remotes only)
 * @param {string} [options.title] HTML title of the page this build serves
 * @param {string} [options.template] HTML template (relative to `dir`); by default the app's
 *   `src/index.html` when it has one, else the harness page of shared-kit/tooling/index.html
 * @param {string[]} [options.runtimePlugins] Module Federation runtime plugins
 * @param {{ exposes?: Record<string,string>, entry?: string }} [options.server] the app's server build
 *   (ADR 0027): what its server container exposes (a remote's pages) or the renderer's entry (the shell)
 */
function createWebpackConfig({
  dir,
  name,
  exposes = {},
  title = 'Здоровье+',
  template,
  runtimePlugins = [],
  server,
}) {
  const appTemplate = path.join(dir, 'src', 'index.html');
  const htmlTemplate = template
    ? path.resolve(dir, template)
    : fs.existsSync(appTemplate)
      ? appTemplate
      : path.join(__dirname, 'index.html');
  const remote = Object.keys(exposes).length > 0;
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    // A remote's second container for a page whose shell provides the federation runtime (ADR 0029).
    const sharedRuntime = production && remote && process.env.SHARED_RUNTIME_BUILD !== 'no';
    const configs = [browserConfig(production, { sharedRuntime })];
    if (sharedRuntime) configs.push(sharedRuntimeConfig());
    if (server && process.env.SERVER_BUILD !== 'no') {
      // Required here: the server build's plugin is loaded only by apps that have one.
      const { createServerConfig } = require('./webpack-server.cjs');
      configs.push(createServerConfig({ dir, name, production, ...server }));
    }
    return configs.length === 1 ? configs[0] : configs;
  };

  /**
   * The remote's container without the federation runtime (`remoteEntry.shared-runtime.js`, with its
   * `mf-manifest.shared-runtime.json`): it runs on the runtime of the shell that loads it, about 20 KB
   * less per remote on a page (ADR 0029). Built after the full container into the same folder: the chunks
   * they have in common are the same files, so only the entry and a chunk or two are added.
   */
  function sharedRuntimeConfig() {
    const full = browserConfig(true, { sharedRuntime: false });
    return {
      ...full,
      name: 'browser-shared-runtime',
      dependencies: ['browser'],
      // Only the container: the harness page and its entry are the full build's.
      entry: {},
      output: { ...full.output, clean: false },
      plugins: [
        new ModuleFederationPlugin({
          ...federationOptions(),
          filename: SHARED_RUNTIME.entry,
          manifest: { fileName: SHARED_RUNTIME.manifest },
          experiments: { externalRuntime: true },
        }),
        axiosWithoutFetch(),
        cssFiles(),
        new PrecompressPlugin(),
      ],
    };
  }

  /** Production styles as files named by their content, the same in both containers of a remote. */
  function cssFiles() {
    return new MiniCssExtractPlugin({ filename: '[name].[contenthash:8].css', chunkFilename: '[name].[contenthash:8].css' });
  }

  function federationOptions() {
    return {
      name,
      filename: 'remoteEntry.js',
      exposes,
      shared: sharedConfig(dir, { browser: true }),
      shareStrategy: 'loaded-first',
      // The shell (it exposes nothing) hands its federation runtime to the remotes' shared-runtime
      // containers (ADR 0029).
      runtimePlugins: remote ? runtimePlugins : [...runtimePlugins, PROVIDE_RUNTIME_PLUGIN],
      // The type plugin reaches for the network; types come from shared-kit/contracts instead.
      dts: false,
    };
  }

  function browserConfig(production, { sharedRuntime }) {
    return {
      name: 'browser',
      mode: production ? 'production' : 'development',
      context: dir,
      entry: { main: './src/index.ts' },
      devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
      output: {
        path: outputDir(dir),
        publicPath: 'auto',
        uniqueName: name,
        // Entry files keep a stable name (the federation runtime cannot hash them); the server serves them no-cache.
        filename: '[name].js',
        chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
        // The server build (dist/server) is cleaned by its own compiler.
        clean: { keep: /^server\// },
      },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: {
        rules: [
          sourceRule(production),
          // Production styles are files (ADR 0027): the runtime loads a chunk's styles with its code, and a
          // server-rendered page carries the rules its HTML uses in its head (ADR 0028).
          { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
          { test: /\.(svg|png|jpe?g|webp|woff2?)$/, type: 'asset' },
          // yup declares no `sideEffects`, though importing it touches nothing but its own classes: flagged
          // here, a page that builds no schema leaves it out (shared-kit's schemas are built by pure calls).
          { test: /[\\/]node_modules[\\/]yup[\\/]/, sideEffects: false },
          // DOMPurify likewise (it only makes its purifier): an app that cleans no HTML leaves it out.
          { test: /[\\/]node_modules[\\/]dompurify[\\/]/, sideEffects: false },
        ],
      },
      plugins: [
        new ModuleFederationPlugin(federationOptions()),
        axiosWithoutFetch(),
        ...(fs.existsSync(path.join(dir, 'declaration.json')) ? [new DeclarationPlugin({ dir, name, sharedRuntime })] : []),
        // Built files compressed once, at the highest brotli quality, for the servers to send as they are.
        ...(production ? [cssFiles(), new PrecompressPlugin()] : []),
        new HtmlWebpackPlugin({
          templateContent: pageTemplate(htmlTemplate),
          title,
          chunks: ['main'],
          // Pages live at deep addresses (/category/a/b): the entry script must be linked from the root.
          publicPath: '/',
        }),
      ],
      optimization: {
        splitChunks: {
          cacheGroups: {
            // webpack's own group of libraries, with the router's surface (ADR 0031) beside the router it
            // re-exports: one request for both, as when the library itself was shared.
            defaultVendors: {
              idHint: 'vendors',
              reuseExistingChunk: true,
              priority: -10,
              test: (module) => /[\\/]node_modules[\\/]/i.test(module.resource ?? '') || module.resource === ROUTER_SURFACE,
            },
            // What the shared Redux entries (the toolkit, RTK Query, its React hooks) import but nobody shares:
            // below webpack's minimum size, each entry kept its own copy, and a page downloaded reselect three
            // times. A chunk of their own, whatever the size, so each is loaded once.
            reduxInternals: {
              idHint: 'redux-internals',
              test: REDUX_INTERNALS,
              enforce: true,
              priority: 0,
              reuseExistingChunk: true,
            },
            // The phone field loads with each form that has one (ADR 0039): below webpack's minimum size, the
            // registration window and the cabinet's pages would each carry a copy of react-text-mask. Shared
            // by two lazily loaded chunks or more, it is a chunk of its own; never in a first load.
            phoneInput: {
              idHint: 'phone-input',
              test: PHONE_INPUT,
              chunks: 'async',
              minChunks: 2,
              enforce: true,
              priority: 0,
              reuseExistingChunk: true,
            },
          },
        },
      },
      performance: { hints: false },
      stats: 'errors-warnings',
      infrastructureLogging: { level: 'warn' },
    };
  }
}

module.exports = { createWebpackConfig, sharedConfig, compatibleRange, sourceRule, outputDir, axiosWithoutFetch, SINGLETONS, SHARED_RUNTIME, DeclarationPlugin };
