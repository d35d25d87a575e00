/** @jest-environment node */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { compatibleRange, createWebpackConfig, sharedConfig } = require('./webpack.cjs');

const root = path.resolve(__dirname, '..', '..');

function templateOf(options) {
  const config = createWebpackConfig(options)({}, { mode: 'production' });
  const browser = Array.isArray(config) ? config[0] : config;
  return browser.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin).userOptions.template;
}

/** The options a build's Module Federation plugin was made with. */
function federationOf(config) {
  return config.plugins.find((plugin) => plugin.constructor.name === 'ModuleFederationPlugin')._options;
}

describe('createWebpackConfig page template', () => {
  it('When an app has no src/index.html, then its page is the harness page of shared-kit', () => {
    expect(templateOf({ dir: path.join(root, 'mf-search'), name: 'mf_search' })).toBe(
      path.join(__dirname, 'index.html'),
    );
  });

  it('When an app has its own src/index.html, then that page is used', () => {
    expect(templateOf({ dir: path.join(root, 'shell'), name: 'shell' })).toBe(
      path.join(root, 'shell', 'src', 'index.html'),
    );
  });

  it('When an app names a template, then that one is used, relative to the app', () => {
    expect(
      templateOf({ dir: path.join(root, 'mf-search'), name: 'mf_search', template: 'public/page.html' }),
    ).toBe(path.join(root, 'mf-search', 'public', 'page.html'));
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
});

describe('what the bundles leave out', () => {
  it('When a page builds no validation schema, then yup counts as free of side effects and may be left out', () => {
    const config = createWebpackConfig({ dir: path.join(root, 'mf-search'), name: 'mf_search' })({}, { mode: 'production' });
    const browser = Array.isArray(config) ? config[0] : config;
    const rule = browser.module.rules.find((candidate) => candidate.sideEffects === false);

    expect(rule.test.test(path.join(root, 'node_modules', 'yup', 'index.esm.js'))).toBe(true);
    expect(rule.test.test(path.join(root, 'node_modules', 'formik', 'dist', 'formik.esm.js'))).toBe(false);
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
