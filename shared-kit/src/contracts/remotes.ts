import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from './fragments';
import routePrefixes from './route-prefixes.json';

/**
 * Body of `/remotes.json`, read by the shell at every start-up: each remote container's
 * `mf-manifest.json` URL (absolute, or relative to the shop's origin).
 */
export type RemotesManifest = Partial<Record<RemoteName, string>>;

/**
 * What every remote exposes as `./routes`. Paths are absolute (`/category/*`), the shell renders them
 * with `useRoutes` at the root of its router, inside its layout; a location none of them matches is
 * the shell's 404. The layout route is a splat, so a page whose own route has no `*` inherits the shell's
 * `useParams()['*']` (the whole path): read a splat only in a route that declares one.
 */
export interface RemoteRoutesModule {
  routes: RouteObject[];
}

/**
 * The route prefixes each remote owns (docs/product.md §2). The shell mounts the remote for these patterns; its
 * server reads the same JSON file to answer unknown addresses with 404.
 */
export const REMOTE_ROUTE_PREFIXES: Record<RemoteName, readonly string[]> = routePrefixes;

/** Routes that need an auth cookie (docs/product.md §2); matched case-insensitively. */
export const GUARDED_ROUTES: readonly string[] = [
  '/order',
  '/order/confirm',
  '/personal',
  '/personal/orders',
  '/personal/data',
  '/personal/favourites',
  '/personal/waitlist',
  '/personal/reviews',
];

/**
 * True when the path needs sign-in. Matching ignores case and a trailing slash, and the order
 * confirmation catch-all (`/order/confirm/...`) is guarded like `/order/confirm`.
 */
export function isGuardedPath(pathname: string): boolean {
  const path = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  return GUARDED_ROUTES.includes(path) || path.startsWith('/order/confirm/');
}
