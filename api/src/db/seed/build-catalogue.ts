import { slugify } from '../../shared/slug';
import { BRANDS, type Domain } from './brands-data';
import { CATEGORY_TREE, DOMAIN_NOTES, type CategorySeed, type LeafSeed, type PackageKind } from './catalogue-data';
import { SITE_NAME } from '../../shared/shop';
import { Prng } from './prng';
import type { CategoryRecord } from '../../modules/catalog/index';

/** Row of `categories` as the seed inserts it (the product count is computed after the products). */
export type CategoryRow = Omit<CategoryRecord, 'product_count'>;

/** Row of `brands`. */
export interface BrandRow {
  id: number;
  title: string;
  slug: string;
  letter: string;
  country: string;
  color: string;
  description: string;
  logo_url: string;
}

/** Row of `labels`. */
export interface LabelRow {
  id: number;
  name: string;
  bg_color: string | null;
}

/** Row of `products`; `created_days_ago` becomes `created_at` relative to the seeding time. */
export interface ProductRow {
  id: number;
  category_id: number;
  brand_id: number;
  title: string;
  slug: string;
  full_slug: string;
  description: string;
  composition: string;
  usage: string;
  country: string;
  vendor_code: string;
  package_kind: PackageKind;
  price_kopecks: number;
  old_price_kopecks: number | null;
  quantity: number;
  novelty: boolean;
  rating: number;
  rating_count: number;
  points: number;
  popularity: number;
  seo_title: string;
  seo_h1: string;
  seo_description: string;
  seo_keywords: string;
  created_days_ago: number;
  label_ids: number[];
}

/** Everything the catalogue seed inserts, built without touching the database. */
export interface SeedCatalogue {
  categories: CategoryRow[];
  brands: BrandRow[];
  labels: LabelRow[];
  products: ProductRow[];
}

/** Labels of the shop; ids are fixed because the rules below refer to them. */
export const LABELS: LabelRow[] = [
  { id: 1, name: 'Хит продаж', bg_color: '#E53935' },
  { id: 2, name: 'Выбор покупателей', bg_color: null },
  { id: 3, name: 'Акция', bg_color: '#FB8C00' },
  { id: 4, name: 'Без сахара', bg_color: '#43A047' },
  { id: 5, name: 'Веган', bg_color: '#2E7D32' },
  { id: 6, name: 'Бонусы ×2', bg_color: null },
  { id: 7, name: 'Гипоаллергенно', bg_color: '#1E88E5' },
  { id: 8, name: 'Эксклюзив', bg_color: '#8E24AA' },
];

/** Default number of products of the full seed. */
export const DEFAULT_PRODUCT_COUNT = 3200;
const DEFAULT_SEED = 20_240_601;

/** First letter of a brand for the alphabetical list: upper case, digits grouped as `0-9`. */
export function brandLetter(title: string): string {
  const first = title.trim().charAt(0).toUpperCase();
  return /\d/.test(first) ? '0-9' : first;
}

function roundPrice(rubles: number): number {
  // Shelf prices end in 9: 149 ₽, 1 249 ₽.
  return Math.max(19, Math.round(rubles / 10) * 10 - 1);
}

function categorySeo(title: string): Pick<CategoryRow, 'seo_title' | 'seo_h1' | 'seo_description' | 'seo_keywords'> {
  const lower = title.toLowerCase();
  return {
    seo_title: `${title} — купить в Пскове по выгодной цене | ${SITE_NAME}`,
    seo_h1: title,
    seo_description: `${title} в интернет-магазине ${SITE_NAME}: оригинальная продукция, бонусные баллы за покупки, доставка по Пскову и всей России, самовывоз из магазинов.`,
    // Keywords are written the way people type searches, so they keep the nominative case.
    seo_keywords: `${lower}, ${lower} купить, ${lower} Псков, ${lower} цена`,
  };
}

interface LeafRef {
  category: CategoryRow;
  leaf: LeafSeed;
}

function buildCategories(): { categories: CategoryRow[]; leaves: LeafRef[] } {
  const categories: CategoryRow[] = [];
  const leaves: LeafRef[] = [];
  const walk = (nodes: CategorySeed[], parent: CategoryRow | null): void => {
    nodes.forEach((node, position) => {
      const slug = slugify(node.title);
      const text = node.description ?? node.leaf?.about ?? '';
      const row: CategoryRow = {
        id: categories.length + 1,
        parent_id: parent?.id ?? null,
        level: (parent?.level ?? 0) + 1,
        position,
        title: node.title,
        slug,
        full_slug: parent ? `${parent.full_slug}/${slug}` : slug,
        description: text ? `<p>${text}</p>` : '',
        ...categorySeo(node.title),
      };
      categories.push(row);
      if (node.leaf) leaves.push({ category: row, leaf: node.leaf });
      if (node.children) walk(node.children, row);
    });
  };
  walk(CATEGORY_TREE, null);
  return { categories, leaves };
}

function buildBrands(): BrandRow[] {
  return BRANDS.map((brand, index) => ({
    id: index + 1,
    title: brand.title,
    slug: slugify(brand.title),
    letter: brandLetter(brand.title),
    country: brand.country,
    color: brand.color,
    description: `<p>${brand.title} — бренд (${brand.country}), который покупатели ${SITE_NAME} выбирают за стабильное качество. Вся продукция поставляется официальным дистрибьютором.</p>`,
    logo_url: `/api/media/brands/${index + 1}.svg`,
  }));
}

/** Splits `total` between leaves as evenly as their number of distinct products allows. */
function allocate(capacities: number[], total: number): number[] {
  const counts = capacities.map(() => 0);
  let left = Math.min(total, capacities.reduce((a, b) => a + b, 0));
  while (left > 0) {
    const open = capacities.map((cap, i) => (counts[i] < cap ? i : -1)).filter((i) => i >= 0);
    const share = Math.max(1, Math.floor(left / open.length));
    for (const i of open) {
      if (left === 0) break;
      const add = Math.min(share, capacities[i] - counts[i], left);
      counts[i] += add;
      left -= add;
    }
  }
  return counts;
}

/** Product lines that multiply the catalogue beyond its distinct products; the first is the plain product. */
const SERIES = ['', 'Форте', 'Актив', 'Плюс', 'Комплекс', 'Премиум', 'Ультра', 'Макс', 'Баланс', 'Эксперт'];

/**
 * Builds the seed catalogue: ~60 categories, the brands, labels and `productCount` products.
 * The same options always give the same data, on every machine.
 */
export function buildSeedCatalogue(options: { productCount?: number; seed?: number } = {}): SeedCatalogue {
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const rng = new Prng(options.seed ?? DEFAULT_SEED);
  const { categories, leaves } = buildCategories();
  const brands = buildBrands();
  const brandsByDomain = new Map<Domain, BrandRow[]>();
  BRANDS.forEach((brand, index) => {
    for (const domain of brand.domains) {
      brandsByDomain.set(domain, [...(brandsByDomain.get(domain) ?? []), brands[index]]);
    }
  });

  const baseCapacities = leaves.map(({ leaf }) => leaf.bases.length * leaf.variants.length * (brandsByDomain.get(leaf.domain)?.length ?? 0));
  // A catalogue larger than the distinct products of the tree (benchmarks) adds product lines ('Форте', 'Актив').
  const seriesCount = Math.min(SERIES.length, Math.max(1, Math.ceil(productCount / baseCapacities.reduce((a, b) => a + b, 0))));
  const capacities = baseCapacities.map((capacity) => capacity * seriesCount);
  const counts = allocate(capacities, productCount);

  const products: ProductRow[] = [];
  const usedSlugs = new Set<string>();
  leaves.forEach(({ category, leaf }, leafIndex) => {
    const domainBrands = brandsByDomain.get(leaf.domain) ?? [];
    const combos: Array<[number, number, BrandRow, string]> = [];
    for (const series of SERIES.slice(0, seriesCount)) {
      leaf.bases.forEach((_, b) => leaf.variants.forEach((__, v) => domainBrands.forEach((brand) => combos.push([b, v, brand, series]))));
    }
    for (const [baseIndex, variantIndex, brand, series] of rng.sample(combos, counts[leafIndex])) {
      products.push(buildProduct(rng, products.length + 1, category, leaf, baseIndex, variantIndex, brand, usedSlugs, series));
    }
  });

  return { categories, brands, labels: LABELS, products };
}

function buildProduct(
  rng: Prng,
  id: number,
  category: CategoryRow,
  leaf: LeafSeed,
  baseIndex: number,
  variantIndex: number,
  brand: BrandRow,
  usedSlugs: Set<string>,
  series: string,
): ProductRow {
  const base = series ? `${leaf.bases[baseIndex]} ${series}` : leaf.bases[baseIndex];
  const variantSpec = leaf.variants[variantIndex];
  const [variant, kind] = typeof variantSpec === 'string' ? [variantSpec, leaf.kind] : variantSpec;
  const title = variant === '1 шт.' ? `${brand.title} ${base}` : `${brand.title} ${base}, ${variant}`;

  let slug = slugify(title);
  for (let n = 2; usedSlugs.has(slug); n += 1) slug = `${slugify(title)}-${n}`;
  usedSlugs.add(slug);

  const [min, max] = leaf.price;
  const basePrice = min + (max - min) * rng.next() ** 1.6;
  const price = roundPrice(Math.min(basePrice * (1 + variantIndex * 0.45), max * 2.2));
  let priceKopecks = price * 100;
  let oldPriceKopecks: number | null = null;
  if (rng.chance(0.25)) {
    const percent = rng.pick([5, 10, 10, 15, 15, 20, 20, 25, 30, 35, 40]);
    const discounted = roundPrice(price * (1 - percent / 100));
    if (discounted < price) {
      oldPriceKopecks = priceKopecks;
      priceKopecks = discounted * 100;
    }
  }

  const novelty = rng.chance(0.07);
  let quantity: number;
  if (novelty && rng.chance(0.6)) quantity = 0; // on the way: shown as 'скоро в продаже'
  else if (rng.chance(0.1)) quantity = 0;
  else quantity = rng.chance(0.3) ? rng.int(1, 9) : rng.int(10, 300);

  const r = rng.next();
  const rating = r < 0.04 ? rng.int(10, 29) / 10 : r < 0.2 ? rng.int(30, 39) / 10 : rng.int(40, 50) / 10;
  const ratingCount = rng.int(1, 420);
  const popularity = Math.round(rng.int(0, 1000) * (oldPriceKopecks ? 1.3 : 1) * (rating / 5));

  const labelIds: number[] = [];
  if (rng.chance(0.08)) labelIds.push(1);
  if (rating >= 4.8 && ratingCount > 150) labelIds.push(2);
  if (oldPriceKopecks && rng.chance(0.5)) labelIds.push(3);
  if ((leaf.domain === 'sport' || leaf.domain === 'vit') && rng.chance(0.12)) labelIds.push(4);
  if (/веган|растительн/i.test(base) || (leaf.domain === 'vit' && rng.chance(0.04))) labelIds.push(5);
  if (rng.chance(0.04)) labelIds.push(6);
  if ((leaf.domain === 'face' || leaf.domain === 'baby') && rng.chance(0.12)) labelIds.push(7);
  if (rng.chance(0.02)) labelIds.push(8);

  const benefits = rng.sample(leaf.benefits, 3);
  const description = [
    `<p>${leaf.about}</p>`,
    `<ul>${benefits.map((b) => `<li>${b}</li>`).join('')}</ul>`,
    `<p>Бренд: ${brand.title} (${brand.country}). Фасовка: ${variant}.</p>`,
    `<p>${DOMAIN_NOTES[leaf.domain]}</p>`,
  ].join('\n');
  const baseLower = base.toLowerCase();

  return {
    id,
    category_id: category.id,
    brand_id: brand.id,
    title,
    slug,
    full_slug: `${category.full_slug}/${slug}`,
    description,
    composition: rng.pick(leaf.composition),
    usage: rng.pick(leaf.usage),
    country: brand.country,
    vendor_code: `ZP-${((id * 7919) % 900_000) + 100_000}`,
    package_kind: kind,
    price_kopecks: priceKopecks,
    old_price_kopecks: oldPriceKopecks,
    quantity,
    novelty,
    rating,
    rating_count: ratingCount,
    points: Math.max(1, Math.round((priceKopecks / 100) * 0.03)),
    popularity,
    seo_title: `${title} — купить в Пскове, цена в интернет-магазине ${SITE_NAME}`,
    seo_h1: title,
    seo_description: `${title} по выгодной цене в интернет-магазине ${SITE_NAME}. Описание, состав, способ применения и отзывы. Доставка по Пскову и России, самовывоз из магазинов.`,
    seo_keywords: `${baseLower}, ${brand.title}, ${category.title.toLowerCase()}, ${baseLower} купить в Пскове`,
    created_days_ago: novelty ? rng.int(0, 20) : rng.int(21, 720),
    label_ids: labelIds.slice(0, 3),
  };
}
