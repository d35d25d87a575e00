import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { serverState } from 'shared-kit';
import { catalogApi } from '../shared/api';

/** The catalogue's root reducer: the RTK Query cache of its API (docs/adr/0024). */
export const rootReducer = combineSlices(catalogApi);

/** State of the catalogue's store. */
export type CatalogState = ReturnType<typeof rootReducer>;

/** Creates a store; the app makes one ({@link store}), tests (and a server render) make their own with a preloaded state. */
export function createCatalogStore(preloadedState?: Partial<CatalogState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(catalogApi.middleware),
    // Subscribers hear every change at once (docs/adr/0024).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
  });
}

/** Type of the catalogue's store. */
export type CatalogStore = ReturnType<typeof createCatalogStore>;
export type CatalogDispatch = CatalogStore['dispatch'];

/**
 * The one store of mf_catalog, shared by its routes and its dropdown on the page; on a server-rendered
 * page it starts from the state the server rendered with, so the page asks for nothing again (ADR 0027).
 */
export const store = createCatalogStore(serverState<Partial<CatalogState>>('mf_catalog'));
