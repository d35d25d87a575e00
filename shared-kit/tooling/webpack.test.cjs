/** @jest-environment node */
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const vm = require('node:vm');
const webpack = require('webpack');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { axiosWithoutFetch, compatibleRange, createWebpackConfig, sharedConfig } = require('./webpack.cjs');
const { ROUTER_SURFACE } = require('./router-surface.cjs');

const root = path.resolve(__dirname, '..', '..');

/** The page an app's build writes, as its HTML plugin gets it (the template with the title filled in). */
function pageOf(options) {
  const config = createWebpackConfig(options)({}, { mode: 'production' });
  const browser = Array.isArray(config) ? config[0] : config;
  const { templateContent, title } = browser.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin).userOptions;
  return templateContent({ htmlWebpackPlugin: { options: { title } } });
}

/** A template's text with the title an app's build puts in. */
function filled(file, title) {
  return fs.readFileSync(file, 'utf8').replace('<%= htmlWebpackPlugin.options.title %>', title);
}

/** The options a build's Module Federation plugin was made with. */
function federationOf(config) {
  return config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;
}

describe('createWebpackConfig page template', () => {
  it('When an app has no src/index.html, then its page is the harness page of shared-kit, with its title', () => {
    expect(pageOf({ dir: path.join(root, 'mf-search'), name: 'mf_search' })).toBe(filled(path.join(__dirname, 'index.html'), 'Здоровье+'));
  });

  it('When an app has its own src/index.html, then that page is used', () => {
    expect(pageOf({ dir: path.join(root, 'shell'), name: 'shell', title: 'Магазин' })).toBe(
      filled(path.join(root, 'shell', 'src', 'index.html'), 'Магазин'),
    );
  });

  it('When an app names a template, then that one is used, relative to the app, and one with another tag fails', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'page-template-'));
    fs.mkdirSync(path.join(dir, 'public'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'page-template', version: '1.0.0' }));
    fs.writeFileSync(path.join(dir, 'public', 'page.html'), '<title><%= htmlWebpackPlugin.options.title %></title>');
    expect(pageOf({ dir, name: 'mf_search', template: 'public/page.html', title: 'Поиск' })).toBe('<title>Поиск</title>');

    fs.writeFileSync(path.join(dir, 'public', 'page.html'), '<title><%= htmlWebpackPlugin.options.title %></title><% if (x) { %>');
    expect(() => pageOf({ dir, name: 'mf_search', template: 'public/page.html' })).toThrow('may hold only');
    fs.rmSync(dir, { recursive: true });
  });
});

describe('the shared singletons', () => {
  it('When an app was built with a version, then it accepts that major (a 0.x minor), and nothing else', () => {
    expect(compatibleRange('19.3.1')).toBe('^19.0.0');
    expect(compatibleRange('^7.8.2')).toBe('^7.0.0');
    expect(compatibleRange('0.3.2')).toBe('^0.3.0');
  });

  it('When a remote is configured, then React, the router, Redux with RTK Query and the platform core are strict singletons', () => {
    const shared = sharedConfig(path.join(root, 'mf-checkout'));
    for (const key of ['react', 'react/', 'react-dom', 'react-router-dom', 'react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/', 'shared-kit/platform']) {
      expect(shared[key]).toEqual({ singleton: true, strictVersion: true, requiredVersion: expect.stringMatching(/^\^\d+\.\d+\.0$/) });
    }
    expect(shared['shared-kit']).toBeUndefined();
    // rxjs is bundled, tree-shaken, into each app that uses it: only the platform's streams cross apps.
    expect(shared.rxjs).toBeUndefined();
    // DOMPurify is shared only by the apps that clean server HTML; the checkout cleans none.
    expect(shared.dompurify).toBeUndefined();
    expect(sharedConfig(path.join(root, 'mf-catalog')).dompurify).toMatchObject({ singleton: true, requiredVersion: '^3.0.0' });
    expect(shared['shared-kit/platform'].requiredVersion).toBe(`^${require('../package.json').version.split('.')[0]}.0.0`);
  });

  it('When a browser build shares the router, then it provides the surface of it under the installed version; the server build the whole library', () => {
    const browser = sharedConfig(path.join(root, 'mf-checkout'), { browser: true });
    expect(browser['react-router-dom']).toEqual({
      singleton: true,
      strictVersion: true,
      requiredVersion: '^7.0.0',
      import: ROUTER_SURFACE,
      packageName: 'react-router-dom',
      version: require('react-router-dom/package.json').version,
    });
    expect(browser.react).not.toHaveProperty('import');
    const [shell, server] = createWebpackConfig({ dir: path.join(root, 'shell'), name: 'shell', server: { entry: './src/server/index.ts' } })({}, { mode: 'production' });
    expect(federationOf(shell).shared['react-router-dom'].import).toBe(ROUTER_SURFACE);
    const serverFederation = server.plugins.find((plugin) => plugin.constructor.name === 'UniversalFederationPlugin')._options;
    expect(serverFederation.shared['react-router-dom']).toEqual({ singleton: true, strictVersion: true, requiredVersion: '^7.0.0' });
  });
});

describe('what the bundles leave out', () => {
  it('When a page builds no validation schema, then yup counts as free of side effects and may be left out', () => {
    const config = createWebpackConfig({ dir: path.join(root, 'mf-search'), name: 'mf_search' })({}, { mode: 'production' });
    const browser = Array.isArray(config) ? config[0] : config;
    const rule = browser.module.rules.find((candidate) => candidate.sideEffects === false);

    expect(rule.test.test(path.join(root, 'node_modules', 'yup', 'index.esm.js'))).toBe(true);
    expect(rule.test.test(path.join(root, 'node_modules', 'formik', 'dist', 'formik.esm.js'))).toBe(false);
  });

  it('When the shared Redux entries import reselect and immer, then those go to chunks of their own, however small', () => {
    const config = createWebpackConfig({ dir: path.join(root, 'shell'), name: 'shell' })({}, { mode: 'production' });
    const browser = Array.isArray(config) ? config[0] : config;
    const group = browser.optimization.splitChunks.cacheGroups.reduxInternals;

    expect(group.enforce).toBe(true);
    expect(group.test.test(path.join(root, 'node_modules', 'reselect', 'dist', 'reselect.mjs'))).toBe(true);
    expect(group.test.test(path.join(root, 'node_modules', 'immer', 'dist', 'immer.mjs'))).toBe(true);
    expect(group.test.test(path.join(root, 'node_modules', '@reduxjs', 'toolkit', 'dist', 'redux-toolkit.modern.mjs'))).toBe(false);
  });

  it('When two lazily loaded forms have a phone field, then react-text-mask and the field are one chunk of theirs, never a first load', () => {
    const config = createWebpackConfig({ dir: path.join(root, 'mf-account'), name: 'mf_account' })({}, { mode: 'production' });
    const browser = Array.isArray(config) ? config[0] : config;
    const group = browser.optimization.splitChunks.cacheGroups.phoneInput;

    expect(group).toMatchObject({ chunks: 'async', minChunks: 2, enforce: true });
    expect(group.test.test(path.join(root, 'node_modules', 'react-text-mask', 'dist', 'reactTextMask.js'))).toBe(true);
    expect(group.test.test(path.join(root, 'shared-kit', 'src', 'phone-input', 'PhoneMaskInput.tsx'))).toBe(true);
    expect(group.test.test(path.join(root, 'shared-kit', 'src', 'validation', 'phone.ts'))).toBe(false);
  });
});

/**
 * Builds, for a browser, a module that answers which transport axios picks for a page's calls and whether
 * it has a fetch transport, with the given plugins; its size, and what it answers when run.
 */
async function axiosInBrowserBuild(plugins) {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-axios-'));
  const entry = path.join(out, 'entry.mjs');
  fs.writeFileSync(
    entry,
    [
      "import axios from 'axios';",
      'const named = (name) => { try { return typeof axios.getAdapter(name); } catch (error) { return error.code; } };',
      'export const picked = axios.getAdapter(axios.defaults.adapter).adapterName;',
      "export const fetch = named('fetch');",
    ].join('\n'),
  );
  const stats = await new Promise((resolve, reject) => {
    webpack(
      {
        mode: 'production',
        target: 'web',
        entry,
        devtool: false,
        output: { path: out, filename: 'bundle.js', library: { type: 'commonjs2' } },
        // The platform's axios, as the apps build it.
        resolve: { modules: [path.join(root, 'shared-kit', 'node_modules'), 'node_modules'] },
        plugins,
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
  });
  if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
  const code = fs.readFileSync(path.join(out, 'bundle.js'), 'utf8');
  fs.rmSync(out, { recursive: true, force: true });
  // A page's globals, as far as axios looks: it has XMLHttpRequest and fetch.
  const sandbox = { module: { exports: {} }, XMLHttpRequest: class {}, fetch: () => undefined, Request: class {}, Response: class {} };
  sandbox.window = sandbox;
  sandbox.self = sandbox;
  vm.runInNewContext(code, sandbox);
  return { bytes: Buffer.byteLength(code), ...sandbox.module.exports };
}

describe("axios's transports in a browser build (ADR 0037)", () => {
  it('When an app is built for the browser, then axios sends with XMLHttpRequest and its fetch transport is left out', async () => {
    const [whole, trimmed] = [await axiosInBrowserBuild([]), await axiosInBrowserBuild([axiosWithoutFetch()])];

    expect(whole).toMatchObject({ picked: 'xhr', fetch: 'function' });
    expect(trimmed).toMatchObject({ picked: 'xhr', fetch: 'ERR_NOT_SUPPORT' });
    expect(whole.bytes - trimmed.bytes).toBeGreaterThan(8 * 1024);
  }, 60_000);

  it("When a remote is built, then both its browser containers carry the replacement, and its server build does not", () => {
    const configs = require(path.join(root, 'mf-catalog', 'webpack.config.js'))({}, { mode: 'production' });
    const replaces = (config) => config.plugins.some((plugin) => plugin instanceof webpack.NormalModuleReplacementPlugin);

    expect(Object.fromEntries(configs.map((config) => [config.name, replaces(config)]))).toEqual({
      browser: true,
      'browser-shared-runtime': true,
      server: false,
    });
  });
});

describe('the shared-runtime container (ADR 0029)', () => {
  const search = { dir: path.join(root, 'mf-search'), name: 'mf_search', exposes: { './routes': './src/exposes/routes.tsx' } };

  it('When a remote is built for production, then a second container without the runtime is built after the full one, into the same folder', () => {
    const [browser, shared] = createWebpackConfig(search)({}, { mode: 'production' });

    expect(shared.name).toBe('browser-shared-runtime');
    expect(shared.dependencies).toEqual(['browser']);
    expect(shared.output.path).toBe(browser.output.path);
    expect(shared.output.clean).toBe(false);
    expect(shared.entry).toEqual({});
    expect(federationOf(shared)).toMatchObject({
      filename: 'remoteEntry.shared-runtime.js',
      manifest: { fileName: 'mf-manifest.shared-runtime.json' },
      experiments: { externalRuntime: true },
      exposes: search.exposes,
    });
    expect(federationOf(browser).filename).toBe('remoteEntry.js');
    expect(federationOf(browser).experiments).toBeUndefined();
  });

  it('When a remote is built for development, then only its full container is built', () => {
    const config = createWebpackConfig(search)({}, { mode: 'development' });
    expect(Array.isArray(config)).toBe(false);
    expect(federationOf(config).filename).toBe('remoteEntry.js');
  });

  it('When the shell is built, then it provides its runtime to the remotes and builds no second container', () => {
    const config = createWebpackConfig({ dir: path.join(root, 'shell'), name: 'shell' })({}, { mode: 'production' });
    expect(Array.isArray(config)).toBe(false);
    expect(federationOf(config).runtimePlugins).toEqual([
      path.join(root, 'node_modules', '@module-federation', 'inject-external-runtime-core-plugin', 'dist', 'index.js'),
    ]);
    expect(federationOf(config).experiments).toBeUndefined();
  });
});
