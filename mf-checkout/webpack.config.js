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
});
