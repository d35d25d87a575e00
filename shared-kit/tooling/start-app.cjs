// `npm start` of the shell and of each remote: builds the app when its build is missing or older than
// its sources (or shared-kit's), then serves it. An app may add its own routes in server/routes.cjs.
const path = require('node:path');
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');
const { createAppServer, readShopConfig, portOf, listen } = require('./server.cjs');

const appDir = process.cwd();
const distDir = path.join(appDir, 'dist');
const config = readShopConfig(appDir);

/** Newest modification time of a file, or of any file below a folder (0 when missing). */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

/** Everything a build depends on: the app's sources and config, and shared-kit's sources and tooling. */
const BUILD_INPUTS = [
  path.join(appDir, 'src'),
  path.join(appDir, 'webpack.config.js'),
  path.join(appDir, 'package.json'),
  path.join(appDir, 'declaration.json'),
  path.join(__dirname, '..', 'src'),
  path.join(__dirname, 'webpack.cjs'),
  path.join(__dirname, 'webpack-server.cjs'),
  path.join(__dirname, 'index.html'),
];

function needsBuild() {
  const marker = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  // A build from before server rendering has no server container (ADR 0027).
  if (!fs.existsSync(path.join(distDir, 'server'))) return true;
  const built = fs.statSync(marker).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(input) > built);
}

if (needsBuild() && process.env.SKIP_BUILD !== '1') {
  console.log(`[${config.name}] building…`);
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], { cwd: appDir, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

const routesFile = path.join(appDir, 'server', 'routes.cjs');
const before = fs.existsSync(routesFile) ? require(routesFile).addRoutes : undefined;
const app = createAppServer({
  distDir,
  cors: config.container !== 'shell',
  apiTarget: process.env.API_URL || 'http://127.0.0.1:3000',
  before: before ? (server) => before(server, { appDir, distDir }) : undefined,
});
listen(app, portOf(config), config.name);
