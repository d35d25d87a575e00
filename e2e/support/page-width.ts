import type { Locator, Page } from '@playwright/test';

/** The widths every page must fit without scrolling sideways: small and common phones, a tablet. */
export const NARROW_WIDTHS = [320, 390, 768] as const;

/**
 * The page's width against the screen's, at a window `width` px wide (the height stays), once the layout
 * has settled. The screen is the layout viewport (`documentElement.clientWidth`), not `innerWidth`: a
 * phone's browser (Playwright's `isMobile`) zooms out to show a page wider than the screen whole, and its
 * `innerWidth` then grows with the page, so a page 577 px wide on a 320 px phone would still "fit" it.
 */
export async function widthAt(page: Page, width: number): Promise<{ scrollWidth: number; screenWidth: number }> {
  const height = page.viewportSize()?.height ?? 844;
  await page.setViewportSize({ width, height });
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  return page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, screenWidth: document.documentElement.clientWidth }));
}

/**
 * Whether an element's text is whole on the screen: nothing of it clipped inside its box, and the box
 * inside the screen's width (the layout viewport, as in {@link widthAt}).
 */
export async function shownWhole(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return node.scrollWidth <= node.clientWidth + 1 && box.left >= 0 && box.right <= document.documentElement.clientWidth + 0.5;
  });
}

/** Whether `first` comes before `second` in the page's reading order (the DOM) and above it on the screen. */
export async function readBefore(first: Locator, second: Locator): Promise<boolean> {
  const [a, b] = [await first.boundingBox(), await second.boundingBox()];
  if (!a || !b) return false;
  const inOrder = await first.evaluate(
    (node, other) => Boolean(node.compareDocumentPosition(other as Node) & Node.DOCUMENT_POSITION_FOLLOWING),
    await second.elementHandle(),
  );
  return inOrder && a.y + a.height <= b.y + 0.5;
}

/**
 * The page's width beyond the screen, and the widest element sticking out (a CSS-like path), if any: the
 * measure of the suite's automatic check after every test, and of checks in the middle of one.
 */
export async function sidewaysOverflow(page: Page): Promise<{ scrollWidth: number; screenWidth: number; widest: string }> {
  return page.evaluate(() => {
    const path = (element: Element): string => {
      const parts: string[] = [];
      for (let node: Element | null = element; node && node !== document.body && parts.length < 4; node = node.parentElement) {
        const classes = [...node.classList].slice(0, 2).map((name) => `.${name}`).join('');
        parts.unshift(`${node.tagName.toLowerCase()}${node.id ? `#${node.id}` : ''}${classes}`);
      }
      return parts.join(' > ');
    };
    // The screen is the layout viewport (`documentElement.clientWidth`), not `innerWidth`: a phone's browser
    // zooms out to show a page wider than the screen whole, and its `innerWidth` then grows with the page.
    const screenWidth = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= screenWidth) return { scrollWidth, screenWidth, widest: '' };
    // Inside a box that clips or scrolls on its own, an element cannot widen the page.
    const clipped = (element: Element) => {
      for (let node = element.parentElement; node && node !== document.body; node = node.parentElement) {
        if (getComputedStyle(node).overflowX !== 'visible') return true;
      }
      return false;
    };
    let widest = '';
    let widestRight = screenWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const right = element.getBoundingClientRect().right + window.scrollX;
      if (right > widestRight + 0.5 && !clipped(element)) {
        widestRight = right;
        widest = `${path(element)} (right edge at ${Math.round(right)} px)`;
      }
    }
    return { scrollWidth, screenWidth, widest };
  });
}

/** '' when the page fits the screen, else its width and the element sticking out furthest: for `toBe('')`. */
export async function pageWidth(page: Page): Promise<string> {
  const { scrollWidth, screenWidth, widest } = await sidewaysOverflow(page);
  return scrollWidth <= screenWidth ? '' : `the page is ${scrollWidth} px wide on a ${screenWidth} px screen: ${widest}`;
}
