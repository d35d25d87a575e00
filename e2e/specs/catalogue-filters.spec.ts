import { cardPrices, cardTitles } from '../support/cards';
import { expect, test } from '../support/fixtures';
import type { Facet, FacetValue } from '../support/fixtures';
import { catalog } from '../support/texts';

function checkboxFacet(facets: Facet[] | undefined, key: string): FacetValue[] {
  const facet = facets?.find((item) => item.key === key);
  return facet && facet.type === 'checkbox' ? facet.values : [];
}

test.describe('Catalogue filters', () => {
  test('When a brand and a price limit are chosen and the list is sorted, then it matches the API and a link reproduces it', async ({
    shop,
    api,
    page,
  }) => {
    const biggest = await api.biggestCategory();
    const slug = biggest.category.full_slug;
    const brands = checkboxFacet(biggest.facets, 'brand');
    // The first value the API lists is among those the panel shows before 'Показать все'.
    const brand = brands[0];
    expect(brand, 'the category offers brands to filter by').toBeTruthy();

    await shop.open(`/category/${slug}`);
    await expect(shop.main.getByRole('article').first()).toBeVisible();

    // The box follows the address: it shows checked once the navigation the click starts is done, which
    // Playwright's check() may look at too early.
    const brandBox = shop.main.getByRole('checkbox', { name: brand!.title, exact: true });
    await brandBox.click();

    await expect(page).toHaveURL(new RegExp(`[?&]brand=${brand!.value}(&|$)`));
    await expect(brandBox).toBeChecked();
    const byBrand = await api.category(slug, { brand: String(brand!.value), pageSize: 24 });
    expect(byBrand.products.total).toBe(brand!.count);
    await expect.poll(() => cardTitles(shop.main)).toEqual(byBrand.products.content.map((product) => product.title).slice(0, 24));

    const prices = byBrand.products.content.map((product) => product.price_current).sort((a, b) => a - b);
    const limit = Math.ceil(prices[Math.floor(prices.length / 2)]!);
    const priceTo = shop.main.getByLabel(catalog.priceTo);
    await priceTo.fill(String(limit));
    await priceTo.press('Enter');

    await expect(page).toHaveURL(new RegExp(`[?&]price_max=${limit}(&|$)`));
    await expect
      .poll(async () => (await cardPrices(shop.main)).every((price) => price <= limit), { message: 'no card above the limit' })
      .toBe(true);

    await shop.main.getByLabel(catalog.sortingLabel).selectOption({ label: catalog.sortPriceAsc });

    await expect(page).toHaveURL(/[?&]sorting=price_asc(&|$)/);
    const expected = await api.category(slug, {
      brand: String(brand!.value),
      price_max: limit,
      sorting: 'price_asc',
      pageSize: 24,
    });
    expect(expected.products.total, 'the limit leaves some products').toBeGreaterThan(0);
    await expect.poll(() => cardTitles(shop.main)).toEqual(expected.products.content.map((product) => product.title));

    const link = page.url();
    await page.goto(link);
    await expect(shop.main.getByRole('checkbox', { name: brand!.title, exact: true })).toBeChecked();
    await expect(shop.main.getByRole('button', { name: catalog.removeFilter(brand!.title) })).toBeVisible();
    await expect.poll(() => cardTitles(shop.main)).toEqual(expected.products.content.map((product) => product.title));

    await shop.main.getByRole('button', { name: catalog.resetAll }).first().click();

    await expect(page).not.toHaveURL(/[?&](brand|price_max)=/);
    await expect(shop.main.getByRole('checkbox', { name: brand!.title, exact: true })).not.toBeChecked();
  });
});
