import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { useRoutes, type RouteObject } from 'react-router-dom';
import { loadRemoteModule, type RemoteName, type RemoteRoutesModule } from 'shared-kit';
import { NotFoundPage, PageLoading, RemoteUnavailable } from '../shared/ui';

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
        console.warn(`[shell] routes of ${remote} unavailable`, error);
        // Try again on the next visit of this remote's pages.
        cache.delete(remote);
        return { default: RemoteUnavailable };
      }
    });
    cache.set(remote, component);
  }
  return component;
}

/** Renders the pages of one remote, loaded at runtime; a quiet message if the remote is down. */
export function RemoteRoutes({ remote }: { remote: RemoteName }) {
  const Routes = useMemo(() => lazyRoutes(remote), [remote]);
  return (
    <Suspense fallback={<PageLoading />}>
      <Routes />
    </Suspense>
  );
}
