/** @jest-environment node */
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { createWebpackConfig } = require('./webpack.cjs');

const root = path.resolve(__dirname, '..', '..');

function templateOf(options) {
  const config = createWebpackConfig(options)({}, { mode: 'production' });
  return config.plugins.find((plugin) => plugin instanceof HtmlWebpackPlugin).userOptions.template;
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
