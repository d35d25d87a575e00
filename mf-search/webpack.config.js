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
  // Its server container (ADR 0027): its pages render on the server once its declaration says so.
  server: { exposes: { './routes': './src/exposes/routes.tsx' } },
});
