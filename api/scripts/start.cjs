#!/usr/bin/env node
/**
 * `npm start -w api`: builds the server when dist/server.js is missing or older than the sources,
 * then runs it, passing Ctrl-C (SIGINT) and SIGTERM on so the server can stop gracefully.
 */
'use strict';

const { spawn, spawnSync } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
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
  const tsc = require.resolve('typescript/bin/tsc', { paths: [apiDir] });
  for (const project of ['tsconfig.contracts.json', 'tsconfig.build.json']) {
    const result = spawnSync(process.execPath, [tsc, '-p', project], { cwd: apiDir, stdio: 'inherit' });
    if (result.status !== 0) process.exit(result.status ?? 1);
  }
}

const server = spawn(process.execPath, [entry], { cwd: apiDir, stdio: 'inherit', env: process.env });

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    // The server ignores a repeated signal while it is already stopping, so forwarding is safe
    // even when the terminal has sent the same Ctrl-C to the whole process group.
    if (server.exitCode === null) server.kill(signal);
  });
}

server.on('exit', (code, signal) => {
  process.exit(code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 1));
});
