#!/usr/bin/env node
// Builds, once per run, everything the composed suite serves before any test asks for it: the API's
// `dist/`, the production build of the shell and of each remote, and the previous release the skew spec
// composes with (kept by commit in `dist/previous-releases/`). Each is built only when stale and says so
// when it is not. The suite's servers and specs then find their builds made and reuse them in every project.
//
//   npm run prepare:e2e          (the root's `npm test` runs it beside the packages' unit tests)
//
// Against a shop at SHOP_URL the suite starts no app, so only the previous release is built.
'use strict';

const path = require('node:path');
const { APPS } = require('../../shared-kit/tooling/apps.cjs');
const { buildAppIfStale } = require('../../shared-kit/tooling/app-build.cjs');
const { buildIfStale: buildApiIfStale } = require('../../api/scripts/build-if-stale.cjs');
const { buildPreviousRelease, previousCommit } = require('./previous-release.cjs');

const REPO_ROOT = path.resolve(__dirname, '..', '..');

function timed(label, work) {
  const started = Date.now();
  work();
  return `${label} ${((Date.now() - started) / 1000).toFixed(0)} s`;
}

function main() {
  const spent = [];
  if (process.env.SHOP_URL) {
    console.log(
      `[e2e prepare] the suite runs against ${process.env.SHOP_URL}: no app of this checkout is built`,
    );
  } else {
    spent.push(timed('api', () => buildApiIfStale({ stdio: 'pipe' })));
    for (const app of APPS) {
      spent.push(
        timed(app.dir, () => buildAppIfStale(path.join(REPO_ROOT, app.dir), app.dir, { stdio: 'pipe' })),
      );
    }
  }
  const found = previousCommit();
  if ('missing' in found) console.log(`[e2e prepare] no previous release to build: ${found.missing}`);
  else spent.push(timed('previous release', () => buildPreviousRelease(found.commit)));
  console.log(`[e2e prepare] done: ${spent.join(', ')}`);
}

try {
  main();
} catch (error) {
  console.error(`[e2e prepare] ${error.message}`);
  process.exit(1);
}
