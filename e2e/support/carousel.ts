import { expect, type Locator } from '@playwright/test';

/**
 * Waits until a carousel's track scrolls sideways, that is until its style sheet and code have arrived: a
 * server-rendered page shows its slides before that, one under the other, and a click or a swipe then
 * would move nothing.
 */
export async function carouselReady(track: Locator): Promise<void> {
  await expect
    .poll(() => track.evaluate((element) => element.scrollWidth > element.clientWidth + 1), { timeout: 30_000 })
    .toBe(true);
}
