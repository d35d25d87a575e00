import type { RouteObject } from 'react-router-dom';
import type { RemoteName } from './fragments';
import type { HeadMatch, PageHeadThunk } from './head';

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
  routes: RemoteRoute[];
  /**
   * How the server renders the remote's pages (ADR 0027): the name of its store in a render's scope and
   * how to make a fresh one for a request. A remote without it is rendered in the browser only.
   */
  server?: RemoteServerRendering;
}

/** What a page's first screen asks the API for, from its address (ADR 0027). */
export interface PrefetchMatch {
  params: Readonly<Record<string, string | undefined>>;
  search: URLSearchParams;
}

/**
 * A route of a remote. `prefetch` returns the query thunks (`api.endpoints.x.initiate(args)`) of the data
 * the page's first screen shows, with the same arguments as the page's hooks: the server dispatches them in
 * the request's store before it renders, and hands the cache to the browser. `head` describes the page's
 * `<head>` from that same data (ADR 0043): the server dispatches its thunk in the same store once the
 * prefetch settled, and the shell writes the head from it.
 */
export type RemoteRoute = RouteObject & {
  prefetch?: (match: PrefetchMatch) => unknown[];
  head?: (match: HeadMatch) => PageHeadThunk;
};

/** A remote's store, as the server renderer sees it. */
export interface RemoteServerRendering {
  storeName: string;
  createStore(): { dispatch(action: never): unknown; getState(): unknown };
}
