import type { FastifyInstance } from 'fastify';
import type {
  BrandDto,
  BrandListDto,
  CategoryListDto,
  CategoryPageDto,
  CategoryTreeItemDto,
  ProductDetailsDto,
  ProductSortingDto,
} from 'api-contracts';
import { FULL_SLUG_PATTERN } from '../../shared/slug';
import { langProperty, pagedSchema, pagingProperties, seoProperties, wildcardSlugParams, withErrors } from '../../shared/schemas';
import { getCategoryPage } from './get-category-page';
import { getCategoryTree } from './get-category-tree';
import { getProduct } from './get-product';
import { getBrandList, getPopularBrands, parseLetters } from './list-brands';
import { listCategories } from './list-categories';

const SORTINGS: ProductSortingDto[] = ['popular', 'price_asc', 'price_desc', 'new', 'rating', 'discount'];

interface CategoryPageQuery {
  lang: string;
  page: number;
  pageSize: number;
  sorting: ProductSortingDto;
  query: string;
  category_query: string;
}

const categoryPageQuerystring = {
  type: 'object',
  properties: {
    ...langProperty,
    ...pagingProperties(24),
    sorting: { type: 'string', enum: SORTINGS, default: 'popular' },
    query: { type: 'string', maxLength: 200, default: '', description: 'Текст для поиска по названию и бренду (от 3 символов)' },
    category_query: {
      type: 'string',
      maxLength: 300,
      pattern: `^$|${FULL_SLUG_PATTERN}`,
      default: '',
      description: 'Категория, в которой искать, если адрес её не указывает',
    },
  },
} as const;

const categoryPageResponse = {
  type: 'object',
  required: ['category', 'breadcrumbs', 'children', 'products', 'sorting', 'query'],
  properties: {
    category: { anyOf: [{ $ref: 'Category#' }, { type: 'null' }] },
    breadcrumbs: { type: 'array', items: { $ref: 'Breadcrumb#' } },
    children: { type: 'array', items: { $ref: 'CategoryRef#' } },
    products: pagedSchema({ $ref: 'Product#' }),
    sorting: { type: 'string' },
    query: { type: 'string' },
  },
} as const;

const langOnly = { type: 'object', properties: { ...langProperty } } as const;

/** Catalogue reads: category tree and lists, category pages, product pages, brands. */
export async function catalogRoutes(app: FastifyInstance): Promise<void> {
  const { catalog } = app.repositories;
  const { publicUrl } = app.config;

  app.get<{ Reply: CategoryTreeItemDto[] }>(
    '/api/categories/tree',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Дерево категорий (до трёх уровней)',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'array', items: { $ref: 'CategoryTreeItem#' } } }),
      },
    },
    async () => getCategoryTree(catalog),
  );

  app.get<{ Querystring: { page: number; pageSize: number; level?: number }; Reply: CategoryListDto }>(
    '/api/categories',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Список категорий постранично',
        querystring: {
          type: 'object',
          properties: { ...langProperty, ...pagingProperties(50), level: { type: 'integer', minimum: 1, maximum: 3 } },
        },
        response: withErrors({ 200: pagedSchema({ $ref: 'Category#' }) }),
      },
    },
    async (request) =>
      listCategories(catalog, { page: request.query.page, pageSize: request.query.pageSize, level: request.query.level ?? null, publicUrl }),
  );

  const categoryPageHandler = async (request: { params: { '*'?: string }; query: CategoryPageQuery }): Promise<CategoryPageDto> =>
    getCategoryPage(catalog, {
      path: request.params['*'] ?? '',
      query: request.query.query,
      categoryQuery: request.query.category_query,
      sorting: request.query.sorting,
      page: request.query.page,
      pageSize: request.query.pageSize,
      publicUrl,
    });

  app.get<{ Querystring: CategoryPageQuery; Reply: CategoryPageDto }>(
    '/api/category',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Корень каталога или поиск по каталогу (query, category_query)',
        querystring: categoryPageQuerystring,
        response: withErrors({ 200: categoryPageResponse }),
      },
    },
    async (request) => categoryPageHandler({ params: {}, query: request.query }),
  );

  app.get<{ Params: { '*': string }; Querystring: CategoryPageQuery; Reply: CategoryPageDto }>(
    '/api/category/*',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Категория по полному слагу или слагу: подкатегории и товары',
        params: wildcardSlugParams,
        querystring: categoryPageQuerystring,
        response: withErrors({ 200: categoryPageResponse }),
      },
    },
    async (request) => categoryPageHandler(request),
  );

  app.get<{ Params: { '*': string }; Reply: ProductDetailsDto }>(
    '/api/products/*',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Товар по полному слагу или слагу, с SEO-полями',
        params: wildcardSlugParams,
        querystring: langOnly,
        response: withErrors({ 200: { $ref: 'ProductDetails#' } }),
      },
    },
    async (request) => getProduct(catalog, request.params['*'], publicUrl),
  );

  app.get<{ Querystring: { letters: string }; Reply: BrandListDto }>(
    '/api/brand_list',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Бренды по алфавиту; letters — буквы через запятую',
        querystring: {
          type: 'object',
          properties: { ...langProperty, letters: { type: 'string', maxLength: 100, pattern: '^[0-9A-Za-zА-Яа-яЁё, -]*$', default: '' } },
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
    async (request) => getBrandList(catalog, parseLetters(request.query.letters), publicUrl),
  );

  app.get<{ Reply: BrandDto[] }>(
    '/api/popular_brands',
    {
      schema: {
        tags: ['catalog'],
        summary: 'Популярные бренды',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'array', items: { $ref: 'Brand#' } } }),
      },
    },
    async () => getPopularBrands(catalog),
  );
}
