import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

/** The current address's query and a way to replace it after a filter change. */
export function useFilterParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params, setParams] = useSearchParams();
  // A filter change keeps the customer where they are on the page.
  const apply = useCallback(
    (next: URLSearchParams) => setParams(next, { preventScrollReset: true }),
    [setParams],
  );
  return [params, apply];
}
