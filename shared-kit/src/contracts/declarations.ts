import type { RemoteName } from './fragments';
import type { RemotesManifest } from './remotes';

/**
 * What a remote declares about itself at runtime, in `mf-declaration.json` beside its `mf-manifest.json`
 * (docs/architecture.md §2, ADR 0022). The shell reads it instead of tables of its own, so a team adds a
 * page, a guarded page or a fragment by releasing its remote alone.
 */
export interface RemoteDeclaration {
  /** Container name; a declaration naming another container is refused. */
  name: RemoteName;
  /** The remote's release version (its package.json version at build time). */
  version: string;
  /** The range of the shared platform core (shared-kit) this build needs, e.g. `^1.0.0`. */
  platform: string;
  /** The pages it renders, most specific first. */
  routes: RouteDeclaration[];
  /** The fragments it exposes for other teams, by id (`mf_checkout/CartButton`). */
  fragments: Record<string, FragmentDeclaration>;
  /**
   * Its second container, without a federation runtime of its own, for a shell that provides one
   * (ADR 0029). Absent: the remote has only its full container (`mf-manifest.json`).
   */
  sharedRuntime?: SharedRuntimeDeclaration;
}

/** A remote's shared-runtime container: its manifest beside `mf-manifest.json`, and the runtime it was built on. */
export interface SharedRuntimeDeclaration {
  /** File name of its manifest, in the folder of `mf-manifest.json` (`mf-manifest.shared-runtime.json`). */
  manifest: string;
  /** Version of the federation runtime (`@module-federation/runtime-core`) it was built against. */
  version: string;
}

/** One page pattern of a remote. */
export interface RouteDeclaration {
  /** A path pattern: `/cart`, `/category/*` (the path and everything below it), `/order/confirm/:id`. */
  path: string;
  /** The page needs a signed-in customer: without one the shell sends the visitor home and asks for sign-in. */
  guarded?: boolean;
  /** The page's title before the page itself names it more precisely («Корзина»). */
  title?: string;
  /**
   * `server`: the shell's server renders the page from the remote's server container (its `./routes`
   * with the route's `prefetch`), and the browser hydrates it (ADR 0027). Otherwise it is rendered in the
   * browser only (personal pages are).
   */
  render?: 'server';
}

/** What the page around a fragment needs to know before the fragment arrives. */
export interface FragmentDeclaration {
  /** Placeholder width while it loads (CSS pixels, or a CSS length). */
  width?: number | string;
  /** Placeholder height while it loads. */
  height: number | string;
  /** The quiet text shown in its place when it cannot load; none shows nothing but the empty slot. */
  unavailable?: string;
}

const REMOTE_NAME = /^mf_[a-z]+$/;
const PATTERN = /^\/[A-Za-z0-9_\-./:*]*$/;
const MAX_ROUTES = 200;
const MAX_FRAGMENTS = 100;

function isSize(value: unknown): value is number | string {
  return (typeof value === 'number' && Number.isFinite(value) && value >= 0) || (typeof value === 'string' && value.length <= 40);
}

function text(value: unknown, max: number): string | undefined {
  return typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;
}

function parseRoute(value: unknown): RouteDeclaration | null {
  if (!value || typeof value !== 'object') return null;
  const { path, guarded, title, render } = value as Record<string, unknown>;
  if (typeof path !== 'string' || !PATTERN.test(path) || path.length > 200) return null;
  const route: RouteDeclaration = { path };
  if (guarded === true) route.guarded = true;
  if (render === 'server' && guarded !== true) route.render = 'server';
  const name = text(title, 120);
  if (name) route.title = name;
  return route;
}

function parseFragment(value: unknown): FragmentDeclaration | null {
  if (!value || typeof value !== 'object') return null;
  const { width, height, unavailable } = value as Record<string, unknown>;
  if (!isSize(height)) return null;
  const fragment: FragmentDeclaration = { height };
  if (isSize(width)) fragment.width = width;
  const message = text(unavailable, 200);
  if (message) fragment.unavailable = message;
  return fragment;
}

const MANIFEST_FILE = /^[\w-][\w.-]{0,99}\.json$/;
const RUNTIME_VERSION = /^\d+\.\d+\.\d+[\w.+-]{0,40}$/;

function parseSharedRuntime(value: unknown): SharedRuntimeDeclaration | null {
  if (!value || typeof value !== 'object') return null;
  const { manifest, version } = value as Record<string, unknown>;
  if (typeof manifest !== 'string' || !MANIFEST_FILE.test(manifest)) return null;
  if (typeof version !== 'string' || !RUNTIME_VERSION.test(version)) return null;
  return { manifest, version };
}

/**
 * Reads a declaration as it came over the network. Whatever does not fit is dropped entry by entry (a bad
 * route or fragment never costs the others); a body that is not a declaration of `expected` gives null.
 * Fragment ids must belong to the declaring container.
 */
export function parseDeclaration(value: unknown, expected: string): RemoteDeclaration | null {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const body = value as Record<string, unknown>;
  if (body.name !== expected || !REMOTE_NAME.test(expected)) return null;
  const routes = (Array.isArray(body.routes) ? body.routes.slice(0, MAX_ROUTES) : [])
    .map(parseRoute)
    .filter((route): route is RouteDeclaration => route !== null);
  const fragments: Record<string, FragmentDeclaration> = {};
  const declared = body.fragments && typeof body.fragments === 'object' ? Object.entries(body.fragments).slice(0, MAX_FRAGMENTS) : [];
  for (const [id, entry] of declared) {
    const fragment = parseFragment(entry);
    if (fragment && id.startsWith(`${expected}/`) && id.length <= 120) fragments[id] = fragment;
  }
  const declaration: RemoteDeclaration = {
    name: expected as RemoteName,
    version: text(body.version, 64) ?? 'unknown',
    platform: text(body.platform, 64) ?? '*',
    routes,
    fragments,
  };
  const sharedRuntime = parseSharedRuntime(body.sharedRuntime);
  if (sharedRuntime) declaration.sharedRuntime = sharedRuntime;
  return declaration;
}

/**
 * Whether a container built against one version of the federation runtime runs on another that the page
 * provides: the same major and minor version (a patch release of the runtime changes no interface).
 */
export function runsOnRuntime(built: string, provided: string): boolean {
  const line = (version: string) => /^(\d+)\.(\d+)\./.exec(version)?.slice(1, 3).join('.');
  const builtLine = line(built);
  return builtLine !== undefined && builtLine === line(provided);
}

/**
 * A route pattern as a case-insensitive regular expression: `/` alone, `/x/*` for `/x` and below,
 * `:name` for one segment. The shell's server matches with the same rules.
 */
export function routePattern(path: string): RegExp {
  if (path === '/') return /^\/$/;
  const splat = path.endsWith('/*');
  const body = (splat ? path.slice(0, -2) : path)
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.+?^${}()|[\]\\*]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${body}${splat ? '(/.*)?' : ''}/?$`, 'i');
}

/**
 * The manifest the page loads each remote from: its shared-runtime container's when the remote declares
 * one built on the runtime the page provides (`runtime`, the shell's federation runtime version; ADR
 * 0029), else its full `mf-manifest.json`. A remote without a declaration keeps the full one. The shell's
 * server announces the same choice in its preload hints (`shared-kit/tooling/shared-runtime.cjs`).
 */
export function pageManifests(
  manifest: RemotesManifest,
  declarations: readonly RemoteDeclaration[],
  runtime: string | undefined,
  base: string,
): RemotesManifest {
  const chosen: RemotesManifest = {};
  for (const [name, url] of Object.entries(manifest) as [RemoteName, string][]) {
    const shared = declarations.find((declaration) => declaration.name === name)?.sharedRuntime;
    chosen[name] = shared && runtime && runsOnRuntime(shared.version, runtime) ? new URL(shared.manifest, new URL(url, base)).href : url;
  }
  return chosen;
}
