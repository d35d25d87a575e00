import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { yandexFeed } from './yandex-feed';

/** `GET /api/feeds/yandex.yml`: the Yandex Market catalogue (YML), streamed from the database. */
export async function feedsRoutes(app: FastifyInstance): Promise<void> {
  app.get(
    '/api/feeds/yandex.yml',
    {
      schema: {
        tags: ['feeds'],
        summary: 'Каталог для Яндекс Маркета (YML): магазин, категории и показываемые товары; отдаётся потоком',
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const stream = Readable.from(yandexFeed(app.db, app.config.publicUrl), { objectMode: false });
      stream.on('error', (error) => request.log.error({ err: error }, 'the Yandex Market feed broke off'));
      return reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=600').send(stream);
    },
  );
}
