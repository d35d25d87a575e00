import { expect, type Locator } from '@playwright/test';

/**
 * Waits until swiper runs a carousel (its `.swiper` element is initialised): a server-rendered page shows
 * swiper's markup at once, and its code takes over on the first touch or when the page is idle (ADR 0038).
 * `carousel` is the `.swiper` element or holds it.
 */
export async function swiperRunning(carousel: Locator): Promise<void> {
  const swiper = carousel.locator('xpath=self::*[contains(concat(" ", @class, " "), " swiper ")] | .//*[contains(concat(" ", @class, " "), " swiper ")]').first();
  await expect(swiper).toHaveClass(/swiper-initialized/, { timeout: 30_000 });
}
