import { createHash } from 'node:crypto';
import { DEFAULT_PRODUCT_COUNT, brandLetter, buildSeedCatalogue } from './build-catalogue';
import { Prng } from './prng';
import { slugify } from '../../shared/slug';

const fingerprint = (value: unknown): string => createHash('sha256').update(JSON.stringify(value)).digest('hex');

describe('the full seed catalogue', () => {
  const catalogue = buildSeedCatalogue();

  test('When the full seed is built twice, then both are identical', () => {
    // Act
    const again = buildSeedCatalogue();

    // Assert
    expect(fingerprint(again)).toBe(fingerprint(catalogue));
  });

  test('When another PRNG seed is used, then the products differ', () => {
    // Act
    const other = buildSeedCatalogue({ seed: 7 });

    // Assert
    expect(fingerprint(other.products)).not.toBe(fingerprint(catalogue.products));
  });

  test('When the full seed is built, then it has about 60 categories in three levels, 80+ brands and 3000+ products', () => {
    // Assert
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(55);
    expect(catalogue.categories.length).toBeLessThanOrEqual(65);
    expect(new Set(catalogue.categories.map((c) => c.level))).toEqual(new Set([1, 2, 3]));
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(80);
    expect(catalogue.products).toHaveLength(DEFAULT_PRODUCT_COUNT);
    expect(DEFAULT_PRODUCT_COUNT).toBeGreaterThanOrEqual(3000);
  });

  test('When slugs are built, then they are Latin, unique, and full slugs follow the tree', () => {
    // Assert
    const byId = new Map(catalogue.categories.map((c) => [c.id, c]));
    for (const category of catalogue.categories) {
      expect(category.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const parent = category.parent_id ? byId.get(category.parent_id) : null;
      expect(category.full_slug).toBe(parent ? `${parent.full_slug}/${category.slug}` : category.slug);
    }
    expect(byId.get(3)?.full_slug).toBe('vitaminy-i-bady/vitaminy/vitamin-d');
    expect(new Set(catalogue.products.map((p) => p.slug)).size).toBe(catalogue.products.length);
    expect(new Set(catalogue.products.map((p) => p.vendor_code)).size).toBe(catalogue.products.length);
    for (const product of catalogue.products) {
      expect(product.full_slug).toBe(`${byId.get(product.category_id)?.full_slug}/${product.slug}`);
    }
  });

  test('When products are built, then the assortment looks like a real shop', () => {
    // Assert
    const { products } = catalogue;
    const share = (predicate: (p: (typeof products)[number]) => boolean): number => products.filter(predicate).length / products.length;
    expect(share((p) => p.old_price_kopecks !== null)).toBeGreaterThan(0.15);
    expect(share((p) => p.quantity === 0)).toBeGreaterThan(0.05);
    expect(products.some((p) => p.novelty && p.quantity === 0)).toBe(true);
    expect(products.every((p) => p.rating >= 1 && p.rating <= 5 && Math.round(p.rating * 10) === p.rating * 10)).toBe(true);
    expect(products.every((p) => Number.isInteger(p.price_kopecks) && p.price_kopecks > 0)).toBe(true);
    expect(products.every((p) => p.old_price_kopecks === null || p.old_price_kopecks > p.price_kopecks)).toBe(true);
    expect(products.every((p) => /[а-яё]/i.test(p.title) && p.description.includes('<p>'))).toBe(true);
    expect(products.some((p) => p.label_ids.length > 0)).toBe(true);
    expect(products.every((p) => p.points > 0)).toBe(true);
  });

  test('When a smaller seed is asked for, then it is spread over all leaf categories', () => {
    // Act
    const small = buildSeedCatalogue({ productCount: 300 });

    // Assert
    expect(small.products).toHaveLength(300);
    expect(new Set(small.products.map((p) => p.category_id)).size).toBeGreaterThan(40);
  });

  test('When a benchmark catalogue of 100 000 products is asked for, then every product is there with its own slug and vendor code', () => {
    // Act
    const large = buildSeedCatalogue({ productCount: 100_000 });

    // Assert
    expect(large.products).toHaveLength(100_000);
    expect(new Set(large.products.map((p) => p.slug)).size).toBe(100_000);
    expect(new Set(large.products.map((p) => p.vendor_code)).size).toBe(100_000);
    expect(large.products.some((p) => / Форте(,|$)/.test(p.title))).toBe(true);
    expect(large.products.map((p) => p.id)).toEqual(large.products.map((_, index) => index + 1));
  });
});

describe('seed helpers', () => {
  test.each([
    ['Витамины и БАДы', 'vitaminy-i-bady'],
    ['Косметика для лица', 'kosmetika-dlya-litsa'],
    ['Avène', 'avene'],
    ['Art&Fact', 'art-and-fact'],
    ['Здоровье+', 'zdorove-plus'],
    ['Уход за кожей вокруг глаз', 'uhod-za-kozhey-vokrug-glaz'],
  ])('When %p is turned into a slug, then it is %p', (title, slug) => {
    // Act
    const result = slugify(title);

    // Assert
    expect(result).toBe(slug);
  });

  test.each([
    ['Solgar', 'S'],
    ['эвалар', 'Э'],
    ['4Life', '0-9'],
  ])('When the brand is %p, then its letter is %p', (title, letter) => {
    // Act
    const result = brandLetter(title);

    // Assert
    expect(result).toBe(letter);
  });

  test('When two generators share a seed, then they give the same numbers, all in [0, 1)', () => {
    // Arrange
    const a = new Prng(42);
    const b = new Prng(42);

    // Act
    const first = Array.from({ length: 1000 }, () => a.next());
    const second = Array.from({ length: 1000 }, () => b.next());

    // Assert
    expect(first).toEqual(second);
    expect(first.every((x) => x >= 0 && x < 1)).toBe(true);
    expect(new Set(first).size).toBeGreaterThan(990);
  });
});
