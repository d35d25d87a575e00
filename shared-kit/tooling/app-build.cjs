// The production build of an app (the shell or a remote), made only when it is stale: missing, from before
// server rendering (no server container, ADR 0027), or older than the app's sources or shared-kit's.
// `npm start` of each app (start-app.cjs) and the e2e suite's preparation (e2e/support/prepare.cjs) build
// through it, and both say whether they built or why not: a skipped build is never silent.
'use strict';

const fs = require('node:fs');
const path = require('node:path');
const { spawnSync } = require('node:child_process');

/** Newest modification time of a file, or of any file below a folder (0 when missing). */
function newestMtime(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestMtime(path.join(target, name))), 0);
}

/** Everything an app's build depends on: its sources and config, and shared-kit's sources and tooling. */
function buildInputs(appDir) {
  return [
    path.join(appDir, 'src'),
    path.join(appDir, 'webpack.config.js'),
    path.join(appDir, 'package.json'),
    path.join(appDir, 'declaration.json'),
    path.join(__dirname, '..', 'src'),
    path.join(__dirname, 'webpack.cjs'),
    path.join(__dirname, 'webpack-server.cjs'),
    path.join(__dirname, 'index.html'),
  ];
}

/** Why the app's `dist/` must be built again, or null when it is newer than everything it is made of. */
function staleReason(appDir) {
  const distDir = path.join(appDir, 'dist');
  const marker = path.join(distDir, 'mf-manifest.json');
  if (!fs.existsSync(marker)) return 'no build yet';
  if (!fs.existsSync(path.join(distDir, 'server'))) return 'a build without its server container';
  const built = fs.statSync(marker).mtimeMs;
  const newer = buildInputs(appDir).find((input) => newestMtime(input) > built);
  return newer ? `${path.relative(appDir, newer) || newer} changed since` : null;
}

/**
 * Builds the app in `appDir` when it is stale, unless `SKIP_BUILD=1`; logs what it did under `[name]`.
 * `stdio` is webpack's (inherited by `npm start`; piped by the suite's preparation, which prints it on failure).
 * Returns whether it built; throws when the build fails.
 */
function buildAppIfStale(appDir, name, { stdio = 'inherit', log = console.log } = {}) {
  const reason = staleReason(appDir);
  if (!reason) {
    log(`[${name}] dist/ is newer than the app's sources and shared-kit's: not rebuilt`);
    return false;
  }
  if (process.env.SKIP_BUILD === '1') {
    log(`[${name}] dist/ is stale (${reason}), but SKIP_BUILD=1: not rebuilt`);
    return false;
  }
  log(`[${name}] building (${reason})…`);
  const started = Date.now();
  const result = spawnSync('npx', ['webpack', '--mode', 'production'], {
    cwd: appDir,
    stdio,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    throw new Error(
      `the build of ${name} failed (${result.status ?? result.signal})${stdio === 'inherit' ? '' : `:\n${result.stdout}\n${result.stderr}`}`,
    );
  }
  log(`[${name}] built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

module.exports = { staleReason, buildAppIfStale };
