import { createHash } from 'node:crypto';
import { buildSeedCatalogue } from './build-catalogue';
import { buildSeedReviews, type ReviewSeedProduct } from './build-reviews';

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the seed reviews of the full catalogue', () => {
  const catalogue = buildSeedCatalogue();
  const rootTitle = new Map(catalogue.categories.filter((c) => c.level === 1).map((c) => [c.full_slug, c.title]));
  const products: ReviewSeedProduct[] = catalogue.products.map((p) => ({ id: p.id, root_title: rootTitle.get(p.full_slug.split('/')[0]) ?? '' }));
  const seeded = buildSeedReviews(products);

  test('When the reviews are built twice, in any product order, then both are identical', () => {
    // Act
    const again = buildSeedReviews([...products].reverse());

    // Assert
    expect(fingerprint(again)).toBe(fingerprint(seeded));
  });

  test('When the reviews are built, then there are thousands, on part of the products, with realistic shares', () => {
    // Assert
    const { reviews, media } = seeded;
    const share = (n: number): number => n / reviews.length;
    const reviewed = new Set(reviews.map((r) => r.product_id));
    expect(reviews.length).toBeGreaterThan(3000);
    expect(reviewed.size).toBeLessThan(products.length * 0.6);
    expect(reviewed.size).toBeGreaterThan(products.length * 0.3);
    expect(share(reviews.filter((r) => r.anonymous).length)).toBeCloseTo(0.1, 1);
    expect(share(reviews.filter((r) => r.answer !== null).length)).toBeCloseTo(0.3, 1);
    expect(share(new Set(media.map((m) => m.review_id)).size)).toBeCloseTo(0.08, 1);
    const photosPerReview = new Map<number, number>();
    for (const m of media) photosPerReview.set(m.review_id, (photosPerReview.get(m.review_id) ?? 0) + 1);
    expect(Math.max(...photosPerReview.values())).toBeLessThanOrEqual(3);
  });

  test('When a review is built, then its scales are in range and its texts are Russian', () => {
    // Assert
    for (const r of seeded.reviews) {
      expect([r.rating >= 1 && r.rating <= 5, r.price_status >= 1 && r.price_status <= 3, r.quality_status >= 1 && r.quality_status <= 4]).toEqual([true, true, true]);
      expect(`${r.advantages} ${r.disadvantages} ${r.comment}`).toMatch(/[а-яё]/i);
      if (r.answer_minutes_ago !== null) expect(r.answer_minutes_ago).toBeLessThanOrEqual(r.created_minutes_ago);
    }
  });
});
