import { matchRoutes } from 'react-router-dom';
import { loadRemoteModule, scopedStore, type PageHead, type RemoteRoutesModule, type RenderScope } from 'shared-kit';
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

/** What the prefetch found: whether the API said the page names nothing, and how to ask the page's head. */
export interface Prefetched {
  notFound: boolean;
  /** The head of the remote's page from its data (ADR 0043); none when its route has no `head`. */
  head?: () => Promise<PageHead | null>;
}

/**
 * Loads the data of the page's first screen in the request's stores: the shell's layout data and, for a
 * remote's page, what the matched route declares. Answers whether the API said the page names nothing, and
 * the route's head, to ask once that data is in the store (`base`: the shop's public address).
 */
export async function prefetch(scope: RenderScope, url: URL, budgetMs: number, degraded: string[], base = ''): Promise<Prefetched> {
  const shell = scopedStore(scope, 'shell', () => createShellStore());
  const loads: Promise<unknown>[] = [shell.dispatch(prefetchSite()), shell.dispatch(shellApi.endpoints.topBanner.initiate())];
  let page: RemotePage = { loads: [] };
  const owner = ownerOf(url.pathname);
  if (owner.kind === 'content') page = { loads: [shell.dispatch(shellApi.endpoints.contentPage.initiate(owner.slug))] };
  if (owner.kind === 'remote') {
    const module = await Promise.race([
      loadRemoteModule<RemoteRoutesModule>(`${owner.remote}/routes`).catch(() => undefined),
      after(budgetMs, undefined),
    ]);
    if (!module) degraded.push(owner.remote);
    else page = remotePrefetch(scope, module, url, base);
  }
  const results = await Promise.race([Promise.all([...page.loads, ...loads]), after(budgetMs, [])]);
  const notFound = results.slice(0, page.loads.length).some((result) => NOT_FOUND.has(failedStatus(result) ?? 0));
  return { notFound, head: results.length > 0 && !notFound ? page.head : undefined };
}

/** A remote page's loads, and its head's thunk dispatched in the same store. */
interface RemotePage {
  loads: Promise<unknown>[];
  head?: () => Promise<PageHead | null>;
}

/**
 * Plain data only: the head crosses to the shell's server as a worker's message, where anything else
 * (a function, a class) would fail the whole page.
 */
function plainHead(head: unknown): PageHead | null {
  if (!head || typeof head !== 'object') return null;
  try {
    return JSON.parse(JSON.stringify(head)) as PageHead;
  } catch {
    return null;
  }
}

/** Dispatches the prefetch of the remote's route that matches the address, in the request's store of it. */
function remotePrefetch(scope: RenderScope, module: RemoteRoutesModule, url: URL, base: string): RemotePage {
  const { server } = module;
  if (!server || !Array.isArray(module.routes)) return { loads: [] };
  const matched = matchRoutes(module.routes, url.pathname)?.at(-1);
  const route = matched?.route as RemoteRoutesModule['routes'][number] | undefined;
  if (!matched || !route) return { loads: [] };
  const store = scopedStore(scope, server.storeName, () => server.createStore());
  const loads = (route.prefetch?.({ params: matched.params, search: url.searchParams }) ?? []).map(
    (thunk) => store.dispatch(thunk as never) as Promise<unknown>,
  );
  const { head } = route;
  if (typeof head !== 'function') return { loads };
  return {
    loads,
    head: async () => {
      try {
        const thunk = head({ params: matched.params, search: url.searchParams, base });
        return plainHead(await (store.dispatch(thunk as never) as unknown));
      } catch {
        return null;
      }
    },
  };
}
