import { useCallback, useEffect, useRef, useState } from 'react';

/** How long a short notice stays (spec §9 "Cart notice 5 s"). */
export const NOTICE_MS = 5000;

/** A short message that disappears by itself after {@link NOTICE_MS}. */
export function useNotice(duration = NOTICE_MS) {
  const [notice, setNotice] = useState<{ text: string; kind: 'error' | 'info' } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const show = useCallback(
    (text: string, kind: 'error' | 'info' = 'error') => {
      clearTimeout(timer.current);
      setNotice({ text, kind });
      timer.current = setTimeout(() => setNotice(null), duration);
    },
    [duration],
  );

  useEffect(() => () => clearTimeout(timer.current), []);
  return { notice, show };
}
