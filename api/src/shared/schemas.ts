/**
 * JSON schema building blocks shared by the route modules. Shared object schemas are registered
 * once with an `$id` (see {@link sharedSchemas}) and referenced as `{ $ref: 'Id#' }`, which also
 * names them in the OpenAPI document.
 */
import { Type, type TObject, type TProperties } from '@sinclair/typebox';
import { CartItem, Product } from 'contracts';
import { FULL_SLUG_PATTERN } from './slug';

/** `?lang`: accepted on every route; the shop has one locale. */
export const langProperty = {
  lang: { type: 'string', pattern: '^([a-z]{2}(-[A-Za-z]{2})?)?$', default: 'ru', description: 'Язык ответа; магазин работает на русском' },
} as const;

const langShape = { lang: Type.Optional(Type.Unsafe<string>(langProperty.lang)) };

/** The query of a route that takes nothing but `?lang`. */
export const langOnly = Type.Object(langShape);

/** A route's query as its contract writes it, with `?lang` first. */
export function withLang<T extends TProperties>(query: TObject<T>) {
  return Type.Object({ ...langShape, ...query.properties });
}

/** Largest page size a list accepts. */
export const MAX_PAGE_SIZE = 100;
/** Deepest page a list serves; deeper offsets are never useful to a customer and cost a scan. */
export const MAX_PAGE = 1000;

/** `?page&pageSize` of paged lists. */
export function pagingProperties(defaultPageSize: number) {
  return {
    page: { type: 'integer', minimum: 1, maximum: MAX_PAGE, default: 1 },
    pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, default: defaultPageSize },
  } as const;
}

/** The wildcard parameter of catch-all routes holding a full slug (or an empty string). */
export const wildcardSlugParams = {
  type: 'object',
  properties: {
    '*': { type: 'string', maxLength: 300, pattern: `^$|${FULL_SLUG_PATTERN}` },
  },
} as const;

const stringOrNull = { type: ['string', 'null'] } as const;

/** Schema of a {@link PagedDto} whose items are `item`. */
export function pagedSchema(item: object) {
  return {
    type: 'object',
    required: ['content', 'page', 'pageSize', 'total', 'totalCapped', 'pages', 'hasNext'],
    properties: {
      content: { type: 'array', items: item },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
      total: { type: 'integer' },
      totalCapped: { type: 'boolean' },
      pages: { type: 'integer' },
      hasNext: { type: 'boolean' },
    },
  } as const;
}

/** SEO properties shared by categories, products and the brand list. */
export const seoProperties = {
  title: { type: 'string' },
  seo_title: { type: 'string' },
  seo_h1: { type: 'string' },
  seo_description: { type: 'string' },
  seo_keywords: { type: 'string' },
  og_title: { type: 'string' },
  og_description: { type: 'string' },
  og_image: { type: 'string' },
} as const;

const breadcrumb = {
  type: 'object',
  required: ['title', 'url'],
  properties: { title: { type: 'string' }, url: { type: 'string' } },
} as const;

/** Every property of the given groups, each once (titles appear in both a ref and the SEO fields). */
function requiredOf(...groups: Array<object | string[]>): string[] {
  return [...new Set(groups.flatMap((group) => (Array.isArray(group) ? group : Object.keys(group))))];
}

const categoryRefProperties = {
  id: { type: 'integer' },
  title: { type: 'string' },
  slug: { type: 'string' },
  full_slug: { type: 'string' },
  url: { type: 'string' },
} as const;

/** Object schemas registered on the app with `addSchema`, in dependency order. */
export const sharedSchemas = [
  {
    $id: 'ApiError',
    type: 'object',
    description: 'Ошибка: message — текст для покупателя на русском',
    required: ['statusCode', 'error', 'message'],
    properties: {
      statusCode: { type: 'integer' },
      error: { type: 'string' },
      message: { type: 'string' },
      code: { type: 'string' },
    },
  },
  { $id: 'Breadcrumb', ...breadcrumb },
  Product,
  CartItem,
  {
    $id: 'Banner',
    type: 'object',
    description: 'Баннер; link_to_go.real_slug — адрес страницы магазина или внешняя ссылка',
    required: ['id', 'title', 'link_to_go', 'image', 'background_color', 'short_text'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      link_to_go: {
        type: ['object', 'null'],
        required: ['real_slug'],
        properties: { real_slug: { type: 'string' } },
      },
      image: {
        type: 'object',
        required: ['desktop', 'desktop_webp', 'image', 'image_webp'],
        properties: { desktop: { type: 'string' }, desktop_webp: stringOrNull, image: { type: 'string' }, image_webp: stringOrNull },
      },
      background_color: stringOrNull,
      short_text: { type: 'string' },
    },
  },
  {
    $id: 'CategoryRef',
    type: 'object',
    required: Object.keys(categoryRefProperties),
    properties: categoryRefProperties,
  },
  {
    $id: 'ProductDetails',
    type: 'object',
    description: 'Страница товара: карточка, описание и SEO',
    required: requiredOf(Product.properties, seoProperties, ['description', 'composition', 'usage', 'country', 'vendor_code', 'category', 'breadcrumbs', 'reviews_count', 'pictures_webp']),
    properties: {
      ...Product.properties,
      ...seoProperties,
      description: { type: 'string' },
      composition: { type: 'string' },
      usage: { type: 'string' },
      country: { type: 'string' },
      vendor_code: { type: 'string' },
      category: { $ref: 'CategoryRef#' },
      breadcrumbs: { type: 'array', items: { $ref: 'Breadcrumb#' } },
      reviews_count: { type: 'integer', description: 'Сколько отзывов у товара' },
      pictures_webp: {
        type: 'array',
        description: 'WebP каждой картинки из pictures, в том же порядке; null, где его нет',
        items: stringOrNull,
      },
    },
  },
  {
    $id: 'Category',
    type: 'object',
    required: requiredOf(categoryRefProperties, seoProperties, ['parent_id', 'level', 'description', 'product_count']),
    properties: {
      ...categoryRefProperties,
      ...seoProperties,
      parent_id: { type: ['integer', 'null'] },
      level: { type: 'integer' },
      description: { type: 'string' },
      product_count: { type: 'integer' },
    },
  },
  {
    $id: 'CategoryTreeItem',
    type: 'object',
    required: ['id', 'title', 'slug', 'full_slug', 'children'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      slug: { type: 'string' },
      full_slug: { type: 'string' },
      children: { type: 'array', items: { $ref: 'CategoryTreeItem#' } },
    },
  },
  {
    $id: 'Brand',
    type: 'object',
    required: ['id', 'title', 'slug', 'letter', 'product_count', 'logo'],
    properties: {
      id: { type: 'integer' },
      title: { type: 'string' },
      slug: { type: 'string' },
      letter: { type: 'string' },
      product_count: { type: 'integer' },
      logo: stringOrNull,
    },
  },
  {
    $id: 'MenuItem',
    type: 'object',
    required: ['id', 'slug', 'type', 'title', 'target', 'url', 'children'],
    properties: {
      id: { type: 'integer' },
      slug: { type: 'string' },
      type: { type: 'string', enum: ['page', 'category', 'route', 'external'] },
      title: { type: 'string' },
      target: { type: 'string', enum: ['_self', '_blank'] },
      url: { type: 'string' },
      children: { type: 'array', items: { $ref: 'MenuItem#' } },
    },
  },
] as const;

/** Reference to the shared error schema, for error statuses beyond those of {@link withErrors}. */
export const errorRef = { $ref: 'ApiError#' } as const;

/** Adds the error answers every route may give to a route's success responses. */
export function withErrors<T extends Record<number, unknown>>(success: T) {
  return { ...success, 400: errorRef, 404: errorRef, 500: errorRef } as const;
}

/** Error answers including 401 for routes that need a signed-in customer. */
export function withAuthErrors<T extends Record<number, unknown>>(success: T) {
  return { ...withErrors(success), 401: errorRef } as const;
}
