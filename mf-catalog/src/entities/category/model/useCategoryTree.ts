import { useEffect } from 'react';
import type { LoadStatus } from 'shared-kit';
import { useCategoryTreeQuery } from '../../../shared/api';

/**
 * The category tree, loaded once per page and shared by the home page, the catalogue root and the
 * dropdown. With `enabled` false nothing is requested yet (the dropdown loads the tree on its first open
 * only); `retry` asks again after a failure, and so does a new component that wants it.
 */
export function useCategoryTree(enabled = true) {
  const { data, isError, isUninitialized, isFetching, error, refetch } = useCategoryTreeQuery(undefined, { skip: !enabled });
  useEffect(() => {
    if (error) console.warn('[mf_catalog] category tree failed to load', error);
  }, [error]);
  const status: LoadStatus = data && !isFetching ? 'ready' : isError && !isFetching ? 'failed' : isUninitialized ? 'idle' : 'loading';
  return { items: data ?? NO_ITEMS, status, retry: () => void refetch() };
}

const NO_ITEMS: never[] = [];
