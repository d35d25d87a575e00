import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { searchHistorySlice } from '../entities/search-history/searchHistorySlice';
import { searchMetaSlice } from '../entities/search-meta/searchMetaSlice';

export const rootReducer = combineSlices(searchMetaSlice, searchHistorySlice);
export type SearchState = ReturnType<typeof rootReducer>;

/** Creates a store; the app makes one, tests make their own. */
export function createSearchStore(preloadedState?: Partial<SearchState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type SearchStore = ReturnType<typeof createSearchStore>;
export const useSearchDispatch = useDispatch.withTypes<SearchStore['dispatch']>();
export const useSearchSelector = useSelector.withTypes<SearchState>();

/** The one store of mf_search on the page. */
export const store = createSearchStore();
