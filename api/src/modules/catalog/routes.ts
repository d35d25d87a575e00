import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  BrandDto,
  BrandListDto,
  CategoryListDto,
  CategoryPageDto,
  CategoryTreeItemDto,
  ProductDetailsDto,
  ProductFiltersListDto,
  ProductSortingDto,
} from 'api-contracts';
import { FULL_SLUG_PATTERN } from '../../shared/slug';
import {
  langProperty,
  pagedSchema,
  pagingProperties,
  seoProperties,
  wildcardSlugParams,
  withErrors,
} from '../../shared/schemas';
import { getCategoryPage, normaliseQuery } from './get-category-page';
import { getCategoryTree } from './get-category-tree';
import { withCategoryMemo } from './category-memo';
import { createFacetCache } from './facet-cache';
import { getProductFilters } from './get-product-filters';
import {
  MAX_FILTER_VALUES,
  MAX_FILTERS_JSON_LENGTH,
  MAX_PROPERTY_FILTERS,
  parseProductFilters,
  PROPERTY_PARAM,
  type FilterQuery,
} from './product-filters';
import { getProduct } from './get-product';
import { getBrandList, getPopularBrands, parseLetters } from './list-brands';
import { listCategories } from './list-categories';
import { visitedRoutes } from './visited-routes';
import { ADDRESS_LIMITS, limitPerAddress } from '../../plugins/rate-limits';

const SORTINGS: ProductSortingDto[] = ['popular', 'price_asc', 'price_desc', 'new', 'rating', 'discount'];

interface CategoryPageQuery extends FilterQuery {
  lang: string;
  page: number;
  pageSize: number;
  sorting: ProductSortingDto;
  query: string;
  category_query: string;
}

const listNote = `через запятую, не больше ${MAX_FILTER_VALUES} значений`;

/** A list filter: comma-separated text, or the parameter repeated (`brand=1&brand=2`). */
function listParam(maxLength: number) {
  return {
    anyOf: [
      { type: 'string', maxLength },
      { type: 'array', items: { type: 'string', maxLength }, maxItems: MAX_FILTER_VALUES },
    ],
  } as const;
}

/** Filter parameters of product lists; checked by `parseProductFilters` for Russian messages. */
const filterProperties = {
  brand: {
    ...listParam(1000),
    description: `Бренды: id ${listNote}, например 1,2; неизвестный id ничего не находит`,
  },
  price_min: {
    type: 'string',
    maxLength: 20,
    description: 'Цена от, рублей включительно (до двух знаков после точки)',
  },
  price_max: { type: 'string', maxLength: 20, description: 'Цена до, рублей включительно' },
  availability: { ...listParam(100), description: `Наличие: in_stock, soon, out_of_stock ${listNote}` },
  label: { ...listParam(1000), description: `Метки: id ${listNote}` },
  rating: {
    type: 'string',
    maxLength: 2,
    description: 'Рейтинг не ниже: 1-5 (4 = «4 и выше»); 0 или пусто — без фильтра',
  },
  country: { ...listParam(6000), description: `Страны производства ${listNote}, например Россия,Германия` },
  form: { ...listParam(6000), description: `Формы выпуска ${listNote}, например капсулы,таблетки` },
  filters: {
    type: 'string',
    maxLength: MAX_FILTERS_JSON_LENGTH,
    description:
      'Те же фильтры одним объектом JSON: {"brand":[1,2],"price_min":100,"price_max":900,"availability":["in_stock"],' +
      '"label":[3],"rating":4,"country":["Россия"],"form":["капсулы"],"prop_12":[40],"query":"текст"}; отдельный параметр важнее ключа в filters',
  },
} as const;

/** `prop_<number>`: the values (ids) of a property of the 1C catalogue, as its facet names them. */
const propertyFilterPatterns = {
  [PROPERTY_PARAM.source]: {
    ...listParam(1000),
    description: `Значения свойства из 1С: prop_<номер свойства>=id значений ${listNote}, например prop_12=40,41; не больше ${MAX_PROPERTY_FILTERS} свойств`,
  },
} as const;

const facetValueSchema = {
  type: 'object',
  required: ['value', 'title', 'count', 'selected'],
  properties: {
    value: { type: ['integer', 'string'] },
    title: { type: 'string' },
    count: { type: 'integer' },
    selected: { type: 'boolean' },
  },
} as const;

/** A facet: `checkbox` with `values`, or the price `range` with min, max and the selected ends. */
const facetSchema = {
  type: 'object',
  required: ['key', 'type', 'title'],
  properties: {
    key: {
      type: 'string',
      pattern: '^(brand|price|availability|label|rating|country|form|prop_[1-9][0-9]{0,8})$',
      description: 'brand, price, availability, label, rating, country, form или prop_<номер> — свойство из 1С',
    },
    type: { type: 'string', enum: ['checkbox', 'range'] },
    title: { type: 'string' },
    values: { type: 'array', items: facetValueSchema },
    min: { type: 'number' },
    max: { type: 'number' },
    selected_min: { type: ['number', 'null'] },
    selected_max: { type: ['number', 'null'] },
  },
} as const;

const filtersEchoSchema = {
  type: 'object',
  properties: {
    brand: { type: 'array', items: { type: 'integer' } },
    price_min: { type: 'number' },
    price_max: { type: 'number' },
    availability: { type: 'array', items: { type: 'string' } },
    label: { type: 'array', items: { type: 'integer' } },
    rating: { type: 'integer' },
    country: { type: 'array', items: { type: 'string' } },
    form: { type: 'array', items: { type: 'string' } },
  },
  patternProperties: { [PROPERTY_PARAM.source]: { type: 'array', items: { type: 'integer' } } },
} as const;

const categoryPageQuerystring = {
  type: 'object',
  properties: {
    ...langProperty,
    ...pagingProperties(24),
    sorting: { type: 'string', enum: SORTINGS, default: 'popular' },
    query: {
      type: 'string',
      maxLength: 200,
      default: '',
      description: 'Текст для поиска по названию и бренду (от 3 символов)',
    },
    category_query: {
      type: 'string',
      maxLength: 300,
      pattern: `^$|${FULL_SLUG_PATTERN}`,
      default: '',
      description: 'Категория, в которой искать, если адрес её не указывает',
    },
    ...filterProperties,
  },
  patternProperties: propertyFilterPatterns,
} as const;

const categoryPageResponse = {
  type: 'object',
  required: [
    'category',
    'breadcrumbs',
    'children',
    'products',
    'sorting',
    'query',
    'corrected_query',
    'facets',
    'filters',
  ],
  properties: {
    category: { anyOf: [{ $ref: 'Category#' }, { type: 'null' }] },
    breadcrumbs: { type: 'array', items: { $ref: 'Breadcrumb#' } },
    children: { type: 'array', items: { $ref: 'CategoryRef#' } },
    products: pagedSchema({ $ref: 'Product#' }),
    sorting: { type: 'string' },
    query: { type: 'string' },
    corrected_query: {
      type: ['string', 'null'],
      description: 'Исправленный запрос, по которому найдены товары (раскладка, опечатка), или null',
    },
    facets: { type: 'array', items: facetSchema },
    filters: filtersEchoSchema,
  },
} as const;

/**
 * Whether a category read searches by text, read as its handler reads the text: `query`, else the `query` key
 * of `filters`, once it is long enough to search by (`normaliseQuery`). A read without either (a kept
 * category page, also with `category_query` alone) is decided without parsing anything or asking the
 * database. Filters the handler refuses (a 400: bad JSON, a bad price or rating…) make it false here too, so
 * refused requests count nothing.
 */
export function searchesText(query: CategoryPageQuery): boolean {
  if (!query.query && query.filters === undefined) return false;
  if (query.query && normaliseQuery(query.query) === null) return false;
  let inFilters: string | null;
  try {
    inFilters = parseProductFilters(query).query;
  } catch {
    return false;
  }
  return normaliseQuery(query.query || (inFilters ?? '')) !== null;
}

/** How long facet counts of a list are reused; a catalogue write drops them at once (they lag it this long only while the version is unknown). */
export const FACET_CACHE_TTL_MS = 10_000;

const langOnly = { type: 'object', properties: { ...langProperty } } as const;

/** Catalogue reads: category tree and lists, category pages, product pages, brands; the recently viewed products. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  // A scope of their own: their JSON bodies keep their types (no coercion), the public reads here do not need that.
  await app.register(visitedRoutes);
  const catalog = withCategoryMemo(app.readRepositories.catalog, () => app.publicCache.version);
  const { publicUrl } = app.config;
  const facetCache = createFacetCache({
    ttlMs: FACET_CACHE_TTL_MS,
    maxEntries: 500,
    version: () => app.publicCache.version,
  });
  // A category read that searches by text runs the search engine: counted per address (ADR 0034) before the
  // kept answers, like the dropdown's searches, in a bucket of its own.
  const limitSearch = limitPerAddress(app.repositories.limits, 'category-search', ADDRESS_LIMITS.categorySearch, (request) =>
    searchesText(request.query as CategoryPageQuery),
  );

  app.get<{ Reply: CategoryTreeItemDto[] }>(
    '/api/categories/tree',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Дерево категорий (до трёх уровней)',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'array', items: { $ref: 'CategoryTreeItem#' } } }),
      },
    },
    async (request, reply) => app.publicCache.reply(request, reply, () => getCategoryTree(catalog)),
  );

  app.get<{ Querystring: { page: number; pageSize: number; level?: number }; Reply: CategoryListDto }>(
    '/api/categories',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Список категорий постранично',
        querystring: {
          type: 'object',
          properties: {
            ...langProperty,
            ...pagingProperties(50),
            level: { type: 'integer', minimum: 1, maximum: 3 },
          },
        },
        response: withErrors({ 200: pagedSchema({ $ref: 'Category#' }) }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () =>
        listCategories(catalog, {
          page: request.query.page,
          pageSize: request.query.pageSize,
          level: request.query.level ?? null,
          publicUrl,
        }),
      ),
  );

  /** What recording a search needs to know about a kept category page. */
  interface SearchMeta {
    understood: string | null;
    categorySlug: string;
    found: boolean;
  }

  const categoryPageHandler = async (
    request: FastifyRequest<{ Querystring: CategoryPageQuery }>,
    reply: FastifyReply,
  ): Promise<FastifyReply> => {
    let understood: string | null = null;
    const answer = await app.publicCache.get<CategoryPageDto, SearchMeta>(
      request,
      reply,
      async () => {
        const parsed = parseProductFilters(request.query);
        // A query inside `filters` counts when the separate parameter is empty (docs/product.md §7).
        const query = request.query.query || (parsed.query ?? '');
        const plan = normaliseQuery(query) === null ? null : await app.searchEngine.plan(query);
        understood = plan?.understood ?? null;
        return getCategoryPage(catalog, {
          path: (request.params as { '*'?: string })['*'] ?? '',
          query,
          plan,
          filters: parsed.filters,
          facetCache,
          categoryQuery: request.query.category_query,
          sorting: request.query.sorting,
          page: request.query.page,
          pageSize: request.query.pageSize,
          publicUrl,
        });
      },
      {
        meta: (page) => ({
          understood,
          categorySlug: page.category?.full_slug ?? '',
          found: page.products.content.length > 0,
        }),
        // A text query is understood with the search engine's words: a new set of them is a new answer.
        vary: request.query.query || request.query.filters ? String(app.searchEngine.generation) : undefined,
      },
    );
    const meta = answer.meta;
    if (meta?.understood && meta.found && request.query.page === 1) {
      // The search history is a convenience: a failure to record it never costs the shopper the page.
      await app
        .identify(request)
        .then((identity) => app.searchEngine.record(identity, meta.understood!, meta.categorySlug))
        .catch((error: unknown) => request.log.warn({ err: error }, 'search not recorded'));
    }
    return app.publicCache.send(request, reply, answer);
  };

  app.get<{ Querystring: CategoryPageQuery; Reply: CategoryPageDto }>(
    '/api/category',
    {
      config: { publicRead: true },
      preHandler: limitSearch,
      schema: {
        tags: ['catalog'],
        summary: 'Корень каталога или поиск по каталогу (query, category_query), с фильтрами и фасетами',
        querystring: categoryPageQuerystring,
        response: withErrors({ 200: categoryPageResponse }),
      },
    },
    async (request, reply) => categoryPageHandler(request, reply),
  );

  app.get<{ Params: { '*': string }; Querystring: CategoryPageQuery; Reply: CategoryPageDto }>(
    '/api/category/*',
    {
      config: { publicRead: true },
      preHandler: limitSearch,
      schema: {
        tags: ['catalog'],
        summary: 'Категория по полному слагу или слагу: подкатегории, товары с фильтрами и фасеты',
        params: wildcardSlugParams,
        querystring: categoryPageQuerystring,
        response: withErrors({ 200: categoryPageResponse }),
      },
    },
    async (request, reply) => categoryPageHandler(request, reply),
  );

  app.get<{ Reply: ProductFiltersListDto }>(
    '/api/products/filters',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Фильтры всего каталога: бренды, цена, наличие, метки, рейтинг, страна, форма выпуска',
        querystring: langOnly,
        response: withErrors({
          200: {
            type: 'object',
            required: ['facets'],
            properties: { facets: { type: 'array', items: facetSchema } },
          },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () => getProductFilters(catalog, facetCache)),
  );

  app.get<{ Params: { '*': string }; Reply: ProductDetailsDto }>(
    '/api/products/*',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Товар по полному слагу или слагу, с SEO-полями',
        params: wildcardSlugParams,
        querystring: langOnly,
        response: withErrors({ 200: { $ref: 'ProductDetails#' } }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () => getProduct(catalog, request.params['*'], publicUrl)),
  );

  app.get<{ Querystring: { letters: string }; Reply: BrandListDto }>(
    '/api/brand_list',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Бренды по алфавиту; letters — буквы через запятую',
        querystring: {
          type: 'object',
          properties: {
            ...langProperty,
            letters: { type: 'string', maxLength: 100, pattern: '^[0-9A-Za-zА-Яа-яЁё, -]*$', default: '' },
          },
        },
        response: withErrors({
          200: {
            type: 'object',
            required: ['content', 'letters', ...Object.keys(seoProperties)],
            properties: {
              ...seoProperties,
              content: { type: 'array', items: { $ref: 'Brand#' } },
              letters: { type: 'array', items: { type: 'string' } },
            },
          },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () =>
        getBrandList(catalog, parseLetters(request.query.letters), publicUrl),
      ),
  );

  app.get<{ Reply: BrandDto[] }>(
    '/api/popular_brands',
    {
      config: { publicRead: true },
      schema: {
        tags: ['catalog'],
        summary: 'Популярные бренды',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'array', items: { $ref: 'Brand#' } } }),
      },
    },
    async (request, reply) => app.publicCache.reply(request, reply, () => getPopularBrands(catalog)),
  );
}
