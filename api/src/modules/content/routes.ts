import type { FastifyInstance } from 'fastify';
import type {
  BannerDto,
  ConfigEntryDto,
  ConfigsDto,
  ContentPageDto,
  FileConfigsDto,
  NavDto,
  ProductSelectionDto,
  SelectionKeysDto,
} from 'api-contracts';
import { SLUG_PATTERN } from '../../shared/slug';
import { langProperty, pagingProperties, withErrors } from '../../shared/schemas';
import { getConfig, getConfigs, getFileConfigs } from './get-configs';
import { getNavigation } from './get-navigation';
import { getPage } from './get-page';
import { getActiveSelectionKeys, getSelection } from './get-selections';

const langOnly = { type: 'object', properties: { ...langProperty } } as const;
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
const menu = { type: 'array', items: { $ref: 'MenuItem#' } } as const;
/** Selections change when the shop edits them; a minute is fresh enough for banners, then revalidated. */
const SELECTION_CACHE = 'public, max-age=60, stale-while-revalidate=60';

/** Site configuration, file configuration, navigation menus, static pages and selections of banners. */
export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, content } = app.readRepositories;

  app.get<{ Reply: ConfigsDto }>(
    '/api/configs',
    {
      config: { publicRead: true },
      schema: {
        tags: ['content'],
        summary: 'Все параметры сайта: ключ → значение',
        querystring: langOnly,
        response: withErrors({ 200: stringMap }),
      },
    },
    async (request, reply) => app.publicCache.reply(request, reply, () => getConfigs(content)),
  );

  app.get<{ Params: { param: string }; Reply: ConfigEntryDto }>(
    '/api/configs/:param',
    {
      config: { publicRead: true },
      schema: {
        tags: ['content'],
        summary: 'Один параметр сайта',
        params: {
          type: 'object',
          required: ['param'],
          properties: { param: { type: 'string', maxLength: 64, pattern: '^[A-Za-z0-9_]+$' } },
        },
        querystring: langOnly,
        response: withErrors({
          200: {
            type: 'object',
            required: ['key', 'value'],
            properties: { key: { type: 'string' }, value: { type: 'string' } },
          },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () => getConfig(content, request.params.param)),
  );

  app.get<{ Reply: FileConfigsDto }>(
    '/api/file-configs',
    {
      config: { publicRead: true },
      schema: {
        tags: ['content'],
        summary: 'Файлы сайта: ключ → адрес',
        querystring: langOnly,
        response: withErrors({ 200: stringMap }),
      },
    },
    async (request, reply) => app.publicCache.reply(request, reply, () => getFileConfigs(content)),
  );

  app.get<{ Reply: NavDto }>(
    '/api/nav',
    {
      config: { publicRead: true },
      schema: {
        tags: ['content'],
        summary: 'Меню шапки и подвала',
        querystring: langOnly,
        response: withErrors({
          200: {
            type: 'object',
            required: ['header_menu', 'header_left_menu', 'footer_menu'],
            properties: { header_menu: menu, header_left_menu: menu, footer_menu: menu },
          },
        }),
      },
    },
    async (request, reply) => app.publicCache.reply(request, reply, () => getNavigation(content)),
  );

  app.get<{ Params: { slug: string }; Reply: ContentPageDto }>(
    '/api/pages/:slug',
    {
      config: { publicRead: true },
      schema: {
        tags: ['content'],
        summary: 'Статическая страница по слагу',
        params: {
          type: 'object',
          required: ['slug'],
          properties: { slug: { type: 'string', maxLength: 100, pattern: SLUG_PATTERN } },
        },
        // page, pageSize, sorting and tags belong to section listings, which share this path.
        querystring: {
          type: 'object',
          properties: {
            ...langProperty,
            ...pagingProperties(12),
            sorting: { type: 'string', maxLength: 50 },
            tags: { type: 'string', maxLength: 200 },
          },
        },
        response: withErrors({
          200: {
            type: 'object',
            required: ['id', 'slug', 'title', 'content', 'seo_title', 'seo_description', 'updated_at'],
            properties: {
              id: { type: 'integer' },
              slug: { type: 'string' },
              title: { type: 'string' },
              content: { type: 'string', description: 'HTML' },
              seo_title: { type: 'string' },
              seo_description: { type: 'string' },
              updated_at: { type: 'string', format: 'date-time' },
            },
          },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () => getPage(content, request.params.slug)),
  );

  app.get<{ Reply: SelectionKeysDto }>(
    '/api/selection/active_key',
    {
      config: { publicRead: true },
      schema: {
        tags: ['content'],
        summary: 'Ключи подборок, которым есть что показать (например, top_banners)',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'array', items: { type: 'string' } } }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(request, reply, () => getActiveSelectionKeys(content), {
        cacheControl: SELECTION_CACHE,
      }),
  );

  app.get<{ Params: { '*': string }; Reply: BannerDto[] | ProductSelectionDto }>(
    '/api/selection/*',
    {
      config: { publicRead: true },
      schema: {
        tags: ['content'],
        summary:
          'Подборка по ключу: баннеры (top_banners, main_hero_top, main_hero_bottom, categories_bottom, categories_recomend, ' +
          'catalog_row, header_catalog) или товары (products/week, actions/main, main)',
        params: {
          type: 'object',
          properties: { '*': { type: 'string', maxLength: 64, pattern: '^[a-z0-9_]+(/[a-z0-9_]+)?$' } },
        },
        querystring: { type: 'object', properties: { ...langProperty, locale: langProperty.lang } },
        response: withErrors({
          200: {
            anyOf: [
              { type: 'array', items: { $ref: 'Banner#' } },
              {
                type: 'object',
                required: ['key', 'title', 'products'],
                properties: {
                  key: { type: 'string' },
                  title: { type: 'string' },
                  products: { type: 'array', items: { $ref: 'Product#' } },
                },
              },
            ],
          },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(
        request,
        reply,
        () => getSelection(content, catalog, request.params['*'].replace(/\/+$/, '')),
        {
          cacheControl: SELECTION_CACHE,
        },
      ),
  );
}
