/**
 * Shapes shared by every API response.
 *
 * Money is always a number of rubles (with kopecks as the fraction, e.g. `1290.5`); the
 * database keeps integer kopecks and the API converts in one place.
 */

/** The only currency of the shop. */
export type CurrencyDto = 'RUB';

/** The body of every error answer of the API. `message` is Russian and may be shown to a customer. */
export interface ApiErrorDto {
  statusCode: number;
  /** HTTP reason phrase, e.g. `Not Found`. */
  error: string;
  /** Russian text for the customer, e.g. `Страница не найдена`. */
  message: string;
  /** Machine-readable code, e.g. `VALIDATION_ERROR`, `NOT_FOUND`, `UNAUTHORIZED`. */
  code?: string;
}

/**
 * One page of a list. Pages are numbered from 1.
 *
 * `total` is exact for plain lists; for lists filtered by a text query it is counted only up
 * to 1000 so that a broad query stays cheap (then `totalCapped` is true).
 */
export interface PagedDto<T> {
  content: T[];
  page: number;
  pageSize: number;
  total: number;
  /** True when `total` stopped at the cap and the real number may be larger. */
  totalCapped: boolean;
  /** Number of pages for `total` (at least 1). */
  pages: number;
  hasNext: boolean;
}

/** SEO fields of a category, a product page, the brand list and content pages. */
export interface SeoFieldsDto {
  /** Name of the thing the page shows (the product or category title, or e.g. `Бренды`). */
  title: string;
  /** Document title (`<title>`). */
  seo_title: string;
  seo_h1: string;
  seo_description: string;
  seo_keywords: string;
  og_title: string;
  og_description: string;
  /** Absolute or root-relative URL of the sharing picture. */
  og_image: string;
}

/** One step of a breadcrumb trail; `url` is a route of the shop (e.g. `/category/vitaminy-i-bady`). */
export interface BreadcrumbDto {
  title: string;
  url: string;
}
