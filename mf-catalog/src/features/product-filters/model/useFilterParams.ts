import { useCallback } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { searchString } from '../../../shared/lib';

/** The current address's query and a way to replace it after a filter change. */
export function useFilterParams(): [URLSearchParams, (next: URLSearchParams) => void] {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  // A filter change keeps the customer where they are on the page.
  const apply = useCallback(
    (next: URLSearchParams) => navigate({ search: searchString(next) }, { preventScrollReset: true }),
    [navigate],
  );
  return [params, apply];
}
