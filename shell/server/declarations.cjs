// The remotes' declarations of their pages (ADR 0022), as the shell's server reads them: from
// `mf-declaration.json` beside each remote's manifest in the current remotes configuration, kept for a
// few seconds, the last good copy kept when a remote stops answering, and the shell's built-in copy for a
// remote never read (down since start-up, or released before declarations). The browser reads the same
// files itself (shared-kit `fetchRemoteDeclarations`); the routing rules here are the same as there.
const builtIn = require('../src/federation/built-in-declarations.json');

const FRESH_MS = 5000;
const TIMEOUT_MS = 1500;
const PATTERN = /^\/[A-Za-z0-9_\-./:*]*$/;

/** A route pattern as a case-insensitive regular expression (`/`, `/x/*`, `/x/:id`), as in shared-kit. */
function routePattern(pattern) {
  if (pattern === '/') return /^\/$/;
  const splat = pattern.endsWith('/*');
  const body = (splat ? pattern.slice(0, -2) : pattern)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${splat ? '(/.*)?' : ''}/?$`, 'i');
}

/** The routes of a declaration that fit, compiled; null when the body is not a declaration of `name`. */
function compileDeclaration(body, name) {
  if (!body || typeof body !== 'object' || body.name !== name || !Array.isArray(body.routes)) return null;
  return body.routes
    .filter((route) => route && typeof route.path === 'string' && PATTERN.test(route.path) && route.path.length <= 200)
    .slice(0, 200)
    .map((route) => ({
      remote: name,
      regex: routePattern(route.path),
      guarded: route.guarded === true,
      title: typeof route.title === 'string' && route.title.length <= 120 ? route.title : undefined,
      // The remote renders this page on the server too (ADR 0027).
      server: route.render === 'server',
    }));
}

/**
 * Reads and keeps the declarations of the configured remotes.
 * @param {{ fetch?: typeof fetch, now?: () => number }} [options]
 */
function createDeclarationSource({ fetch: fetcher = fetch, now = Date.now } = {}) {
  /** url → { routes, at } of the last good read */
  const kept = new Map();

  /** The declaration of one remote: `{ routes, body }`, the body null when only the built-in copy is known. */
  async function read(name, manifestUrl, base) {
    const url = new URL('mf-declaration.json', new URL(manifestUrl, base)).href;
    const last = kept.get(url);
    if (last && now() - last.at < FRESH_MS) return last;
    try {
      const response = await fetcher(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      if (!response.ok) throw new Error(`answered ${response.status}`);
      const body = await response.json();
      const routes = compileDeclaration(body, name);
      if (!routes) throw new Error('is not a declaration of this remote');
      const entry = { routes, body, at: now() };
      kept.set(url, entry);
      return entry;
    } catch {
      // Not asked again for a few seconds either: a remote that is down must not slow every page down.
      const entry = last ? { ...last, at: now() } : { routes: compileDeclaration(builtIn[name], name) ?? [], body: null, at: now() };
      kept.set(url, entry);
      return entry;
    }
  }

  async function readAll(manifest, base) {
    const names = Object.keys(builtIn).filter((name) => name in manifest);
    return Promise.all(names.map((name) => read(name, manifest[name], base)));
  }

  return {
    /**
     * Every declared route of the remotes map, in the order of the known remotes; `base` resolves
     * addresses on the shop's own origin.
     */
    async routesOf(manifest, base = 'http://127.0.0.1/') {
      return (await readAll(manifest, base)).flatMap((entry) => entry.routes);
    },
    /** The declarations the remotes published (the bodies read; a remote not read is left to the built-in copy). */
    async declarationsOf(manifest, base = 'http://127.0.0.1/') {
      return (await readAll(manifest, base)).flatMap((entry) => (entry.body ? [entry.body] : []));
    },
  };
}

/** The first declared route that takes a path, or undefined. */
function routeFor(routes, pathname) {
  return routes.find((route) => route.regex.test(pathname));
}

module.exports = { createDeclarationSource, routeFor, routePattern, compileDeclaration };
