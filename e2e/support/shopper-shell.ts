import type { Page } from '@playwright/test';
import { SHOP_URL } from './stack';

/**
 * How far the page sticks out of its window: '' when it fits, else its width and the element that sticks
 * out furthest (a CSS-like path), for the message of a failed check. The same measure as the suite's
 * automatic check at the end of every test, for checks in the middle of one (several widths, several pages).
 */
export async function pageWidth(page: Page): Promise<string> {
  return page.evaluate(() => {
    const innerWidth = window.innerWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= innerWidth) return '';
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest = '';
    let widestRight = innerWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > widestRight + 0.5 && !clipped(element)) {
        widestRight = right;
        widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} (right edge at ${Math.round(right)} px)`;
      }
    }
    return `the page is ${scrollWidth} px wide in a ${innerWidth} px window: ${widest}`;
  });
}

/**
 * Sends the page's calls to the shop's `/api` from an address of the test's own, so that the per-address
 * limits of the sign-in and the forms never touch another test (the API trusts the shell's proxy on the
 * loopback, which passes the address on).
 */
export async function fromOwnAddress(page: Page): Promise<void> {
  const part = () => Math.floor(Math.random() * 250) + 1;
  const address = `198.18.${part()}.${part()}`;
  await page.route(`${SHOP_URL}/api/**`, (route) => route.continue({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }));
}
