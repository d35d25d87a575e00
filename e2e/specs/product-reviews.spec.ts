import { expect, test, type ProductDetails, type ReviewsPage, type ShopApi } from '../support/fixtures';
import { catalog } from '../support/texts';

test.describe('Product reviews', () => {
  test('When a product page is opened, then its reviews show newest first, more load on request and a star filter narrows them', async ({
    shop,
    api,
    page,
  }) => {
    const { product, reviews } = await api.productWithManyReviews();

    await shop.open(`/products/${product.full_slug}`);

    // The heading carries the count: 'Отзывы 12'.
    const section = shop.main.getByRole('region', { name: new RegExp(`^${catalog.reviewsHeading}( \\d+)?$`) });
    const list = section.getByRole('list', { name: catalog.reviewsList });
    await expect(list.getByRole('article')).toHaveCount(10);
    const authors = await list.getByRole('article').evaluateAll((cards) => cards.map((card) => card.getAttribute('aria-label')));
    expect(authors).toEqual(reviews.content.map((review) => review.author_name));

    await section.locator('.mfc-reviews__more').getByRole('button', { name: catalog.reviewsMore }).click();

    await expect(list.getByRole('article')).toHaveCount(Math.min(20, reviews.total));

    const stars = Object.entries(reviews.rating_counts)
      .map(([rating, count]) => ({ rating: Number(rating), count }))
      .filter((entry) => entry.count > 0)
      .sort((a, b) => b.count - a.count)[0]!;
    await section.getByRole('button', { name: catalog.reviewFilterStars(stars.rating), exact: true }).click();

    await expect(list.getByRole('article')).toHaveCount(Math.min(10, stars.count));
    const shown = await list.getByRole('img', { name: /^Оценка \d из 5$/ }).evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
    expect(new Set(shown)).toEqual(new Set([catalog.reviewStars(stars.rating)]));
    await expect(page).toHaveURL(new RegExp(`/products/${product.full_slug}`));
  });

  test('When products with and without reviews are shown, then the card, the page header and the reviews list agree', async ({ shop, api }) => {
    const { rated, unrated, reviews, category } = await productsWithAndWithoutReviews(api);

    // A product without reviews: no stars anywhere and no way to reviews that are not there.
    await shop.open(`/products/${unrated.full_slug}`);
    await expect(shop.main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(shop.main.getByText(ratingTexts.noRating, { exact: true })).toBeVisible();
    await expect(shop.main.getByRole('link', { name: new RegExp(ratingTexts.toReviews) })).toHaveCount(0);
    await shop.scrollThrough();
    const emptySection = shop.main.getByRole('region', { name: catalog.reviewsHeading, exact: true });
    await expect(emptySection.getByText(ratingTexts.empty, { exact: true })).toBeVisible();
    await expect(emptySection.getByLabel(/^Рейтинг \d/)).toHaveCount(0);

    // A product with reviews: the stars and the number in the header are those of the list.
    await shop.open(`/products/${rated.full_slug}`);
    const toReviews = shop.main.getByRole('link', { name: new RegExp(`^${ratingTexts.toReviews} \\(${reviews.total} `) });
    await expect(toReviews).toBeVisible();
    await expect(shop.main.locator('.mfc-product__facts').getByLabel(`Рейтинг ${reviews.rating_total.toFixed(1)} из 5`)).toBeVisible();
    await toReviews.click();
    const section = shop.main.getByRole('region', { name: new RegExp(`^${catalog.reviewsHeading} ?${reviews.total}$`) });
    await expect(section).toBeInViewport();
    await expect(section.getByRole('list', { name: catalog.reviewsList }).getByRole('article').first()).toBeVisible();

    // The cards of the category: stars for the rated product only.
    await shop.open(`/category/${category}?pageSize=48`);
    const cards = shop.main.getByRole('article');
    await expect(cards.first()).toBeVisible();
    for (const [item, stars] of [
      [rated, 1],
      [unrated, 0],
    ] as const) {
      const card = cards.filter({ has: shop.main.page().getByRole('link', { name: item.title, exact: true }) });
      if ((await card.count()) === 0) continue;
      await expect(card.first().getByLabel(/^Рейтинг \d/)).toHaveCount(stars);
    }
  });
});

/** The product page's rating texts (mf-catalog/src/messages.ts). */
const ratingTexts = {
  noRating: 'Ещё нет оценок',
  toReviews: 'Читать отзывы',
  empty: 'Отзывов пока нет',
} as const;

interface Rated extends ProductDetails {
  rating_total: number;
  reviews_count: number;
}

/** Two products of one category page from the seed: one with reviews, one without. */
async function productsWithAndWithoutReviews(api: ShopApi) {
  const listing = await api.catalogue({ pageSize: 48 });
  let rated: Rated | null = null;
  let unrated: Rated | null = null;
  let reviews: ReviewsPage & { rating_total: number } = null!;
  for (const item of listing.products.content) {
    const details = (await api.product(item.full_slug)) as Rated;
    const page = await api.get<ReviewsPage & { rating_total: number }>(`reviews/model/${item.id}`, { page: 1, pageSize: 10 });
    expect(details.reviews_count, `reviews of ${item.title}`).toBe(page.total);
    expect(details.rating_total, `rating of ${item.title}`).toBe(page.rating_total);
    if (page.total > 1 && !rated) {
      rated = details;
      reviews = page;
    }
    if (page.total === 0 && !unrated) unrated = details;
    if (rated && unrated) break;
  }
  expect(rated, 'the seed has a product with reviews').not.toBeNull();
  expect(unrated, 'the seed has a product without reviews').not.toBeNull();
  const category = rated!.full_slug.split('/').slice(0, -1).join('/');
  return { rated: rated!, unrated: unrated!, reviews, category };
}

