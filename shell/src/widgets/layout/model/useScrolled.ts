import { useEffect, useState } from 'react';

/** True once the page is scrolled at least `threshold` pixels (docs/product.md §9: the header shrinks at 64). */
export function useScrolled(threshold = 64): boolean {
  // Not scrolled on the first render, as the server rendered it; the real position is read once mounted.
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    setScrolled(window.scrollY >= threshold);
    let frame = 0;
    const onScroll = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => setScrolled(window.scrollY >= threshold));
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return scrolled;
}
