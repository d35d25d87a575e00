import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { makeStore, type RootState } from '../app/store';

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  preloadedState?: Partial<RootState>;
  /** Address the memory router starts at. */
  route?: string;
  /** Route pattern the element is mounted at (for pages that read params). */
  path?: string;
}

/** Renders with a fresh store of the app and a memory router: the one test wrapper. */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, route = '/', path }: RenderOptions = {},
) {
  const store = makeStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        {path ? (
          <Routes>
            <Route path={path} element={ui} />
          </Routes>
        ) : (
          ui
        )}
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
