const { createWebpackConfig } = require('shared-kit/tooling/webpack');

// webpack reads the configuration from module.exports.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_checkout',
  title: 'Корзина и оформление — mf_checkout',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './HeaderCart': './src/exposes/HeaderCart.tsx',
    './CartButton': './src/exposes/CartButton.tsx',
  },
  // Its server container (ADR 0027): its pages render on the server once its declaration says so.
  server: { exposes: { './routes': './src/exposes/routes.tsx' } },
});
