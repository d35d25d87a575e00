const { createWebpackConfig } = require('shared-kit/tooling/webpack');

// webpack reads the configuration from module.exports.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mf_account',
  title: 'Личный кабинет — mf_account',
  exposes: {
    './routes': './src/exposes/routes.tsx',
    './HeaderPersonal': './src/exposes/HeaderPersonal.tsx',
    './AuthModals': './src/exposes/AuthModals.tsx',
    './FavouriteButton': './src/exposes/FavouriteButton.tsx',
    './WaitlistButton': './src/exposes/WaitlistButton.tsx',
    './ReviewForm': './src/exposes/ReviewForm.tsx',
  },
  // Its server container (ADR 0027): its pages render on the server once its declaration says so.
  server: { exposes: { './routes': './src/exposes/routes.tsx' } },
});
