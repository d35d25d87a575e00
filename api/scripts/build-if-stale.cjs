/**
 * The API's `dist/`, built with tsc when `dist/server.js` is missing or older than its sources (tests do
 * not count, they are not built). `npm start -w api` (start.cjs) and the e2e suite's preparation
 * (e2e/support/prepare.cjs) build through it, and say whether they built: a skipped build is never silent.
 */
'use strict';

const { spawnSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');

const apiDir = path.resolve(__dirname, '..');
const entry = path.join(apiDir, 'dist', 'server.js');
const inputs = [
  path.join(apiDir, 'src'),
  path.join(apiDir, 'package.json'),
  path.join(apiDir, 'tsconfig.json'),
  path.join(apiDir, 'tsconfig.build.json'),
  path.join(apiDir, 'tsconfig.contracts.json'),
  path.resolve(apiDir, '..', 'shared-kit', 'src', 'contracts', 'api'),
  path.resolve(apiDir, '..', 'contracts', 'src'),
  path.resolve(apiDir, '..', 'contracts', 'package.json'),
  path.resolve(apiDir, '..', 'contracts', 'tsconfig.json'),
  path.resolve(apiDir, '..', 'contracts', 'tsconfig.build.json'),
];

/** Newest modification time among the build inputs; tests do not count, they are not built. */
function newestInput(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return /\.test\.ts$/.test(target) ? 0 : stat.mtimeMs;
  return fs
    .readdirSync(target)
    .reduce((newest, name) => Math.max(newest, newestInput(path.join(target, name))), 0);
}

function needsBuild() {
  if (!fs.existsSync(entry)) return true;
  const built = fs.statSync(entry).mtimeMs;
  return inputs.some((input) => newestInput(input) > built);
}

/** Builds `dist/` when stale; returns whether it built. */
function buildIfStale({ stdio = 'inherit', log = console.log } = {}) {
  if (!needsBuild()) {
    log('api: dist/ is newer than its sources: not rebuilt');
    return false;
  }
  log('api: building dist/ …');
  const started = Date.now();
  // From scratch: routes are discovered from the files in dist/, so nothing stale may stay there.
  require('./clean-dist.cjs').cleanDist();
  const tsc = require.resolve('typescript/bin/tsc', { paths: [apiDir] });
  // The shapes' package first: the server runs its dist/, and the two builds below read its declarations.
  for (const project of ['../contracts/tsconfig.build.json', 'tsconfig.contracts.json', 'tsconfig.build.json']) {
    const result = spawnSync(process.execPath, [tsc, '-p', project], {
      cwd: apiDir,
      stdio,
      encoding: 'utf8',
    });
    if (result.status !== 0)
      throw new Error(
        `the API's build (${project}) failed${stdio === 'inherit' ? '' : `:\n${result.stdout}\n${result.stderr}`}`,
      );
  }
  log(`api: built in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

module.exports = { entry, buildIfStale };
