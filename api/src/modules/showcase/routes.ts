import type { FastifyInstance } from 'fastify';
import type { AdvantageDto, CompanyReviewDto, PartnerDto, RegionBannerDto } from 'api-contracts';
import { langProperty, withErrors } from '../../shared/schemas';
import { urls } from '../../shared/urls';

const langOnly = { type: 'object', properties: { ...langProperty } } as const;
/** Kept by hand and rarely changed: shared caches may keep these lists for ten minutes. */
const SHOWCASE_CACHE = 'public, max-age=600';
/** Reviews of the shop the home page shows at most. */
const COMPANY_REVIEWS_LIMIT = 20;

const nullableString = { type: ['string', 'null'] } as const;
const linkToGo = { type: ['object', 'null'], required: ['real_slug'], properties: { real_slug: { type: 'string' } } } as const;

function list(properties: Record<string, object>) {
  return withErrors({
    200: { type: 'array', items: { type: 'object', required: Object.keys(properties), properties } },
  });
}

/** Reviews of the shop, partners, advantages and delivery terms by region: the home page's showcase. */
export async function showcaseRoutes(app: FastifyInstance): Promise<void> {
  const { showcase } = app.repositories;

  app.get<{ Reply: CompanyReviewDto[] }>(
    '/api/reviews_company',
    {
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
    async (_request, reply) => {
      reply.header('cache-control', SHOWCASE_CACHE);
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
  );

  app.get<{ Reply: PartnerDto[] }>(
    '/api/partners',
    {
      schema: {
        tags: ['showcase'],
        summary: 'Партнёры магазина',
        response: list({ id: { type: 'integer' }, title: { type: 'string' }, image: { type: 'string' }, link: nullableString }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', SHOWCASE_CACHE);
      return (await showcase.listPartners()).map((row) => ({ id: row.id, title: row.title, image: urls.partnerLogo(row.id), link: row.link }));
    },
  );

  app.get<{ Reply: AdvantageDto[] }>(
    '/api/advantages',
    {
      schema: {
        tags: ['showcase'],
        summary: 'Преимущества магазина',
        response: list({ id: { type: 'integer' }, title: { type: 'string' }, text: { type: 'string' }, icon: { type: 'string' } }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', SHOWCASE_CACHE);
      return showcase.listAdvantages();
    },
  );

  app.get<{ Reply: RegionBannerDto[] }>(
    '/api/banners/regions',
    {
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
    async (_request, reply) => {
      reply.header('cache-control', SHOWCASE_CACHE);
      return (await showcase.listRegionBanners()).map((row) => ({
        id: row.id,
        region: row.region,
        title: row.title,
        text: row.text,
        link_to_go: row.link ? { real_slug: row.link } : null,
        background_color: row.background_color,
      }));
    },
  );
}
