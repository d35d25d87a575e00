import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { SearchHistoryItemDto } from 'shared-kit/contracts';
import { clearSearchHistory, getSearchHistory } from '../../shared/api/searchApi';

/** At most this many recent searches are offered (the API keeps 10). */
export const HISTORY_LIMIT = 10;

/** The customer's own recent searches (a session's too), asked for each time the dropdown opens. */
export interface SearchHistoryState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  items: SearchHistoryItemDto[];
}

export const initialSearchHistoryState: SearchHistoryState = { status: 'idle', items: [] };

/**
 * Loads the recent searches. Unlike the popular requests they change with every search, so each opening
 * asks again; a failure (an API without history) keeps what was there (at first nothing) and stays quiet.
 */
export const searchHistoryRequested = createAsyncThunk('searchHistory/requested', () => getSearchHistory(), {
  condition: (_arg, { getState }) => (getState() as { searchHistory: SearchHistoryState }).searchHistory.status !== 'loading',
});

/** Forgets the recent searches on the server; the list stays as it was if that fails. */
export const searchHistoryCleared = createAsyncThunk('searchHistory/cleared', () => clearSearchHistory());

export const searchHistorySlice = createSlice({
  name: 'searchHistory',
  initialState: initialSearchHistoryState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(searchHistoryRequested.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(searchHistoryRequested.fulfilled, (state, action) => {
        state.status = 'ready';
        state.items = uniqueSearches(action.payload).slice(0, HISTORY_LIMIT);
      })
      .addCase(searchHistoryRequested.rejected, (state) => {
        state.status = 'failed';
      })
      .addCase(searchHistoryCleared.fulfilled, (state) => {
        state.items = [];
      });
  },
});

/** The same query in the same category once, the newest occurrence kept. */
export function uniqueSearches(items: readonly SearchHistoryItemDto[]): SearchHistoryItemDto[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    const key = `${item.query.trim().toLowerCase()}\u0000${item.category_query}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
