// `npm start` of the shell and of each remote: builds the app when its build is missing or older than
// its sources (or shared-kit's), then serves it. An app may add its own routes in server/routes.cjs.
const path = require('node:path');
const fs = require('node:fs');
const { spawnSync } = require('node:child_process');
const { createAppServer, readShopConfig, portOf, listen } = require('./server.cjs');

const appDir = process.cwd();
const distDir = path.join(appDir, 'dist');
const config = readShopConfig(appDir);

function newestMtime(dir) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs,
    );
  }
  return newest;
}

function needsBuild() {
  const marker = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(marker)) return true;
  const built = fs.statSync(marker).mtimeMs;
  const sources = Math.max(
    newestMtime(path.join(appDir, 'src')),
    newestMtime(path.join(__dirname, '..', 'src')),
  );
  return sources > built;
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
