import { expect, test } from '../support/fixtures';
import { catalog } from '../support/texts';

test.describe('Product reviews (the catalogue issue)', () => {
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
});
