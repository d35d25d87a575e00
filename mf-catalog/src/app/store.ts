import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { categoryTreeSlice } from '../entities/category';
import { selectionsSlice } from '../entities/selection';

/** The catalogue's root reducer: every slice of the catalogue domain. */
export const rootReducer = combineSlices(categoryTreeSlice, selectionsSlice);

/** State of the catalogue's store. */
export type CatalogState = ReturnType<typeof rootReducer>;

/** Creates a store; the app makes one ({@link store}), tests make their own with a preloaded state. */
export function createCatalogStore(preloadedState?: Partial<CatalogState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/** Type of the catalogue's store. */
export type CatalogStore = ReturnType<typeof createCatalogStore>;
export type CatalogDispatch = CatalogStore['dispatch'];

/** The one store of mf_catalog, shared by its routes and its dropdown on the page. */
export const store = createCatalogStore();
