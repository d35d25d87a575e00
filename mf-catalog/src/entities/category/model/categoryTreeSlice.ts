import { createSlice, type PayloadAction, type ThunkAction, type UnknownAction } from '@reduxjs/toolkit';
import type { CategoryTreeItemDto } from 'shared-kit/contracts';
import { getCategoryTree } from '../../../shared/api/catalogApi';

/** Where the category tree is in its one-time load. */
export type CategoryTreeStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The category tree, loaded once per page and shared by the home page, the catalogue root and the dropdown. */
export interface CategoryTreeState {
  items: CategoryTreeItemDto[];
  status: CategoryTreeStatus;
  /** Why the last load failed (for the log; the customer sees a generic message). */
  error: string | null;
}

export const initialCategoryTreeState: CategoryTreeState = { items: [], status: 'idle', error: null };

export const categoryTreeSlice = createSlice({
  name: 'categoryTree',
  initialState: initialCategoryTreeState,
  reducers: {
    treeRequested(state) {
      state.status = 'loading';
      state.error = null;
    },
    treeLoaded(state, action: PayloadAction<CategoryTreeItemDto[]>) {
      state.items = action.payload;
      state.status = 'loaded';
      state.error = null;
    },
    treeLoadFailed(state, action: PayloadAction<string>) {
      // Keep what was shown before: a failed reload must not empty the menu.
      state.status = 'failed';
      state.error = action.payload;
    },
  },
  selectors: {
    selectCategoryTree: (state) => state.items,
    selectCategoryTreeStatus: (state) => state.status,
  },
});

export const { treeRequested, treeLoaded, treeLoadFailed } = categoryTreeSlice.actions;
export const { selectCategoryTree, selectCategoryTreeStatus } = categoryTreeSlice.selectors;

/** The part of the app's state this slice needs, so the thunk does not depend on the app layer. */
export interface WithCategoryTree {
  [categoryTreeSlice.reducerPath]: CategoryTreeState;
}

/**
 * Loads the tree unless it is loaded or loading already: whoever needs it first (home page, catalogue
 * root, dropdown on first open) triggers the one request. After a failure a new call tries again.
 */
export function loadCategoryTree(): ThunkAction<Promise<void>, WithCategoryTree, unknown, UnknownAction> {
  return async (dispatch, getState) => {
    const { status } = getState()[categoryTreeSlice.reducerPath];
    if (status === 'loading' || status === 'loaded') return;
    dispatch(treeRequested());
    try {
      dispatch(treeLoaded(await getCategoryTree()));
    } catch (error) {
      console.warn('[mf_catalog] category tree failed to load', error);
      dispatch(treeLoadFailed(error instanceof Error ? error.message : String(error)));
    }
  };
}
