import type { FastifyInstance } from 'fastify';
import { withErrors } from '../../shared/schemas';
import { getBannerImage, getBrandLogo, getPartnerLogo, getCatalogFile, getPriceList, getProductPackshot, getReviewPhoto } from './media-files';
import { CARD_LOGOS, LOGO_SVG, OG_IMAGE_SVG } from './static-images';

/** A picture whose URL names its content never changes: browsers and CDNs may keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Files built from the current catalogue change with it. */
const SHORT_LIVED = 'public, max-age=300';
const DAY = 'public, max-age=86400';
/** A banner's text may be edited: its drawn picture is kept for an hour. */
const HOUR = 'public, max-age=3600';

const SVG = 'image/svg+xml; charset=utf-8';
const svgResponse = withErrors({ 200: { description: 'SVG', content: { 'image/svg+xml': { schema: { type: 'string' } } } } });
const imageFileParams = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,8}\\.svg$' } },
} as const;

/** Product pictures, brand logos, static images and generated files. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const { catalog, content, reviews, showcase } = app.repositories;
  const { publicUrl } = app.config;

  app.get<{ Params: { file: string } }>(
    '/api/media/products/:file',
    { schema: { tags: ['media'], summary: 'Изображение товара (SVG)', params: imageFileParams, response: svgResponse } },
    async (request, reply) => {
      const svg = await getProductPackshot(catalog, parseInt(request.params.file, 10));
      return reply.type(SVG).header('cache-control', IMMUTABLE).send(svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/api/media/reviews/:file',
    { schema: { tags: ['media'], summary: 'Фотография из отзыва (SVG)', params: imageFileParams, response: svgResponse } },
    async (request, reply) => {
      const svg = await getReviewPhoto(reviews, parseInt(request.params.file, 10));
      return reply.type(SVG).header('cache-control', IMMUTABLE).send(svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/api/media/brands/:file',
    { schema: { tags: ['media'], summary: 'Логотип бренда (SVG)', params: imageFileParams, response: svgResponse } },
    async (request, reply) => {
      const svg = await getBrandLogo(catalog, parseInt(request.params.file, 10));
      return reply.type(SVG).header('cache-control', DAY).send(svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/api/media/partners/:file',
    { schema: { tags: ['media'], summary: 'Логотип партнёра (SVG)', params: imageFileParams, response: svgResponse } },
    async (request, reply) => {
      const svg = await getPartnerLogo(showcase, parseInt(request.params.file, 10));
      return reply.type(SVG).header('cache-control', DAY).send(svg);
    },
  );

  app.get<{ Params: { file: string } }>(
    '/api/media/banners/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Картинка баннера (SVG): {id}.svg — широкая, {id}-mobile.svg — для телефона',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,8}(-mobile)?\\.svg$' } } },
        response: svgResponse,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const svg = await getBannerImage(content, parseInt(file, 10), file.endsWith('-mobile.svg') ? 'mobile' : 'desktop');
      return reply.type(SVG).header('cache-control', HOUR).send(svg);
    },
  );

  app.get('/api/static/logo.svg', { schema: { tags: ['media'], summary: 'Логотип магазина', response: svgResponse } }, async (_request, reply) =>
    reply.type(SVG).header('cache-control', DAY).send(LOGO_SVG),
  );

  app.get('/api/static/og-image.svg', { schema: { tags: ['media'], summary: 'Картинка для соцсетей', response: svgResponse } }, async (_request, reply) =>
    reply.type(SVG).header('cache-control', DAY).send(OG_IMAGE_SVG),
  );

  app.get<{ Params: { card: string } }>(
    '/api/static/cards/:card',
    {
      schema: {
        tags: ['media'],
        summary: 'Логотип платёжной системы',
        params: { type: 'object', required: ['card'], properties: { card: { type: 'string', enum: Object.keys(CARD_LOGOS) } } },
        response: svgResponse,
      },
    },
    async (request, reply) => reply.type(SVG).header('cache-control', DAY).send(CARD_LOGOS[request.params.card]),
  );

  app.get(
    '/api/files/price-list.csv',
    {
      schema: {
        tags: ['media'],
        summary: 'Прайс-лист (CSV)',
        response: withErrors({ 200: { description: 'CSV', content: { 'text/csv': { schema: { type: 'string' } } } } }),
      },
    },
    async (_request, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', SHORT_LIVED)
        .header('content-disposition', 'attachment; filename="price-list.csv"')
        .send(await getPriceList(catalog, publicUrl)),
  );

  app.get(
    '/api/files/catalog.html',
    {
      schema: {
        tags: ['media'],
        summary: 'Каталог товаров для печати (HTML)',
        response: withErrors({ 200: { description: 'HTML', content: { 'text/html': { schema: { type: 'string' } } } } }),
      },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', SHORT_LIVED).send(await getCatalogFile(catalog, publicUrl)),
  );
}
