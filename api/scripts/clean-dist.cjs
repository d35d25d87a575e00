#!/usr/bin/env node
/**
 * Empties api/dist before a build. tsc never deletes what it wrote earlier, and the API discovers its
 * routes from the files it finds (`dist/modules/<name>/routes.js`, ADR 0025): a module removed or renamed
 * in src would otherwise go on being served from a stale copy.
 */
'use strict';

const fs = require('node:fs');
const path = require('node:path');

const dist = path.resolve(__dirname, '..', 'dist');

/** Removes dist/ and everything in it; nothing to do when it does not exist. */
function cleanDist() {
  fs.rmSync(dist, { recursive: true, force: true });
}

module.exports = { cleanDist };

if (require.main === module) cleanDist();
