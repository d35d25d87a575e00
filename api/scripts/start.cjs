#!/usr/bin/env node
/**
 * `npm start -w api`: builds the server when dist/server.js is missing or older than the sources,
 * then runs it in this same process, which stops gracefully on Ctrl-C (SIGINT) and SIGTERM.
 */
'use strict';

const { entry, buildIfStale } = require('./build-if-stale.cjs');

try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}

// The server runs in this process (no second Node around it); it stops gracefully on SIGINT and SIGTERM itself.
require(entry);
