import { matchRoutes } from 'react-router-dom';
import { loadRemoteModule, scopedStore, type RemoteRoutesModule, type RenderScope } from 'shared-kit';
import { createShellStore } from '../app/store';
import { prefetchSite } from '../entities/site';
import { ownerOf } from '../app/routing/ownerOf';
import { shellApi } from '../shared/api';

const NOT_FOUND = new Set([400, 404]);

/** Resolves after `ms`, with `value`. */
export function after<T>(ms: number, value: T): Promise<T> {
  return new Promise((resolve) => setTimeout(() => resolve(value), ms).unref());
}

/** The status an RTK Query result answers with, if it failed with one. */
function failedStatus(result: unknown): number | undefined {
  const error = (result as { error?: { status?: unknown } } | undefined)?.error;
  return typeof error?.status === 'number' ? error.status : undefined;
}

/**
 * Loads the data of the page's first screen in the request's stores: the shell's layout data and, for a
 * remote's page, what the matched route declares. Answers whether the API said the page names nothing.
 */
export async function prefetch(scope: RenderScope, url: URL, budgetMs: number, degraded: string[]): Promise<boolean> {
  const shell = scopedStore(scope, 'shell', () => createShellStore());
  const loads: Promise<unknown>[] = [shell.dispatch(prefetchSite()), shell.dispatch(shellApi.endpoints.topBanner.initiate())];
  let pageLoads: Promise<unknown>[] = [];
  const owner = ownerOf(url.pathname);
  if (owner.kind === 'content') pageLoads = [shell.dispatch(shellApi.endpoints.contentPage.initiate(owner.slug))];
  if (owner.kind === 'remote') {
    const module = await Promise.race([
      loadRemoteModule<RemoteRoutesModule>(`${owner.remote}/routes`).catch(() => undefined),
      after(budgetMs, undefined),
    ]);
    if (!module) degraded.push(owner.remote);
    else pageLoads = remotePrefetch(scope, module, url);
  }
  const results = await Promise.race([Promise.all([...pageLoads, ...loads]), after(budgetMs, [])]);
  return results.slice(0, pageLoads.length).some((result) => NOT_FOUND.has(failedStatus(result) ?? 0));
}

/** Dispatches the prefetch of the remote's route that matches the address, in the request's store of it. */
function remotePrefetch(scope: RenderScope, module: RemoteRoutesModule, url: URL): Promise<unknown>[] {
  const { server } = module;
  if (!server || !Array.isArray(module.routes)) return [];
  const matched = matchRoutes(module.routes, url.pathname)?.at(-1);
  const route = matched?.route as RemoteRoutesModule['routes'][number] | undefined;
  if (!matched || !route?.prefetch) return [];
  const store = scopedStore(scope, server.storeName, () => server.createStore());
  return route.prefetch({ params: matched.params, search: url.searchParams }).map(
    (thunk) => store.dispatch(thunk as never) as Promise<unknown>,
  );
}
