import { useCallback, useEffect, useState } from 'react';

/** Seconds before a new sign-in code may be requested (docs/product.md §9). */
export const CODE_COUNTDOWN_SECONDS = 180;

const secondsUntil = (deadline: number) => Math.max(0, Math.ceil((deadline - Date.now()) / 1000));

/**
 * A countdown in whole seconds that can be restarted. It counts against a deadline, so a tab the
 * browser slowed down in the background still shows the right time.
 */
export function useCountdown(seconds: number) {
  const [deadline, setDeadline] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    setLeft(secondsUntil(deadline));
    const timer = setInterval(() => {
      const next = secondsUntil(deadline);
      setLeft(next);
      if (next <= 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [deadline]);

  const restart = useCallback(() => setDeadline(Date.now() + seconds * 1000), [seconds]);
  return { secondsLeft: left, restart };
}

/** `2:05` for 125 seconds. */
export function formatCountdown(seconds: number): string {
  const safe = Math.max(0, seconds);
  return `${Math.floor(safe / 60)}:${String(safe % 60).padStart(2, '0')}`;
}
