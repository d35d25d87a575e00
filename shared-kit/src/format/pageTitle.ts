import { useEffect } from 'react';

/** The shop's name as the browser tab ends with it. */
export const SHOP_TITLE = 'Здоровье+';

/** A page's title in the tab: `Корзина — Здоровье+`; the shop's name alone when the page has none. */
export function pageTitle(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? `${trimmed} — ${SHOP_TITLE}` : SHOP_TITLE;
}

/** Gives the page its own title in the tab (`pageTitle(name)`) while it is shown; nothing while `name` is unknown. */
export function usePageTitle(name: string | null | undefined): void {
  useEffect(() => {
    if (name?.trim()) document.title = pageTitle(name);
  }, [name]);
}
