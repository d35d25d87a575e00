import { useCallback, useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  loadCategoryTree,
  selectCategoryTree,
  selectCategoryTreeStatus,
  type WithCategoryTree,
} from './categoryTreeSlice';

/**
 * The shared category tree. With `enabled` false nothing is requested yet (the dropdown loads the tree
 * on its first open only); `retry` asks again after a failure.
 */
export function useCategoryTree(enabled = true) {
  const dispatch = useDispatch<ThunkDispatch<WithCategoryTree, unknown, UnknownAction>>();
  const items = useSelector(selectCategoryTree);
  const status = useSelector(selectCategoryTreeStatus);

  useEffect(() => {
    if (enabled) void dispatch(loadCategoryTree());
  }, [enabled, dispatch]);

  const retry = useCallback(() => void dispatch(loadCategoryTree()), [dispatch]);
  return { items, status, retry };
}
