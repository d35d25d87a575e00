import { useEffect } from 'react';

/**
 * The home page's extra sections are a bonus: when their load fails the section is simply not there
 * (logged for us), instead of a message in the middle of the page. The list of a query hook's result:
 * undefined while it loads, empty when it failed.
 */
export function useQuietList<R extends { currentData?: readonly unknown[]; error?: unknown }>(
  name: string,
  result: R,
): R['currentData'] {
  const { currentData, error } = result;
  useEffect(() => {
    if (error) console.warn(`[mf_catalog] ${name} unavailable`, error);
  }, [name, error]);
  return error ? (NOTHING as R['currentData']) : currentData;
}

const NOTHING: never[] = [];
