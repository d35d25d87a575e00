import type { FastifyInstance, FastifyReply } from 'fastify';
import { readCookie } from '../../plugins/auth-cookie';
import { createBasicSignInGuard, tooManySignIns } from '../../plugins/rate-limits';
import { basicCredentials } from '../../shared/basic-auth';
import { createFileStore, defaultFileStoreKind } from '../files/index';
import { PICTURES_PATH } from './product-import';
import { DEFAULT_EXCHANGE_CONFIG } from './exchange-config';
import { createExchangeRepository, type ExchangeKind } from './exchange-repository';
import { createExchangeService, EXCHANGE_COOKIE, type ExchangeService } from './exchange-service';
import { createSaleExchange } from './sale-exchange';
import { XmlReadError } from './xml-reader';

declare module 'fastify' {
  interface FastifyInstance {
    /** The exchange with 1C (sessions, uploads, imports). */
    exchange: ExchangeService;
  }
}

const MODES = ['checkauth', 'init', 'file', 'import', 'query', 'success', 'deactivate', 'complete'] as const;

interface ExchangeQuery {
  type: ExchangeKind | 'get_catalog';
  mode: (typeof MODES)[number];
  filename?: string;
  version?: string;
  sessid?: string;
}

const exchangeSchema = {
  tags: ['exchange'],
  summary: 'Обмен с 1С по протоколу CommerceML 2 («Обмен с сайтом»): ответы — простой текст',
  querystring: {
    type: 'object',
    required: ['type', 'mode'],
    properties: {
      type: { type: 'string', enum: ['catalog', 'sale', 'get_catalog'] },
      mode: { type: 'string', enum: [...MODES] },
      filename: { type: 'string', minLength: 1, maxLength: 255 },
      version: { type: 'string', maxLength: 10 },
      sessid: { type: 'string', maxLength: 128 },
    },
  },
  response: {
    200: { type: 'string' },
    401: { type: 'string' },
  },
};

const PICTURE_NAME = '^[a-f0-9]{32}\\.(jpg|png|webp)$';

/** A plain-text answer as 1C reads it: lines joined by a line feed. */
function answer(reply: FastifyReply, lines: string[], status = 200) {
  return reply.code(status).type('text/plain; charset=utf-8').header('cache-control', 'no-store').send(`${lines.join('\n')}\n`);
}

/**
 * `GET|POST /api/exchange/1c`: the site side of 1C's «Обмен с сайтом» (CommerceML 2, ADR 0018). `checkauth`
 * checks the Basic pair and answers a session cookie; every later mode needs that cookie. Catalogue:
 * `init`, `file` (chunks, plain or zip), `import` (progress until success or failure). Orders: `query`,
 * `success`, `file` (pieces appended, the document applied once whole), `import` (its outcome).
 */
export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.exchange ?? DEFAULT_EXCHANGE_CONFIG;
  const pictures = createExchangeRepository(app.db);
  const sale = createSaleExchange({ db: app.db, log: app.log, orders: app.orderLifecycle });
  // The packages in progress: in the database on PostgreSQL, so that any process may take the next request (ADR 0051).
  const files = createFileStore({ kind: defaultFileStoreKind(app.config), db: app.db, folder: config.dir, space: 'exchange' });
  const service = createExchangeService({
    db: app.db,
    config,
    files,
    authSecret: app.config.authSecret,
    log: app.log,
    // New names and brands are understood by this process's search at once (others within its 10 minutes).
    onImported: () => app.searchEngine.refresh(),
    sale,
    metrics: app.metrics.exchange,
  });
  app.decorate('exchange', service);
  // Wrong passwords are limited per address and per user (ADR 0034).
  const signIns = createBasicSignInGuard(app.repositories.limits, 'exchange', app.config.authSecret);
  app.addHook('onClose', async () => service.close());

  // 1C sends files as they are (application/octet-stream, or a form type it does not mean): keep the bytes.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: config.fileLimitBytes + 64 * 1024 }, (_request, body, done) => done(null, body));

  app.route<{ Querystring: ExchangeQuery; Body: Buffer | undefined }>({
    method: ['GET', 'POST'],
    url: '/api/exchange/1c',
    schema: exchangeSchema,
    bodyLimit: config.fileLimitBytes + 64 * 1024,
    handler: async (request, reply) => {
      const { mode, filename } = request.query;
      const type: ExchangeKind = request.query.type === 'sale' ? 'sale' : 'catalog';
      if (mode === 'checkauth') {
        const credentials = basicCredentials(request.headers.authorization);
        const signIn = await signIns.attempt(request.ip, credentials, () => (credentials && service.checkPassword(credentials.user, credentials.password) ? true : null));
        if (!signIn.ok && signIn.reason === 'limited') {
          reply.header('retry-after', String(signIn.retryAfterSeconds));
          return answer(reply, ['failure', tooManySignIns(signIn.retryAfterSeconds)], 429);
        }
        if (!signIn.ok) {
          reply.header('www-authenticate', 'Basic realm="1C exchange", charset="UTF-8"');
          return answer(reply, ['failure', 'Неверное имя пользователя или пароль обмена'], 401);
        }
        const cookie = await service.openSession(type);
        return answer(reply, ['success', EXCHANGE_COOKIE, cookie, `sessid=${cookie}`, `timestamp=${Math.floor(Date.now() / 1000)}`]);
      }
      const cookie = readCookie(request, EXCHANGE_COOKIE) ?? request.query.sessid ?? null;
      const sessionId = cookie && /^[A-Za-z0-9_-]{43}$/.test(cookie) ? await service.findSession(cookie, type) : null;
      if (sessionId === null) return answer(reply, ['failure', 'Сеанс обмена не найден или истёк: начните обмен заново (checkauth)'], 401);

      switch (mode) {
        case 'init':
          await service.init(sessionId);
          // Orders come back from 1C as one plain file; the catalogue may come zipped.
          return answer(reply, [type === 'catalog' ? 'zip=yes' : 'zip=no', `file_limit=${config.fileLimitBytes}`, `sessid=${cookie}`, 'version=2.10']);
        case 'file': {
          if (!filename) return answer(reply, ['failure', 'Не указано имя файла (filename)']);
          const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
          if (type === 'sale') {
            const result = await service.uploadOrders(sessionId, filename, body);
            // A piece of a longer document is taken like a piece of the catalogue: `success`, and 1C sends the next.
            return answer(reply, result.status === 'progress' ? ['success'] : [result.status, ...(result.message ? result.message.split('\n') : [])]);
          }
          try {
            await service.upload(sessionId, filename, body);
          } catch (error) {
            if (error instanceof XmlReadError) return answer(reply, ['failure', error.message]);
            throw error;
          }
          return answer(reply, ['success']);
        }
        case 'import': {
          if (!filename) return answer(reply, ['failure', 'Не указано имя файла (filename)']);
          const result = type === 'sale' ? await service.importOrders(sessionId, filename) : await service.importStep(sessionId, filename);
          return answer(reply, result.message ? [result.status, result.message] : [result.status]);
        }
        case 'query': {
          if (type !== 'sale') return answer(reply, ['failure', 'Выгрузка заказов (query) бывает только у заказов (type=sale)']);
          const document = await sale.exportOrders(sessionId);
          return reply.code(200).type('application/xml; charset=utf-8').header('cache-control', 'no-store').send(document);
        }
        case 'success':
          if (type === 'sale') await sale.markExported(sessionId);
          return answer(reply, ['success']);
        default:
          // deactivate and complete (2.10) need nothing of the site: a full package has already hidden what it left out.
          return answer(reply, ['success']);
      }
    },
  });

  app.get<{ Params: { file: string } }>(
    `${PICTURES_PATH}/:file`,
    {
      schema: {
        tags: ['exchange'],
        summary: 'Картинка товара, загруженная из 1С',
        params: { type: 'object', required: ['file'], properties: { file: { type: 'string', pattern: PICTURE_NAME } } },
      },
    },
    async (request, reply) => {
      const picture = await pictures.findPicture(request.params.file);
      if (!picture) return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'Картинка не найдена', code: 'NOT_FOUND' });
      return reply.type(picture.content_type).header('cache-control', 'public, max-age=31536000, immutable').send(Buffer.from(picture.data));
    },
  );
}
