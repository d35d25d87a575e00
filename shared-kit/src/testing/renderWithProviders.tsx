import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import type { Store } from '@reduxjs/toolkit';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

/** Shows the current address, so a test can see where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" aria-label="адрес">
      {`${location.pathname}${location.search}`}
    </output>
  );
}

/** Options of a `renderWithProviders` made by {@link createRenderWithProviders}. */
export interface RenderOptions<S> {
  /** State the app's store starts with. */
  preloadedState?: S;
  /** Address the memory router starts at. */
  route?: string;
  /** Route pattern the element is mounted at (as the shell mounts a remote's routes; for pages that read params). */
  path?: string;
  /** More routes beside the one under test. */
  extra?: ReactElement;
  /** Renders a {@link LocationProbe} after the element. */
  showLocation?: boolean;
}

/**
 * Makes an app's one test wrapper (`renderWithProviders(ui, options)`): a fresh store of the app, a
 * memory router and the element, at its route when `path` is given. `defaults` apply to every call.
 */
export function createRenderWithProviders<S, T extends Store>(
  makeStore: (preloadedState?: S) => T,
  defaults: Omit<RenderOptions<S>, 'preloadedState'> = {},
) {
  return function renderWithProviders(ui: ReactElement, options: RenderOptions<S> = {}) {
    const { preloadedState, route = '/', path, extra, showLocation = false } = { ...defaults, ...options };
    const store = makeStore(preloadedState);
    const result = render(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>
          {path || extra ? (
            <Routes>
              <Route path={path ?? '*'} element={ui} />
              {extra}
            </Routes>
          ) : (
            ui
          )}
          {showLocation && <LocationProbe />}
        </MemoryRouter>
      </Provider>,
    );
    return { store, ...result };
  };
}
