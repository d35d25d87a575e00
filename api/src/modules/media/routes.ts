import type { FastifyInstance, FastifyReply } from 'fastify';
import { withErrors } from '../../shared/schemas';
import { createFileStore, defaultFileStoreKind } from '../files/index';
import { getBannerImage, getBrandLogo, getPartnerLogo, getCatalogFile, getPriceList, getProductPackshot, getReviewPhoto } from './media-files';
import { PACKSHOT_VIEWS } from './packshot';
import { createRasterCache } from './raster';
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

const pictureResponse = withErrors({
  200: {
    description: 'SVG или WebP',
    content: { 'image/svg+xml': { schema: { type: 'string' } }, 'image/webp': { schema: { type: 'string', format: 'binary' } } },
  },
});

/** Product pictures, brand logos, static images and generated files. */
export async function mediaRoutes(app: FastifyInstance): Promise<void> {
  const raster = createRasterCache(createFileStore({ kind: defaultFileStoreKind(app.config), db: app.db, folder: app.config.mediaDir, space: 'media' }));

  /** Sends a drawn picture as SVG, or as its WebP rendering when the file name asks for one. */
  async function sendPicture(reply: FastifyReply, kind: 'products' | 'banners', file: string, svg: string, cacheControl: string): Promise<FastifyReply> {
    reply.header('cache-control', cacheControl);
    if (file.endsWith('.webp')) return reply.type('image/webp').send(await raster.webp(kind, svg));
    return reply.type(SVG).send(svg);
  }

  const { catalog, content, reviews, showcase } = app.repositories;
  const { publicUrl } = app.config;

  app.get<{ Params: { file: string } }>(
    '/api/media/products/:file',
    {
      schema: {
        tags: ['media'],
        summary: 'Изображение товара: {id} — лицевая сторона, {id}-2 — состав, {id}-3 — с коробкой; .svg или .webp',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,8}(-[23])?\\.(svg|webp)$' } } },
        response: pictureResponse,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const picture = /-([23])\./.exec(file);
      const svg = await getProductPackshot(catalog, parseInt(file, 10), PACKSHOT_VIEWS[picture ? Number(picture[1]) - 1 : 0]);
      return sendPicture(reply, 'products', file, svg, IMMUTABLE);
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
        summary: 'Картинка баннера: {id} — широкая, {id}-mobile — для телефона; .svg или .webp',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: '^[1-9][0-9]{0,8}(-mobile)?\\.(svg|webp)$' } } },
        response: pictureResponse,
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const svg = await getBannerImage(content, parseInt(file, 10), file.includes('-mobile.') ? 'mobile' : 'desktop');
      return sendPicture(reply, 'banners', file, svg, HOUR);
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
