import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { notFound } from '../../shared/http-error';
import { matchesEtag } from '../../plugins/public-cache';
import { SITEMAP_CHUNK, SITEMAP_KINDS, type SitemapKind, sitemapChunk, sitemapChunks, sitemapIndexXml } from './sitemap';

/** Search engines read sitemaps a few times a day: an hour in any cache, then asked again with the ETag. */
const SITEMAP_CACHE_CONTROL = 'public, max-age=3600';

/** The shop's public address as the shell passes it: an http(s) origin, nothing after it. */
const BASE_PATTERN = '^https?://([A-Za-z0-9-]+(\\.[A-Za-z0-9-]+)*|\\[[0-9A-Fa-f:.]+\\])(:[0-9]{1,5})?$';

const FILE_PATTERN = new RegExp(`^(${SITEMAP_KINDS.join('|')})-([1-9][0-9]{0,6})\\.xml$`);

const baseQuery = {
  type: 'object',
  properties: {
    base: {
      type: 'string',
      maxLength: 200,
      pattern: BASE_PATTERN,
      description: 'Адрес магазина для ссылок (https://zdorovie.example); по умолчанию PUBLIC_URL',
    },
  },
} as const;

/** What the handlers read of a request: the base and the caller's entity tag. */
type SitemapRequest = Pick<FastifyRequest, 'headers'> & { query: { base?: string } };

/**
 * A weak entity tag of the catalogue's version: every sitemap changes only with the catalogue
 * (ADR 0020), so a search engine asking again with it gets 304 without a query. None while the
 * version is unknown. The version is asked for, not just read: on PostgreSQL the listening connection
 * comes up after the process starts, and a sitemap may be the first thing a process serves.
 */
async function versionTag(app: FastifyInstance): Promise<string | null> {
  const version = await app.publicCache.currentVersion();
  return version === null ? null : `W/"sitemap-${version}"`;
}

/**
 * 304 when the caller has this version already (true: answered); otherwise the sitemap's headers are
 * set by {@link cacheable} once the answer is known to exist, so a 404 is never kept for an hour.
 */
function notModified(etag: string | null, request: SitemapRequest, reply: FastifyReply): boolean {
  if (!etag || !matchesEtag(request.headers['if-none-match'], etag)) return false;
  reply.code(304).header('cache-control', SITEMAP_CACHE_CONTROL).header('etag', etag).send();
  return true;
}

/** The headers of a sitemap that exists: how long caches keep it, and its version's tag. */
function cacheable(etag: string | null, reply: FastifyReply): FastifyReply {
  if (etag) reply.header('etag', etag);
  return reply.header('cache-control', SITEMAP_CACHE_CONTROL).type('application/xml; charset=utf-8');
}

/**
 * `GET /api/seo/sitemap.xml` (the index of every chunk) and `GET /api/seo/sitemaps/<kind>-<n>.xml`
 * (products, categories and pages, at most 50 000 addresses a file), read from the database; the shell
 * serves them at `/sitemap.xml` and `/sitemaps/…` with the shop's address as `base`.
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  const baseOf = (request: SitemapRequest): string => request.query.base ?? app.config.publicUrl;

  app.get<{ Querystring: { base?: string } }>(
    '/api/seo/sitemap.xml',
    {
      config: { publicRead: true },
      schema: {
        tags: ['seo'],
        summary: 'Индекс карт сайта (sitemap index): товары, категории и страницы частями до 50 000 адресов',
        querystring: baseQuery,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      // The tag read before the data: a change while it is read gives the next request a new tag.
      const etag = await versionTag(app);
      if (notModified(etag, request, reply)) return reply;
      const chunks = await sitemapChunks(app.readDb, SITEMAP_CHUNK);
      return cacheable(etag, reply).send(sitemapIndexXml(chunks, baseOf(request)));
    },
  );

  app.get<{ Querystring: { base?: string }; Params: { file: string } }>(
    '/api/seo/sitemaps/:file',
    {
      config: { publicRead: true },
      schema: {
        tags: ['seo'],
        summary: 'Одна карта сайта: products-1.xml, categories-1.xml, pages-1.xml…',
        params: {
          type: 'object',
          required: ['file'],
          properties: { file: { type: 'string', maxLength: 40, pattern: FILE_PATTERN.source } },
        },
        querystring: baseQuery,
        produces: ['application/xml'],
      },
    },
    async (request, reply) => {
      const [, kind, number] = FILE_PATTERN.exec(request.params.file) ?? [];
      const etag = await versionTag(app);
      if (notModified(etag, request, reply)) return reply;
      const body = await sitemapChunk(app.readDb, baseOf(request), kind as SitemapKind, Number(number), SITEMAP_CHUNK);
      if (!body) throw notFound();
      const stream = Readable.from(body, { objectMode: false });
      stream.on('error', (error) => request.log.error({ err: error }, 'a sitemap broke off'));
      return cacheable(etag, reply).send(stream);
    },
  );
}
