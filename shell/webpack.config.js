const { createWebpackConfig } = require('shared-kit/tooling/webpack');

// webpack reads the configuration from module.exports. The shell exposes nothing and bakes in no
// remote: it reads /remotes.json at start-up and registers the remotes at runtime.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  title: 'Здоровье+ — аптека красоты и здоровья в Пскове',
});
