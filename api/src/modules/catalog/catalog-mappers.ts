import type {
  BrandDto,
  BreadcrumbDto,
  CategoryDto,
  CategoryRefDto,
  ProductDetailsDto,
  ProductDto,
  SeoFieldsDto,
} from 'api-contracts';
import { kopecksToRubles } from '../../shared/money';
import { absoluteUrl, urls } from '../../shared/urls';
import type { BrandRecord, CategoryRecord, ProductCardRecord, ProductDetailsRecord } from './catalog-repository';

/** The first steps of every catalogue breadcrumb trail. */
export const ROOT_BREADCRUMBS: BreadcrumbDto[] = [
  { title: 'Главная', url: '/' },
  { title: 'Каталог', url: '/category' },
];

/** A product card from its record; prices turn into rubles here. */
export function toProductDto(row: ProductCardRecord): ProductDto {
  const price = kopecksToRubles(row.price_kopecks);
  const pictures = row.images.map((image) => image.url);
  const preview = pictures[0] ?? urls.productPackshot(row.id);
  const available = row.quantity > 0;
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    full_slug: row.full_slug,
    url: urls.product(row.full_slug),
    seo_h1: row.seo_h1,
    seo_description: row.seo_description,
    seo_keywords: row.seo_keywords,
    preview,
    preview_webp: row.images[0]?.url_webp ?? null,
    price,
    price_current: price,
    price_old: row.old_price_kopecks === null ? null : kopecksToRubles(row.old_price_kopecks),
    currency: 'RUB',
    discount: Number(row.discount_percent),
    quantity: row.quantity,
    offer: { available, count: row.quantity },
    novelty: row.novelty,
    availability: available ? 'in_stock' : row.novelty ? 'soon' : 'out_of_stock',
    labels: row.labels,
    rating_total: Number(row.rating),
    points: row.points,
    brand: row.brand_id === null ? null : { id: row.brand_id, title: row.brand_title ?? '', slug: row.brand_slug ?? '' },
    image_url: preview,
    pictures: pictures.length ? pictures : [preview],
    media: [],
  };
}

/** SEO fields from the stored ones; `title` stays the name of the thing shown (`fallbackTitle`). */
export function toSeo(
  source: { seo_title: string; seo_h1: string; seo_description: string; seo_keywords: string },
  fallbackTitle: string,
  ogImage: string,
): SeoFieldsDto {
  const documentTitle = source.seo_title || fallbackTitle;
  return {
    title: fallbackTitle,
    seo_title: documentTitle,
    seo_h1: source.seo_h1 || fallbackTitle,
    seo_description: source.seo_description,
    seo_keywords: source.seo_keywords,
    og_title: documentTitle,
    og_description: source.seo_description,
    og_image: ogImage,
  };
}

/** Breadcrumbs of a category path: root steps, then the ancestors found, then the category. */
export function categoryBreadcrumbs(chain: CategoryRecord[]): BreadcrumbDto[] {
  return [...ROOT_BREADCRUMBS, ...chain.map((c) => ({ title: c.title, url: urls.category(c.full_slug) }))];
}

/** Full slugs of a category and its ancestors: `a/b/c` → `a`, `a/b`, `a/b/c`. */
export function ancestorFullSlugs(fullSlug: string): string[] {
  const parts = fullSlug.split('/');
  return parts.map((_, i) => parts.slice(0, i + 1).join('/'));
}

export function toCategoryRef(row: CategoryRecord): CategoryRefDto {
  return { id: row.id, title: row.title, slug: row.slug, full_slug: row.full_slug, url: urls.category(row.full_slug) };
}

export function toCategoryDto(row: CategoryRecord, publicUrl: string): CategoryDto {
  return {
    ...toCategoryRef(row),
    ...toSeo(row, row.title, absoluteUrl(publicUrl, urls.ogImage)),
    parent_id: row.parent_id,
    level: row.level,
    description: row.description,
    product_count: row.product_count,
  };
}

export function toProductDetailsDto(
  row: ProductDetailsRecord,
  category: CategoryRecord,
  chain: CategoryRecord[],
  publicUrl: string,
): ProductDetailsDto {
  const card = toProductDto(row);
  return {
    ...card,
    ...toSeo(row, row.title, absoluteUrl(publicUrl, card.image_url)),
    // The card's SEO fields win over the generic ones where both exist.
    seo_h1: card.seo_h1 || row.title,
    description: row.description,
    composition: row.composition,
    usage: row.usage,
    country: row.country,
    vendor_code: row.vendor_code,
    category: toCategoryRef(category),
    breadcrumbs: [...categoryBreadcrumbs(chain), { title: row.title, url: card.url }],
    reviews_count: row.reviews_count,
    // The page shows raster pictures where it can (painting an SVG holds a phone's main thread); a
    // product without stored pictures has the drawn one (`pictures`), whose WebP the API renders too.
    pictures_webp: row.images.length ? row.images.map((image) => image.url_webp) : [urls.productPackshot(row.id, 0, 'webp')],
  };
}

export function toBrandDto(row: BrandRecord): BrandDto {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    letter: row.letter,
    product_count: row.product_count,
    logo: row.logo_url,
  };
}
