import { useEffect, useRef } from 'react';

/**
 * Focuses a field of a window once the window has opened. The shared Modal focuses its dialog in
 * its own effect, after its children's: `autoFocus` would be undone (and the field blurred, which
 * shows a validation error before the customer typed anything).
 */
export function useInitialFocus<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const timer = setTimeout(() => ref.current?.focus(), 0);
    return () => clearTimeout(timer);
  }, []);
  return ref;
}
