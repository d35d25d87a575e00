import { useEffect, useState } from 'react';
import { messages } from '../../../messages';
import { progress } from '../../../shared/lib';

/** The top progress bar (docs/product.md §9): appears after 200 ms of loading, runs up to 5 s, then completes. */
export function ProgressBar() {
  const [active, setActive] = useState(false);
  useEffect(() => progress.subscribe(setActive), []);
  return (
    <div
      className={`sh-progress${active ? ' sh-progress--active' : ''}`}
      role="progressbar"
      aria-label={messages.progressLabel}
      aria-hidden={!active}
    />
  );
}
