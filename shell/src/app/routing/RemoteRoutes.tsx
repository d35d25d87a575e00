import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import {
  announceArrival,
  isTimeLimitError,
  loadRemoteModule,
  useArrivals,
  useHydrated,
  withTimeLimit,
  type RemoteName,
  type RemoteRoutesModule,
} from 'shared-kit';
import { NotFoundPage, PageLoading, RemoteUnavailable } from '../../shared/ui';
import { useLeftToBrowser } from './pageOutcome';

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  // A location none of the remote's routes matches is the shell's 404.
  return useRoutes(routes) ?? <NotFoundPage />;
}

/**
 * How long a remote's pages may take to arrive before the page area shows the quiet «unavailable» message
 * instead of the loading state; the pages fill in if they arrive later.
 */
export const PAGE_TIMEOUT_MS = 8_000;

const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

async function routesOf(remote: RemoteName): Promise<RouteObject[]> {
  const { routes } = await loadRemoteModule<RemoteRoutesModule>(`${remote}/routes`);
  if (!Array.isArray(routes)) throw new Error(`${remote}/routes exports no routes`);
  return routes;
}

function lazyRoutes(remote: RemoteName, limitMs: number): LazyExoticComponent<ComponentType> {
  let component = cache.get(remote);
  if (!component) {
    component = lazy(async () => {
      const loading = routesOf(remote);
      try {
        const routes = await withTimeLimit(loading, limitMs, `${remote}/routes`);
        return { default: () => <RoutesOf routes={routes} /> };
      } catch (error) {
        // Try again on the next visit of this remote's pages.
        cache.delete(remote);
        // On the server the slot is left to the browser, which may well reach the remote (ADR 0027).
        if (typeof document === 'undefined') throw error;
        console.warn(`[shell] routes of ${remote} unavailable`, error);
        if (isTimeLimitError(error)) {
          // Slow, not failed: when the pages arrive after all, the page area shows them.
          loading.then(
            (routes) => {
              cache.set(remote, lazy(async () => ({ default: () => <RoutesOf routes={routes} /> })));
              announceArrival(`${remote}/routes`);
            },
            () => undefined,
          );
        }
        return { default: RemoteUnavailable };
      }
    });
    cache.set(remote, component);
  }
  return component;
}

/**
 * In a server render whose remote did not arrive within its budget: fails inside the slot's Suspense
 * boundary, so the server sends the slot's fallback and the browser renders the slot (ADR 0027).
 */
function LeftToBrowser({ remote }: { remote: RemoteName }): never {
  throw new Error(`${remote} is left to the browser`);
}

/**
 * Renders the pages of one remote, loaded at runtime; a quiet message if the remote is down or has not
 * sent its pages within {@link PAGE_TIMEOUT_MS} (they replace it when they come).
 */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  // A page hydrating the server's HTML keeps it while the code comes, however long: no time limit then.
  const hydrated = useHydrated();
  const arrivals = useArrivals(`${remote}/routes`);
  const Routes = useMemo(
    () => lazyRoutes(remote, hydrated ? PAGE_TIMEOUT_MS : Number.POSITIVE_INFINITY),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `arrivals` picks the pages that arrived late
    [remote, arrivals],
  );
  const leftToBrowser = useLeftToBrowser(remote);
  // The same element for as long as the pages and the outcome are the same. While the page hydrates, the
  // slot is a boundary whose code may still be on its way; a new element for it (this component renders
  // again when the page has hydrated, and whenever the layout does) would be an update, and React would
  // drop the server's HTML of the page and render it anew in the browser.
  return useMemo(
    () => <Suspense fallback={<PageLoading />}>{leftToBrowser ? <LeftToBrowser remote={remote} /> : <Routes />}</Suspense>,
    [Routes, leftToBrowser, remote],
  );
}
