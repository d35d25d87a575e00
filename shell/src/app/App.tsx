import { useEffect } from 'react';
import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout } from '../widgets/layout';
import { ServerErrorPage } from '../shared/ui';
import { AppRoutes } from './routing/AppRoutes';
import type { ShellStore } from './store';

/** The shell's one route: the layout; the page area inside it decides who renders the path. */
export const SHELL_ROUTES = [
  {
    path: '*',
    element: (
      <Layout>
        <AppRoutes />
      </Layout>
    ),
    errorElement: <ServerErrorPage />,
  },
];

/** The shell's router in the browser (the server renders the same routes with a static router). */
export function createShellRouter() {
  return createBrowserRouter(SHELL_ROUTES);
}

/**
 * Marks the page as running (`<html data-shop-ready>`) once the shell's first render is committed in the
 * browser, created or hydrated: what automated journeys wait for before they click a server-rendered page.
 */
function ReadyMark() {
  useEffect(() => {
    document.documentElement.dataset.shopReady = 'true';
  }, []);
  return null;
}

/** The whole application of the shell. */
export function App({ store, router }: { store: ShellStore; router: ReturnType<typeof createShellRouter> }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <ReadyMark />
    </Provider>
  );
}
