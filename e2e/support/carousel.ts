import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until swiper runs a carousel (its `.swiper` element is initialised): a server-rendered page shows
 * swiper's markup at once, and its code takes over on the first touch or when the page is idle (ADR 0038).
 * `carousel` is the `.swiper` element or holds it.
 */
export async function swiperRunning(carousel: Locator): Promise<void> {
  const swiper = carousel.locator('xpath=self::*[contains(concat(" ", @class, " "), " swiper ")] | .//*[contains(concat(" ", @class, " "), " swiper ")]').first();
  await expect(swiper).toHaveClass(/swiper-initialized/, { timeout: 30_000 });
}

/** A horizontal swipe by touch over the element's middle (Chromium's touch events, as a finger makes them). */
export async function swipeLeft(page: Page, selector: string) {
  const box = await page.locator(selector).first().boundingBox();
  if (!box) throw new Error(`${selector} is not on the screen`);
  const y = box.y + box.height / 2;
  const from = box.x + box.width * 0.8;
  const to = box.x + box.width * 0.15;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: from, y }] });
  for (let step = 1; step <= 8; step += 1) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: from + ((to - from) * step) / 8, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}
