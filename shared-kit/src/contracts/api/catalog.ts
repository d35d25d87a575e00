import type { BreadcrumbDto, CurrencyDto, PagedDto, SeoFieldsDto } from './common';

/** A product label shown on the card; `bg_color` null means the default teal. */
export interface ProductLabelDto {
  id: number;
  name: string;
  /** CSS colour such as `#E53935`, or null for the default. */
  bg_color: string | null;
}

/** The brand as embedded in a product. */
export interface BrandRefDto {
  id: number;
  title: string;
  slug: string;
}

/** Availability offer of a product. */
export interface ProductOfferDto {
  available: boolean;
  count: number;
}

/** A picture or video of a product beyond the main pictures. */
export interface ProductMediaDto {
  id: number;
  type: 'image' | 'video';
  url: string;
}

/**
 * `in_stock` when there is stock, `soon` ('скоро в продаже') for a novelty without stock,
 * otherwise `out_of_stock` (docs/product.md §4).
 */
export type ProductAvailabilityDto = 'in_stock' | 'soon' | 'out_of_stock';

/**
 * A product as shown on a card (catalogue, search, selections).
 *
 * `price` and `price_current` are both the price the customer pays now; `price_old` is the
 * price before the discount, or null when there is no discount. All money in rubles.
 */
export interface ProductDto {
  id: number;
  title: string;
  slug: string;
  /** Category path plus the product slug, e.g. `vitaminy-i-bady/vitaminy/vitamin-d/solgar-vitamin-d3-1000-me`. */
  full_slug: string;
  /** Route of the product page: `/products/` + full_slug. */
  url: string;
  seo_h1: string;
  seo_description: string;
  seo_keywords: string;
  /** URL of the card picture. */
  preview: string;
  /** URL of the card picture in WebP, or null when there is none. */
  preview_webp: string | null;
  price: number;
  price_current: number;
  price_old: number | null;
  currency: CurrencyDto;
  /** Discount in whole percent, 0 when none. */
  discount: number;
  /** Units in stock. */
  quantity: number;
  offer: ProductOfferDto;
  novelty: boolean;
  availability: ProductAvailabilityDto;
  labels: ProductLabelDto[];
  /** Average rating 1-5 with one decimal, 0 when there are no ratings. */
  rating_total: number;
  /** Bonus points granted for buying one unit. */
  points: number;
  brand: BrandRefDto | null;
  /** URL of the main picture. */
  image_url: string;
  /** URLs of all pictures, the main one first. */
  pictures: string[];
  media: ProductMediaDto[];
}

/**
 * `GET /api/products/visited`: the products the customer (session or account) opened most recently,
 * newest first, at most 20. `POST /api/products/visited {product_id}` records a visit of a product page.
 */
export type VisitedProductsDto = ProductDto[];

/** Body of `POST /api/products/visited`. */
export interface VisitedProductRequestDto {
  product_id: number;
}

/** The category a product belongs to. */
export interface CategoryRefDto {
  id: number;
  title: string;
  slug: string;
  full_slug: string;
  /** Route of the category page: `/category/` + full_slug. */
  url: string;
}

/** Answer of `GET /api/products/{path}`: the product page. */
export interface ProductDetailsDto extends ProductDto, SeoFieldsDto {
  /** HTML description. */
  description: string;
  composition: string;
  usage: string;
  country: string;
  vendor_code: string;
  category: CategoryRefDto;
  breadcrumbs: BreadcrumbDto[];
  /** Number of reviews of the product (`GET /api/reviews/{id}`); 0 when none. */
  reviews_count: number;
  /** The WebP of each of `pictures`, in the same order; null where there is none (an uploaded picture). */
  pictures_webp: Array<string | null>;
}

/** One node of `GET /api/categories/tree` (at most three levels). */
export interface CategoryTreeItemDto {
  id: number;
  title: string;
  slug: string;
  full_slug: string;
  children: CategoryTreeItemDto[];
}

/** A category with its SEO fields. */
export interface CategoryDto extends CategoryRefDto, SeoFieldsDto {
  parent_id: number | null;
  /** 1 for top-level categories. */
  level: number;
  /** HTML text shown under the product list, may be empty. */
  description: string;
  /** Products in this category and its descendants. */
  product_count: number;
}

/** Answer of `GET /api/categories`. */
export type CategoryListDto = PagedDto<CategoryDto>;

/** Sort orders of product lists. `popular` is the default. */
export type ProductSortingDto = 'popular' | 'price_asc' | 'price_desc' | 'new' | 'rating' | 'discount';

/**
 * Answer of `GET /api/category` (catalogue root, `category` null) and `GET /api/category/{path}`:
 * the category, its sub-categories and a page of its products (descendants included).
 */
export interface CategoryPageDto {
  category: CategoryDto | null;
  breadcrumbs: BreadcrumbDto[];
  children: CategoryRefDto[];
  products: PagedDto<ProductDto>;
  sorting: ProductSortingDto;
  /** The text filter that was applied ('' when none). */
  query: string;
  /**
   * The corrected form of `query` the products were found for (wrong layout, typo, transliteration),
   * or null when the query was used as typed or there is none.
   */
  corrected_query: string | null;
  /**
   * Facets of the current result, in display order (`brand`, `price`, `availability`, `label`,
   * `rating`, `country`, `form`, then the properties of the shop's 1C catalogue, `prop_<number>`, by
   * title). Checkbox counts are disjunctive: a value's count applies every
   * selected filter except its own facet's. Values with count 0 that are not selected are left out;
   * a facet with no values is left out too (the price facet is left out when the result is empty).
   */
  facets: FacetDto[];
  /** The filters that were applied, normalised (empty object when none). */
  filters: ProductFiltersDto;
}

/**
 * Key of a facet of a product property that comes from the shop's 1C catalogue (Дозировка, Объём, Вкус…):
 * `prop_` and the property's number, e.g. `prop_12`. It is also the filter's parameter; its values are
 * value ids.
 */
export type PropertyFacetKeyDto = `prop_${number}`;

/** Keys of the product facets and filters. */
export type FacetKeyDto = 'brand' | 'price' | 'availability' | 'label' | 'rating' | 'country' | 'form' | PropertyFacetKeyDto;

/**
 * Product filters of `GET /api/category` and `/api/category/{path}`, as query parameters
 * (comma-separated lists) or as the `filters` parameter holding the same object as JSON:
 *
 * - `brand=1,2` — brand ids (unknown ids match nothing)
 * - `price_min=100&price_max=900` — price the customer pays, rubles, both ends inclusive
 * - `availability=in_stock,soon` — of `in_stock`, `soon`, `out_of_stock`
 * - `label=3,4` — label ids (a product with any of them)
 * - `rating=4` — minimum rating 1-5 (`4` = «4 и выше»)
 * - `country=Россия,Германия` — countries of production (exact titles)
 * - `form=капсулы,таблетки` — forms (exact values, see {@link ProductFormDto})
 * - `prop_12=40,41` — values of a property (its facet's `key` and the values' `value`; at most 20 properties)
 *
 * e.g. `?filters={"brand":[1,2],"price_min":100,"availability":["in_stock"],"rating":4}`.
 * Values within a facet are OR'ed, facets are AND'ed. Lists hold at most 50 values; a list may also
 * be sent as a repeated parameter (`brand=1&brand=2`). Invalid values answer 400 with a Russian message.
 * (A type literal, not an interface: the answer's schema allows any `prop_…` key, which only a type
 * literal's implicit index signature fits.)
 */
export type ProductFiltersDto = {
  brand?: number[];
  price_min?: number;
  price_max?: number;
  availability?: ProductAvailabilityDto[];
  label?: number[];
  rating?: number;
  country?: string[];
  form?: string[];
  /** Value ids of a property (`prop_12: [40, 41]`). */
  [property: PropertyFacetKeyDto]: number[];
};

/**
 * Forms of a product (форма выпуска). Known values; the API may add more, so treat the type as a
 * string and show `title` from the facet.
 */
export type ProductFormDto =
  | 'капсулы'
  | 'таблетки'
  | 'порошок'
  | 'жидкость'
  | 'крем'
  | 'шампунь'
  | 'гель'
  | 'спрей'
  | 'мазь'
  | 'сироп'
  | 'капли'
  | 'пастилки'
  | 'батончик'
  | 'паста'
  | 'пюре'
  | 'другое';

/** One choice of a checkbox facet. */
export interface FacetValueDto<V extends string | number = string | number> {
  /** What to send back in the filter: brand / label / property value id, availability key, rating minimum, country, form. */
  value: V;
  /** Russian text to show, e.g. 'В наличии', '4 и выше', 'Россия'. */
  title: string;
  /** Products of the current result with this value, other facets' filters applied. */
  count: number;
  selected: boolean;
}

/** A facet with a list of checkboxes. */
export interface CheckboxFacetDto<K extends FacetKeyDto = FacetKeyDto, V extends string | number = string | number> {
  key: K;
  type: 'checkbox';
  /** Heading, e.g. 'Бренд', 'Наличие'. */
  title: string;
  values: FacetValueDto<V>[];
}

/**
 * The `rating` facet: checkboxes of minimum ratings (4 '4 и выше', 3 '3 и выше', …). Choose one:
 * the filter takes a single minimum (`rating=4`), so `selected` is true on one value at most.
 * A value's count is the number of products rated at least `value`.
 */
export type RatingFacetDto = CheckboxFacetDto<'rating', number>;

/** The price facet: a range in rubles. */
export interface RangeFacetDto {
  key: 'price';
  type: 'range';
  /** 'Цена, ₽'. */
  title: string;
  /** Lowest and highest price of the current result with every other filter applied (whole rubles, floor / ceil). */
  min: number;
  max: number;
  /** The selected ends (`price_min`, `price_max`), or null when not set. */
  selected_min: number | null;
  selected_max: number | null;
}

/** One facet of a product list. */
export type FacetDto =
  | CheckboxFacetDto<'brand', number>
  | RangeFacetDto
  | CheckboxFacetDto<'availability', ProductAvailabilityDto>
  | CheckboxFacetDto<'label', number>
  | RatingFacetDto
  | CheckboxFacetDto<'country', string>
  | CheckboxFacetDto<'form', string>
  | CheckboxFacetDto<PropertyFacetKeyDto, number>;

/**
 * Answer of `GET /api/products/filters`: the facets of the whole catalogue (no filter applied,
 * nothing selected), same shapes as `CategoryPageDto.facets`.
 */
export interface ProductFiltersListDto {
  facets: FacetDto[];
}

/** A brand in the brand list. */
export interface BrandDto extends BrandRefDto {
  /** First letter of the title, upper case (`A`…`Z`, `А`…`Я`, or `0-9`). */
  letter: string;
  product_count: number;
  /** URL of the logo, or null. */
  logo: string | null;
}

/** Answer of `GET /api/brand_list`. */
export interface BrandListDto extends SeoFieldsDto {
  /** Brands, filtered by `letters` when given. */
  content: BrandDto[];
  /** Every letter that has at least one brand, in alphabet order (Latin, then Cyrillic, then `0-9`). */
  letters: string[];
}
