#!/usr/bin/env node
/**
 * `npm start -w api`: builds the server when dist/server.js is missing or older than the sources,
 * then runs it in this same process, which stops gracefully on Ctrl-C (SIGINT) and SIGTERM.
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
];

/** Newest modification time among the build inputs; tests do not count, they are not built. */
function newestInput(target) {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return /\.test\.ts$/.test(target) ? 0 : stat.mtimeMs;
  return fs.readdirSync(target).reduce((newest, name) => Math.max(newest, newestInput(path.join(target, name))), 0);
}

function needsBuild() {
  if (!fs.existsSync(entry)) return true;
  const built = fs.statSync(entry).mtimeMs;
  return inputs.some((input) => newestInput(input) > built);
}

if (needsBuild()) {
  console.log('api: building dist/ …');
  // From scratch: routes are discovered from the files in dist/, so nothing stale may stay there.
  require('./clean-dist.cjs').cleanDist();
  const tsc = require.resolve('typescript/bin/tsc', { paths: [apiDir] });
  for (const project of ['tsconfig.contracts.json', 'tsconfig.build.json']) {
    const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: apiDir, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

// The server runs in this process (no second Node around it); it stops gracefully on SIGINT and SIGTERM itself.
require(entry);
