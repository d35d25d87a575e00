// Reads the names the browser's shared router offers (react-router-surface.mjs, ADR 0031), for the
// build, the lint rule that keeps the apps to them, and their test.
const fs = require('node:fs');
const path = require('node:path');

/** The module a browser build shares as `react-router-dom`. */
const ROUTER_SURFACE = path.join(__dirname, 'react-router-surface.mjs');

/** The names the surface exports, in its order. */
function routerSurfaceNames() {
  const source = fs.readFileSync(ROUTER_SURFACE, 'utf8');
  return [...source.matchAll(/export\s*\{([^}]*)\}\s*from/g)].flatMap((match) =>
    match[1]
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
}

module.exports = { ROUTER_SURFACE, routerSurfaceNames };
