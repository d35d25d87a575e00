import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a short notice stays (docs/product.md §9 "Cart notice 5 s"). */
export const NOTICE_MS = 5000;

/** A notice shown by {@link useNotice}. */
export interface Notice {
  text: string;
  kind: 'error' | 'info';
}

/**
 * A short message that disappears by itself after `duration`; a newer one replaces it and starts the
 * time again. The component renders `notice` as it likes.
 */
export function useNotice(duration = NOTICE_MS) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (text: string, kind: Notice['kind'] = 'error') => {
      clearTimeout(timer.current);
      setNotice({ text, kind });
      timer.current = setTimeout(() => setNotice(null), duration);
    },
    [duration],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show };
}
