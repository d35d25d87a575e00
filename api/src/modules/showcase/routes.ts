import type { FastifyInstance } from 'fastify';
import type { AdvantageDto, CompanyReviewDto, PartnerDto, RegionBannerDto } from 'api-contracts';
import { langProperty, withErrors } from '../../shared/schemas';
import { urls } from '../../shared/urls';

const langOnly = { type: 'object', properties: { ...langProperty } } as const;
/** Kept by hand and rarely changed: shared caches may keep these lists for ten minutes, then revalidate. */
const SHOWCASE_CACHE = 'public, max-age=600, stale-while-revalidate=60';
/** Reviews of the shop the home page shows at most. */
const COMPANY_REVIEWS_LIMIT = 20;

const nullableString = { type: ['string', 'null'] } as const;
const linkToGo = {
  type: ['object', 'null'],
  required: ['real_slug'],
  properties: { real_slug: { type: 'string' } },
} as const;

function list(properties: Record<string, object>) {
  return withErrors({
    200: { type: 'array', items: { type: 'object', required: Object.keys(properties), properties } },
  });
}

/** Reviews of the shop, partners, advantages and delivery terms by region: the home page's showcase. */
export async function showcaseRoutes(app: FastifyInstance): Promise<void> {
  const { showcase } = app.readRepositories;

  app.get<{ Reply: CompanyReviewDto[] }>(
    '/api/reviews_company',
    {
      config: { publicRead: true },
      schema: {
        tags: ['showcase'],
        summary: 'Отзывы о магазине, новые сначала',
        querystring: langOnly,
        response: list({
          id: { type: 'integer' },
          author: { type: 'string' },
          rating: { type: 'integer' },
          text: { type: 'string' },
          source: { type: 'string' },
          date: { type: 'string', format: 'date' },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(
        request,
        reply,
        async () => {
          const rows = await showcase.listCompanyReviews(COMPANY_REVIEWS_LIMIT);
          return rows.map((row) => ({
            id: row.id,
            author: row.author,
            rating: row.rating,
            text: row.text,
            source: row.source,
            date: row.reviewed_on,
          }));
        },
        { cacheControl: SHOWCASE_CACHE },
      ),
  );

  app.get<{ Reply: PartnerDto[] }>(
    '/api/partners',
    {
      config: { publicRead: true },
      schema: {
        tags: ['showcase'],
        summary: 'Партнёры магазина',
        response: list({
          id: { type: 'integer' },
          title: { type: 'string' },
          image: { type: 'string' },
          link: nullableString,
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(
        request,
        reply,
        async () => {
          return (await showcase.listPartners()).map((row) => ({
            id: row.id,
            title: row.title,
            image: urls.partnerLogo(row.id),
            link: row.link,
          }));
        },
        { cacheControl: SHOWCASE_CACHE },
      ),
  );

  app.get<{ Reply: AdvantageDto[] }>(
    '/api/advantages',
    {
      config: { publicRead: true },
      schema: {
        tags: ['showcase'],
        summary: 'Преимущества магазина',
        response: list({
          id: { type: 'integer' },
          title: { type: 'string' },
          text: { type: 'string' },
          icon: { type: 'string' },
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(
        request,
        reply,
        async () => {
          return showcase.listAdvantages();
        },
        { cacheControl: SHOWCASE_CACHE },
      ),
  );

  app.get<{ Reply: RegionBannerDto[] }>(
    '/api/banners/regions',
    {
      config: { publicRead: true },
      schema: {
        tags: ['showcase'],
        summary: 'Условия доставки по регионам (баннеры)',
        response: list({
          id: { type: 'integer' },
          region: { type: 'string' },
          title: { type: 'string' },
          text: { type: 'string' },
          link_to_go: linkToGo,
          background_color: nullableString,
        }),
      },
    },
    async (request, reply) =>
      app.publicCache.reply(
        request,
        reply,
        async () => {
          return (await showcase.listRegionBanners()).map((row) => ({
            id: row.id,
            region: row.region,
            title: row.title,
            text: row.text,
            link_to_go: row.link ? { real_slug: row.link } : null,
            background_color: row.background_color,
          }));
        },
        { cacheControl: SHOWCASE_CACHE },
      ),
  );
}
