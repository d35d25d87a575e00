import { configureStore } from '@reduxjs/toolkit';
import { mockHttp } from 'shared-kit/testing';
import { tree } from '../../../test/fixtures';
import {
  categoryTreeSlice,
  initialCategoryTreeState,
  loadCategoryTree,
  treeLoadFailed,
  treeLoaded,
  treeRequested,
} from './categoryTreeSlice';

const reducer = categoryTreeSlice.reducer;

describe('categoryTreeSlice', () => {
  it('When the tree is requested, then the state is loading and a previous error is forgotten', () => {
    const state = reducer({ ...initialCategoryTreeState, status: 'failed', error: 'Network Error' }, treeRequested());
    expect(state).toEqual({ items: [], status: 'loading', error: null });
  });

  it('When the tree arrives, then it is stored and the state is loaded', () => {
    const state = reducer({ ...initialCategoryTreeState, status: 'loading' }, treeLoaded(tree));
    expect(state.status).toBe('loaded');
    expect(state.items.map((item) => item.title)).toEqual(['Витамины и БАДы', 'Косметика']);
  });

  it('When a load fails, then the reason is kept and the items shown before stay', () => {
    const before = { items: tree, status: 'loading' as const, error: null };
    const state = reducer(before, treeLoadFailed('timeout'));
    expect(state).toEqual({ items: tree, status: 'failed', error: 'timeout' });
    // Pure: the previous state object is not touched.
    expect(before.status).toBe('loading');
  });

  it('When several parts ask for the tree, then it is requested once; after a failure it is asked again', async () => {
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    const { requests } = mockHttp(() => (fail ? { status: 500 } : { data: tree }));
    const store = configureStore({ reducer: { categoryTree: reducer } });

    await store.dispatch(loadCategoryTree());
    expect(store.getState().categoryTree.status).toBe('failed');

    fail = false;
    await Promise.all([store.dispatch(loadCategoryTree()), store.dispatch(loadCategoryTree())]);
    await store.dispatch(loadCategoryTree());

    expect(requests.map((request) => request.url)).toEqual(['/categories/tree', '/categories/tree']);
    expect(store.getState().categoryTree.items).toHaveLength(2);
  });
});
