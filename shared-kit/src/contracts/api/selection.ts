/**
 * Selections: named sets of banners or products that pages place by key, such as `top_banners` for
 * the strip above the header or `main_hero_top` for the home page.
 */
import type { ProductDto } from './catalog';

/** Answer of `GET /api/selection/active_key`: keys of the selections that have something to show now. */
export type SelectionKeysDto = string[];

/** Where a banner leads. */
export interface BannerLinkDto {
  /** A route of the shop (`/delivery`, `/category/vitaminy-i-bady`) or an absolute external address. */
  real_slug: string;
}

/**
 * Pictures of a banner. `desktop` and `image` (narrow screens) are always there, possibly SVGs the API
 * draws from the banner's text; the WebP variants are null when there are none.
 */
export interface BannerImageDto {
  desktop: string;
  desktop_webp: string | null;
  image: string;
  image_webp: string | null;
}

/** A banner (docs/product.md §3); `GET /api/selection/top_banners` answers a list of them in display order. */
export interface BannerDto {
  id: number;
  title: string;
  /** Null when the banner leads nowhere. */
  link_to_go: BannerLinkDto | null;
  image: BannerImageDto;
  /** CSS colour such as `#0B7D6E`, or null for the default. */
  background_color: string | null;
  /** A line of text under or beside the title; may be empty. */
  short_text: string;
}

/**
 * Banner selections (`GET /api/selection/{key}` answers {@link BannerDto}[]), and where the storefront
 * shows each: the home page's hero slider (`main_hero_top`), its lower wide banners (`main_hero_bottom`,
 * style long), the banners beside and under the category tiles (`categories_recomend`: vertical,
 * `categories_bottom`: big), the banner row of the catalogue (`catalog_row`), the slider of the header's
 * catalogue dropdown (`header_catalog`) and the strip above the header (`top_banners`).
 */
export type BannerSelectionKeyDto =
  | 'top_banners'
  | 'main_hero_top'
  | 'main_hero_bottom'
  | 'categories_bottom'
  | 'categories_recomend'
  | 'catalog_row'
  | 'header_catalog';

/**
 * Product selections (`GET /api/selection/{key}` answers {@link ProductSelectionDto}): products of the
 * week, the current promotions, and `main`, the home page's bestsellers.
 */
export type ProductSelectionKeyDto = 'products/week' | 'actions/main' | 'main';

/** A product selection: its title and up to 24 product cards in display order. */
export interface ProductSelectionDto {
  key: ProductSelectionKeyDto;
  title: string;
  products: ProductDto[];
}

/** `GET /api/reviews_company`: what customers say about the shop (on Яндекс Картах, 2ГИС, the site). */
export interface CompanyReviewDto {
  id: number;
  author: string;
  /** 1-5. */
  rating: number;
  text: string;
  /** Where the review was left, e.g. 'Яндекс Карты'. */
  source: string;
  /** ISO date. */
  date: string;
}

/** `GET /api/partners/`: brands and organisations the shop works with. */
export interface PartnerDto {
  id: number;
  title: string;
  /** Picture of the logo (SVG drawn by the API). */
  image: string;
  /** The partner's site or a route of the shop, or null. */
  link: string | null;
}

/** `GET /api/advantages/`: why to buy here. */
export interface AdvantageDto {
  id: number;
  title: string;
  text: string;
  /** One of the icon names the storefront knows: delivery, pickup, original, bonus, pharmacist, payment. */
  icon: string;
}

/** `GET /api/banners/regions/`: delivery terms by region, shown as banners. */
export interface RegionBannerDto {
  id: number;
  /** 'Псков', 'Псковская область', 'Вся Россия'. */
  region: string;
  title: string;
  text: string;
  link_to_go: BannerLinkDto | null;
  background_color: string | null;
}
