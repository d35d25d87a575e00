import { createAsyncThunk, createSlice } from '@reduxjs/toolkit';
import type { CategoryTreeItemDto, PopularRequestDto } from 'shared-kit/contracts';
import { getCategoryTree, getPopularRequests } from '../../shared/api/searchApi';

/** A category the search can be narrowed to (second level of the tree, docs/product.md §2). */
export interface SearchScope {
  title: string;
  fullSlug: string;
}

/** What the dropdown loads once: popular requests and the categories of the selector. */
export interface SearchMetaState {
  status: 'idle' | 'loading' | 'ready' | 'failed';
  popular: string[];
  scopes: SearchScope[];
}

export const initialSearchMetaState: SearchMetaState = { status: 'idle', popular: [], scopes: [] };

/** Second-level categories of the tree, in the tree's order. */
export function scopesOf(tree: CategoryTreeItemDto[]): SearchScope[] {
  return tree.flatMap((top) => top.children.map((child) => ({ title: child.title, fullSlug: child.full_slug })));
}

/** Loads the dropdown's content, once (docs/product.md §4: content loaded once). */
export const searchMetaRequested = createAsyncThunk(
  'searchMeta/requested',
  async () => {
    const [popular, tree] = await Promise.all([getPopularRequests(), getCategoryTree()]);
    return { popular: popular.map((item: PopularRequestDto) => item.text.value), scopes: scopesOf(tree) };
  },
  {
    condition: (_arg, { getState }) => {
      const { status } = (getState() as { searchMeta: SearchMetaState }).searchMeta;
      return status !== 'loading' && status !== 'ready';
    },
  },
);

export const searchMetaSlice = createSlice({
  name: 'searchMeta',
  initialState: initialSearchMetaState,
  reducers: {},
  extraReducers: (builder) => {
    builder
      .addCase(searchMetaRequested.pending, (state) => {
        state.status = 'loading';
      })
      .addCase(searchMetaRequested.fulfilled, (state, action) => {
        state.status = 'ready';
        state.popular = action.payload.popular;
        state.scopes = action.payload.scopes;
      })
      .addCase(searchMetaRequested.rejected, (state) => {
        state.status = 'failed';
      });
  },
});

/** Spec §9: popular-request suggestions are a random window of 10. */
export function randomWindow<T>(items: readonly T[], size = 10, random = Math.random): T[] {
  if (items.length <= size) return [...items];
  const start = Math.floor(random() * (items.length - size + 1));
  return items.slice(start, start + size);
}
