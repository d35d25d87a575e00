import { Provider } from 'react-redux';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { Layout } from '../layout/Layout';
import { ServerErrorPage } from '../shared/ui';
import type { ShellStore } from './store';

/** The shell's router: one layout route; the page area inside it decides who renders the path. */
export function createShellRouter() {
  return createBrowserRouter([{ path: '*', element: <Layout />, errorElement: <ServerErrorPage /> }]);
}

/** The whole application of the shell. */
export function App({ store, router }: { store: ShellStore; router: ReturnType<typeof createShellRouter> }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>
  );
}
