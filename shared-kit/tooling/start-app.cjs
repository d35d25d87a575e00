// `npm start` of the shell and of each remote: builds the app when its build is missing or older than
// its sources (or shared-kit's, app-build.cjs), then serves it. An app may add its own routes in
// server/routes.cjs (`addRoutes`) and middleware before any other (`first`). SIGINT/SIGTERM stop it
// gracefully (server.cjs, ADR 0050).
const path = require('node:path');
const fs = require('node:fs');
const { createAppServer, readShopConfig, portOf, listen } = require('./server.cjs');
const { buildAppIfStale } = require('./app-build.cjs');

const appDir = process.cwd();
const distDir = path.join(appDir, 'dist');
const config = readShopConfig(appDir);

try {
  buildAppIfStale(appDir, config.name);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

const routesFile = path.join(appDir, 'server', 'routes.cjs');
const own = fs.existsSync(routesFile) ? require(routesFile) : {};
const app = createAppServer({
  distDir,
  cors: config.container !== 'shell',
  apiTarget: process.env.API_URL || 'http://127.0.0.1:3000',
  // Its own middleware before any other (the shell's metrics), its routes before the static files.
  first: own.first,
  before: own.addRoutes ? (server) => own.addRoutes(server, { appDir, distDir }) : undefined,
});
listen(app, portOf(config), config.name);
