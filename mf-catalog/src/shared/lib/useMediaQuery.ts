import { useCallback, useSyncExternalStore } from 'react';

/** Desktop layout from 1024 px (docs/product.md §9). */
export const DESKTOP_QUERY = '(min-width: 1024px)';

function canMatch(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * True while the media query matches; `fallback` where the browser cannot tell (tests). The server and a
 * hydrating page answer `onServer` (phones first: not the desktop), then the browser's answer follows.
 */
export function useMediaQuery(query: string, fallback = true, onServer = false): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!canMatch()) return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => (canMatch() ? window.matchMedia(query).matches : fallback),
    () => onServer,
  );
}
