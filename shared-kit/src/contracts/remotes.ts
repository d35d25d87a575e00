import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from './fragments';

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
