import type { PagedDto } from './common';

/** Answer of `GET /api/configs`: every configuration key with its value (docs/product.md §3). */
export type ConfigsDto = Record<ConfigKeyDto | string, string>;

/** Configuration keys the shop always has. */
export type ConfigKeyDto =
  | 'SITE_NAME'
  | 'SITE_DESCRIPTION'
  | 'SITE_KEYWORDS'
  | 'COUNTERS_HEAD'
  | 'META_TAGS'
  | 'HEADER_PHONE'
  | 'HEADER_EMAIL'
  | 'HEADER_STORE_LEFT_TITLE'
  | 'HEADER_STORE_LEFT_ADDRESS'
  | 'HEADER_STORE_LEFT_ADDRESS_NAME'
  | 'HEADER_STORE_LEFT_PHONE'
  | 'HEADER_STORE_RIGHT_TITLE'
  | 'HEADER_STORE_RIGHT_ADDRESS'
  | 'HEADER_STORE_RIGHT_ADDRESS_NAME'
  | 'HEADER_STORE_RIGHT_PHONE'
  | 'MAIN_EMAIL'
  | 'MAIN_PHONE'
  | 'instagram'
  | 'vkontakte'
  | 'facebook'
  | 'MIR_CARD'
  | 'MAESTRO_CARD'
  | 'MASTERCARD'
  | 'VISA_CARD'
  | 'TITLE_SUBSCRIBER_FORM'
  | 'DESCRIPTION_SUBSCRIBER_FORM';

/** Answer of `GET /api/configs/{param}`. */
export interface ConfigEntryDto {
  key: string;
  value: string;
}

/** File configuration keys (docs/product.md §3); each value is a URL the API serves. */
export type FileConfigKeyDto = 'SITE_IMAGE' | 'OG_IMAGE' | 'HEADER_PRICE_LIST_FILE' | 'HEADER_CATALOG_FILE';

/** Answer of `GET /api/file-configs`: key → URL. */
export type FileConfigsDto = Record<FileConfigKeyDto | string, string>;

/** One item of a navigation menu; `url` is a route of the shop or an external address. */
export interface MenuItemDto {
  id: number;
  slug: string;
  /** `page` (static page), `category`, `route` (a screen of the shop) or `external`. */
  type: 'page' | 'category' | 'route' | 'external';
  title: string;
  target: '_self' | '_blank';
  url: string;
  children: MenuItemDto[];
}

/** Answer of `GET /api/nav`. */
export interface NavDto {
  header_menu: MenuItemDto[];
  header_left_menu: MenuItemDto[];
  footer_menu: MenuItemDto[];
}

/** Answer of `GET /api/pages/{slug}`: a static content page; `content` is HTML. */
export interface ContentPageDto {
  id: number;
  slug: string;
  title: string;
  content: string;
  seo_title: string;
  seo_description: string;
  /** ISO 8601 date-time. */
  updated_at: string;
}

/** A section listing of content pages (`GET /api/pages/{section}?page=...`), reserved for later. */
export type ContentPageListDto = PagedDto<ContentPageDto>;
