import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { searchApi } from '../shared/api';

/** The search team's store: only the RTK Query cache of its API (docs/adr/0024). */
export const rootReducer = combineSlices(searchApi);
export type SearchState = ReturnType<typeof rootReducer>;

/** Creates a store; the app makes one, tests (and a server render) make their own. */
export function createSearchStore(preloadedState?: Partial<SearchState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(searchApi.middleware),
    // Subscribers hear every change at once, as before the API moved here (docs/adr/0024).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
  });
}

export type SearchStore = ReturnType<typeof createSearchStore>;
export const useSearchDispatch = useDispatch.withTypes<SearchStore['dispatch']>();
export const useSearchSelector = useSelector.withTypes<SearchState>();

/** The one store of mf_search on the page. */
export const store = createSearchStore();
