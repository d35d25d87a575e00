#!/usr/bin/env node
/**
 * Serves several remotes' static files in this one Node process (`npm start` runs the four remotes so, ADR
 * 0045): `node scripts/serve-remotes.cjs mf-catalog mf-checkout …`, each argument a workspace folder. For each
 * one it runs that app's own `npm start` (shared-kit/tooling/start-app.cjs: build when stale, then serve on the
 * app's port) with the app's folder as the working directory, one after the other. A remote's server is a
 * static file server with a proxy to the API: four of them share one Node's memory instead of one each.
 */
'use strict';

const path = require('node:path');

const root = path.resolve(__dirname, '..');
const startApp = require.resolve('../shared-kit/tooling/start-app.cjs');

const folders = process.argv.slice(2);
if (folders.length === 0) {
  console.error('usage: node scripts/serve-remotes.cjs <app folder>…');
  process.exit(2);
}

for (const folder of folders) {
  // start-app.cjs serves the app of the working directory when it is loaded: loaded afresh for each.
  process.chdir(path.join(root, folder));
  delete require.cache[startApp];
  require(startApp);
}
process.chdir(root);
