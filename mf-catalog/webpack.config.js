const { createWebpackConfig } = require('shared-kit/tooling/webpack');

// webpack reads the configuration from module.exports.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_catalog',
  title: 'Каталог — mf_catalog',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './CatalogDropdown': './src/exposes/CatalogDropdown.tsx',
  },
  // Its pages are rendered on the server too (ADR 0027).
  server: { exposes: { './routes': './src/exposes/routes.tsx' } },
});
