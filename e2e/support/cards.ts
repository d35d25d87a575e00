import type { Locator } from '@playwright/test';

/** Titles of the product cards in an area, in order. */
export async function cardTitles(area: Locator): Promise<string[]> {
  return area.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label') ?? ''));
}

/** Current prices of the product cards (the first amount in ₽ of each card). */
export async function cardPrices(area: Locator): Promise<number[]> {
  const texts = await area.getByRole('article').allInnerTexts();
  return texts.map((text) => {
    const match = /(\d[\d\s]*(?:,\d+)?)\s?₽/.exec(text);
    return match ? Number(match[1]!.replace(/\s/g, '').replace(',', '.')) : Number.NaN;
  });
}
