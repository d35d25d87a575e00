import { pageTitle } from 'shared-kit';
import type { BrandListDto, CategoryPageDto, PageHead, ProductDetailsDto, ProductReviewsDto, SeoFieldsDto } from 'shared-kit/contracts';
import { absoluteUrl, breadcrumbLd, plainText, productImages, productLd } from 'shared-kit/seo';

/** Characters of a description the head carries when the API has no SEO description. */
const DESCRIPTION_MAX = 200;

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Title, description and keywords from the API's SEO fields, with fall-backs (the shell's default description when none). */
function seoFields(data: Partial<SeoFieldsDto>, fallbackDescription: string): Pick<PageHead, 'title' | 'description' | 'keywords'> {
  return {
    title: text(data.seo_title) || pageTitle(text(data.title)),
    description: text(data.seo_description) || text(data.og_description) || fallbackDescription || undefined,
    keywords: text(data.seo_keywords) || undefined,
  };
}

/** The first picture link previews can draw (not SVG), absolute; none when none is (the shell's picture). */
function sharingImage(base: string, candidates: unknown[]): string | undefined {
  for (const candidate of candidates) {
    const url = absoluteUrl(base, candidate);
    if (url && !/\.svg(?:[?#]|$)/i.test(url)) return url;
  }
  return undefined;
}

const withoutEmpty = <T>(items: (T | undefined)[]): T[] => items.filter((item): item is T => item !== undefined);

/** The product page's head: its SEO fields, canonical, picture and offer, `Product` and `BreadcrumbList`. */
export function productHead(product: ProductDetailsDto, reviews: ProductReviewsDto | null, base: string): PageHead {
  return {
    ...seoFields(product, plainText(product.description, DESCRIPTION_MAX)),
    canonical: absoluteUrl(base, product.url) ?? undefined,
    openGraph: {
      type: 'product',
      image: sharingImage(base, [product.preview, product.preview_webp, product.og_image, product.image_url]),
      offer: { price: product.price_current ?? product.price, currency: product.currency || 'RUB', available: product.availability === 'in_stock' },
    },
    jsonLd: withoutEmpty([productLd({ product, reviews, base, images: productImages(product, base) }), breadcrumbLd(product.breadcrumbs, base)]),
  };
}

/**
 * A category's head: indexed at the category without its filters, sorting and page (one listing, one
 * address), with its `BreadcrumbList`. Null for an answer without its category.
 */
export function categoryHead(answer: CategoryPageDto, base: string): PageHead | null {
  const { category } = answer;
  if (!category || typeof category.title !== 'string') return null;
  return {
    ...seoFields(category, plainText(category.description, DESCRIPTION_MAX)),
    canonical: absoluteUrl(base, category.url) ?? undefined,
    openGraph: { type: 'website', image: sharingImage(base, [category.og_image]) },
    jsonLd: withoutEmpty([breadcrumbLd(answer.breadcrumbs, base)]),
  };
}

/** The catalogue's root: its title, its address, and the trail Главная → Каталог; not indexed as a search. */
export function catalogueHead(base: string, search: boolean): PageHead {
  return {
    title: pageTitle('Каталог'),
    ...(search ? { robots: 'noindex' as const } : { canonical: `${base}/category` }),
    openGraph: { type: 'website' },
    jsonLd: withoutEmpty([
      breadcrumbLd(
        [
          { title: 'Главная', url: '/' },
          { title: 'Каталог', url: '/category' },
        ],
        base,
      ),
    ]),
  };
}

/** The brands page: the SEO fields of the brand list, at `/brands` whatever letter is chosen. */
export function brandsHead(list: BrandListDto, base: string): PageHead | null {
  if (typeof list?.title !== 'string') return null;
  return { ...seoFields(list, ''), canonical: `${base}/brands`, openGraph: { type: 'website' }, jsonLd: [] };
}
