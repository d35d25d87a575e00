import type { MouseEvent } from 'react';
import { messages } from '../../../messages';

/** The id of the layout's `<main>`, where the skip link leads. */
export const MAIN_ID = 'main';

/**
 * The first thing Tab reaches on every page: hidden until focused, it moves focus past the header
 * (strip, menus, catalogue, search, icons) to the page's own content. The address does not change.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    event.preventDefault();
    main.focus({ preventScroll: true });
    main.scrollIntoView({ block: 'start' });
  };
  return (
    <a className="sh-skip" href={`#${MAIN_ID}`} onClick={skip}>
      {messages.skipToContent}
    </a>
  );
}
