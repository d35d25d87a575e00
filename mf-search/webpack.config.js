const { createWebpackConfig } = require('shared-kit/tooling/webpack');

// webpack reads the configuration from module.exports.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_search',
  title: 'Поиск — mf_search',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './SearchDropdown': './src/exposes/SearchDropdown.tsx',
  },
});
