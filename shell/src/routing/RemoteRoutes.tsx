import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { loadRemoteModule, type RemoteName, type RemoteRoutesModule } from 'shared-kit';
import { NotFoundPage, PageLoading, RemoteUnavailable } from '../shared/ui';
import { useLeftToBrowser } from './pageOutcome';

function RoutesOf({ routes }: { routes: RouteObject[] }) {
  // A location none of the remote's routes matches is the shell's 404.
  return useRoutes(routes) ?? <NotFoundPage />;
}

const cache = new Map<RemoteName, LazyExoticComponent<ComponentType>>();

function lazyRoutes(remote: RemoteName): LazyExoticComponent<ComponentType> {
  let component = cache.get(remote);
  if (!component) {
    component = lazy(async () => {
      try {
        const { routes } = await loadRemoteModule<RemoteRoutesModule>(`${remote}/routes`);
        if (!Array.isArray(routes)) throw new Error(`${remote}/routes exports no routes`);
        return { default: () => <RoutesOf routes={routes} /> };
      } catch (error) {
        // Try again on the next visit of this remote's pages.
        cache.delete(remote);
        // On the server the slot is left to the browser, which may well reach the remote (ADR 0027).
        if (typeof document === 'undefined') throw error;
        console.warn(`[shell] routes of ${remote} unavailable`, error);
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

/** Renders the pages of one remote, loaded at runtime; a quiet message if the remote is down. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const Routes = useMemo(() => lazyRoutes(remote), [remote]);
  const leftToBrowser = useLeftToBrowser(remote);
  return (
    <Suspense fallback={<PageLoading />}>{leftToBrowser ? <LeftToBrowser remote={remote} /> : <Routes />}</Suspense>
  );
}
