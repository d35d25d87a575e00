import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { setRemoteLoader } from 'shared-kit';
import type { FragmentProps } from 'shared-kit/contracts';
import { createCatalogStore, type CatalogState } from '../app/store';

/** Stand-ins for the other teams' fragments, so pages render them without a Module Federation runtime. */
export function installFakeFragments(): jest.Mock {
  const loader = jest.fn(async (id: string) => {
    if (id === 'mf_checkout/CartButton') {
      return {
        CartButton: ({ productId }: FragmentProps['mf_checkout/CartButton']) => (
          <button type="button" data-product={productId}>
            В корзину
          </button>
        ),
      };
    }
    if (id === 'mf_account/FavouriteButton') {
      return {
        FavouriteButton: ({ productId }: FragmentProps['mf_account/FavouriteButton']) => (
          <button type="button" data-product={productId}>
            В избранное
          </button>
        ),
      };
    }
    return null;
  });
  setRemoteLoader(loader);
  return loader;
}

/** Shows the current address, so a test can see where a click led. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Options of {@link renderWithProviders}. */
export interface RenderOptions {
  /** Address the router starts at. */
  route?: string;
  /** Route pattern the element is mounted at (as the shell mounts the catalogue's routes). */
  path?: string;
  preloadedState?: Partial<CatalogState>;
  /** More routes beside the one under test. */
  extra?: ReactElement;
}

/** The one test wrapper: a fresh catalogue store, a memory router and the element at its route. */
export function renderWithProviders(
  ui: ReactElement,
  { route = '/', path = '*', preloadedState, extra }: RenderOptions = {},
) {
  const store = createCatalogStore(preloadedState);
  const result = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          {extra}
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </Provider>,
  );
  return { store, ...result };
}
