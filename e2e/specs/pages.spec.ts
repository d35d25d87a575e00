import { cardPrices, cardTitles } from '../support/cards';
import { expect, linkTo, test } from '../support/fixtures';
import { SHOP_URL } from '../support/stack';
import { catalog, checkout, search, spec } from '../support/texts';

/** A regular expression matching a text literally. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** `1290.5` as the shop may print it: `1 290,5 ₽` (any spaces between digit groups). */
function priceRegex(rubles: number): RegExp {
  const [whole, fraction] = rubles.toFixed(2).split('.');
  const groups = whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ').split(' ');
  const cents = fraction === '00' ? '(,00)?' : fraction!.endsWith('0') ? `,${fraction![0]}0?` : `,${fraction}`;
  return new RegExp(`${groups.join('\\s?')}${cents}\\s?₽`);
}

/** Plain text of the first paragraph of some HTML, cut to a phrase that fits one line. */
function firstPhrase(html: string): string {
  const paragraph = /<p[^>]*>([\s\S]*?)<\/p>/i.exec(html)?.[1] ?? html;
  const text = paragraph
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&[a-z]+;|&#\d+;/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.split(' ').slice(0, 5).join(' ');
}

test.describe('Pages fed by the API', () => {
  test('When the home page opens, then it shows the top categories and product cards of the API', { tag: '@smoke' }, async ({ shop, api, page }) => {
    const tree = await api.categoryTree();
    expect(tree.length, 'the seed has categories').toBeGreaterThan(0);

    await shop.open('/');

    // By title and address: two top categories may share a title (a 1C import), never an address.
    for (const category of tree) {
      await expect(linkTo(shop.main, category.title, `/category/${category.full_slug}`).first()).toBeAttached();
    }
    // Product rows load as they come near: scroll as a customer does.
    await shop.scrollThrough();
    const card = shop.main.getByRole('article').first();
    await card.scrollIntoViewIfNeeded();
    await expect(card).toBeVisible();
    const href = await card.getByRole('link', { name: (await card.getAttribute('aria-label')) ?? '', exact: true }).getAttribute('href');
    expect(href).toMatch(/^\/products\//);
    const product = await api.product(href!.replace(/^\/products\//, ''));
    await expect(card).toHaveAccessibleName(product.title);
    await expect(card).toContainText(priceRegex(product.price_current));

    await card.getByRole('link', { name: product.title, exact: true }).click();
    await expect(page).toHaveURL(`${SHOP_URL}${product.url}`);
    await expect(shop.main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
  });

  test('When a category is picked from the catalogue dropdown, then its page lists its products', async ({ shop, api, page }) => {
    const [first] = await api.categoryTree();
    const listing = await api.category(first!.full_slug);
    await shop.open('/cart');

    await shop.header.getByRole('button', { name: catalog.dropdownButton, exact: true }).click();
    const link = linkTo(page, first!.title, `/category/${first!.full_slug}`).first();
    await expect(link).toBeVisible();
    await link.click();

    await expect(page).toHaveURL(`${SHOP_URL}/category/${first!.full_slug}`);
    await expect(shop.main.getByRole('heading', { level: 1, name: listing.category!.title })).toBeVisible();
    await expect(shop.main.getByRole('article').first()).toBeVisible();
    expect(await cardTitles(shop.main)).toContain(listing.products.content[0]!.title);
  });

  test('When a category page is paged and sorted, then the list of products changes accordingly', { tag: '@smoke' }, async ({ shop, api, page }) => {
    const biggest = await api.biggestCategory();
    expect(biggest.products.pages, 'the biggest category has more than one page').toBeGreaterThan(1);
    await shop.open('/');

    await linkTo(shop.main, biggest.category.title, `/category/${biggest.category.full_slug}`).first().click();

    await expect(page).toHaveURL(`${SHOP_URL}/category/${biggest.category.full_slug}`);
    await expect(shop.main.getByRole('heading', { level: 1, name: biggest.category.title })).toBeVisible();
    await expect(shop.main.getByRole('article').first()).toBeVisible();
    const firstPage = await cardTitles(shop.main);

    await shop.main.getByRole('link', { name: catalog.nextPage }).first().click();

    await expect(page).toHaveURL(/[?&]page=2(&|$)/);
    await expect.poll(() => cardTitles(shop.main)).not.toEqual(firstPage);
    const secondPage = await cardTitles(shop.main);
    expect(secondPage.length).toBeGreaterThan(0);
    expect(secondPage.filter((title) => firstPage.includes(title)), 'page 2 repeats no product of page 1').toEqual([]);

    await shop.main.getByLabel(catalog.sortingLabel).selectOption({ label: catalog.sortPriceAsc });

    await expect(page).toHaveURL(/[?&]sorting=price_asc(&|$)/);
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect
      .poll(async () => {
        const prices = await cardPrices(shop.main);
        return prices.length > 1 && prices.every((price, index) => index === 0 || prices[index - 1]! <= price);
      }, { message: 'cards are sorted by price, cheapest first' })
      .toBe(true);
    const cheapest = await api.category(biggest.category.full_slug, { sorting: 'price_asc', pageSize: 1 });
    expect((await cardPrices(shop.main))[0]).toBe(cheapest.products.content[0]!.price_current);
  });

  test('When a product page opens, then it shows the title, the price in ₽ and the description', { tag: '@smoke' }, async ({ shop, api, page }) => {
    const product = await api.someProduct();

    const response = await shop.open(product.url);

    expect(response?.status()).toBe(200);
    await expect(shop.main.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(shop.main.getByText(priceRegex(product.price_current)).first()).toBeVisible();
    await expect(shop.main.getByRole('heading', { name: catalog.description, exact: true })).toBeVisible();
    await expect(shop.main.getByText(firstPhrase(product.description)).first()).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(literal(product.title)));
  });

  test('When /cart is opened with nothing in it, then it shows the empty cart', { tag: '@smoke' }, async ({ shop }) => {
    await shop.open('/cart');

    await expect(shop.main.getByRole('heading', { level: 1, name: checkout.cartTitle, exact: true })).toBeVisible();
    await expect(shop.main.getByText(checkout.cartEmpty)).toBeVisible();
    await expect(shop.main.getByRole('article')).toHaveCount(0);
  });

  test('When /search?query=витамин is opened, then it shows the API results or the text of docs/product.md §8 for none', { tag: '@smoke' }, async ({ shop, api }) => {
    const results = await api.get<{ products: { title: string }[]; categories: { categoryName: string }[] }>('modal-search', {
      query: 'витамин',
    });

    await shop.open('/search?query=витамин');

    await expect(shop.main.getByRole('heading', { level: 1, name: search.pageTitle, exact: true })).toBeVisible();
    if (results.products.length > 0) {
      await expect(shop.main.getByRole('heading', { name: search.products, exact: true })).toBeVisible();
      await expect(shop.main.getByRole('article', { name: results.products[0]!.title, exact: true })).toBeVisible();
      await expect(shop.main.getByText(spec.searchEmpty)).toHaveCount(0);
    } else if (results.categories.length === 0) {
      await expect(shop.main.getByText(spec.searchEmpty)).toBeVisible();
    }
  });

  test('When /personal/help-buyer is opened, then it shows the help page of the API', async ({ shop, api }) => {
    const help = await api.page('help-buyer');

    const response = await shop.open('/personal/help-buyer');

    expect(response?.status()).toBe(200);
    await expect(shop.main.getByRole('heading', { level: 1, name: help.title })).toBeVisible();
    await expect(shop.main.getByText(firstPhrase(help.content)).first()).toBeVisible();
  });

  test('When /brands is opened, then it lists the brands of the API', async ({ shop, api }) => {
    const brands = await api.brands();
    expect(brands.content.length, 'the seed has brands').toBeGreaterThan(0);

    await shop.open('/brands');

    await expect(shop.main.getByRole('heading', { level: 1, name: catalog.brandsHeading })).toBeVisible();
    for (const brand of brands.content.slice(0, 5)) {
      await expect(shop.main.getByRole('link', { name: brand.title }).first()).toBeVisible();
    }
  });
});
