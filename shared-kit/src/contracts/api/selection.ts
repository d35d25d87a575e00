/**
 * Selections: named sets of banners (and later products) that pages place by key, such as
 * `top_banners` for the strip above the header or `main_hero_top` for the home page.
 */

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

/** A banner (spec §3); `GET /api/selection/top_banners` answers a list of them in display order. */
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
