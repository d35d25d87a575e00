const { createWebpackConfig } = require('shared-kit/tooling/webpack');

// webpack reads the configuration from module.exports. The shell exposes nothing and bakes in no
// remote: it reads /remotes.json at start-up and registers the remotes at runtime.
module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  title: 'Здоровье+ — аптека красоты и здоровья в Пскове',
  // The server renderer (ADR 0027): the same layout and routing, the remotes' server containers at runtime.
  server: { entry: './src/server/index.ts' },
});
