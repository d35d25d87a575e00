import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../db/database';
import { createCatalogVersionRepository } from './catalog-version-repository';

/**
 * What shared caches (a CDN, the browser) may do with a public catalogue read: keep it ten seconds,
 * then serve it up to a minute longer while they ask again (ADR 0020).
 */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** Default size of the process's cache of public reads. */
export const DEFAULT_PUBLIC_CACHE_MB = 64;
/**
 * A kept answer at least this large is also kept compressed with brotli, made the first time a caller that
 * accepts brotli asks for it, at a quality fast enough for a first request (a category page: 40 → 5 KB).
 */
const BROTLI_MIN_BYTES = 1024;
const BROTLI_QUALITY = 6;
/** How often a process that does not know the catalogue's version asks the database for it. */
const VERSION_RETRY_MS = 1000;

declare module 'fastify' {
  interface FastifyInstance {
    /** Answers of the public catalogue reads, kept under the catalogue's version (ADR 0020). */
    publicCache: PublicCache;
  }
  interface FastifyContextConfig {
    /**
     * The route answers the same to everyone (a public catalogue read): the caller's identity is not
     * looked up before the handler (`app.identify` does it when the handler needs it after all).
     */
    publicRead?: boolean;
  }
}

/** One kept answer: the serialised body, its entity tag and what the handler wants to know about it. */
export interface CachedAnswer<Meta = unknown> {
  /** The serialised body in UTF-8, encoded once: a kept answer is sent without encoding it again (a category page is 40 KB). */
  payload: Buffer;
  /** The payload compressed with brotli, once a caller that accepts it has asked (large answers only). */
  brotli?: Buffer;
  etag: string;
  meta: Meta | undefined;
}

interface Entry extends CachedAnswer {
  version: number;
  tag: string | undefined;
  expires: number;
  /** What the entry costs in memory, roughly. */
  bytes: number;
}

export interface CacheOptions<T, Meta> {
  /** Keep the answer no longer than this even when the catalogue does not change (for data outside it). */
  ttlMs?: number;
  /** The `Cache-Control` of the answer; {@link PUBLIC_CACHE_CONTROL} by default. */
  cacheControl?: string;
  /** What the handler needs to know about a kept answer without reading it again. */
  meta?: (value: T) => Meta;
  /** Something besides the request the answer depends on (the search engine's words): part of the key. */
  vary?: string;
  /** A name to drop the answer by before its time ({@link PublicCache.forget}). */
  tag?: string;
}

export interface PublicCache {
  /** The kept answer of this request, or the one `compute` gives (then kept, when the catalogue did not change meanwhile). */
  get<T, Meta = unknown>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
    options?: CacheOptions<T, Meta>,
  ): Promise<CachedAnswer<Meta>>;
  /** Sends a kept answer with its `ETag` and `Cache-Control`, or `304` when the caller has it already. */
  send(
    request: FastifyRequest,
    reply: FastifyReply,
    answer: CachedAnswer,
    cacheControl?: string,
  ): FastifyReply;
  /** {@link PublicCache.get} then {@link PublicCache.send}. */
  reply<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    compute: () => Promise<T>,
    options?: CacheOptions<T, unknown>,
  ): Promise<FastifyReply>;
  /** Drops the kept answers of a tag (this process's own write of what they show, outside the catalogue). */
  forget(tag: string): void;
  /** The catalogue version answers are kept under; null while unknown (nothing is kept then). */
  readonly version: number | null;
  /**
   * The version, after starting to listen when nothing has yet (a sitemap may be the first request a
   * process serves) and reading it again when it is unknown; null when the database cannot tell.
   */
  currentVersion(): Promise<number | null>;
  /** Kept answers and their size. */
  stats(): { entries: number; bytes: number; hits: number; misses: number };
}

/** The request as the cache knows it: the route, its parameters and its validated query, keys sorted. */
export function requestKey(request: FastifyRequest): string {
  return `${request.routeOptions.url}\u0000${stableJson(request.params)}\u0000${stableJson(request.query)}`;
}

function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value) ?? '';
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const record = value as Record<string, unknown>;
  return `{${Object.keys(record)
    .filter((key) => record[key] !== undefined)
    .sort()
    .map((key) => `${JSON.stringify(key)}:${stableJson(record[key])}`)
    .join(',')}}`;
}

/** A weak entity tag of a body: equal bodies get equal tags in every process. */
export function entityTag(body: string | Buffer): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

/** Whether the caller (a browser, the shell's proxy on its behalf, a CDN) accepts a brotli body. */
export function acceptsBrotli(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').some((part) => {
    const [coding, ...params] = part.trim().toLowerCase().split(';');
    if (coding.trim() !== 'br') return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/** The brotli body of a kept answer, made once (null when the answer is too small to gain from it). */
function brotliOf(answer: CachedAnswer): Buffer | null {
  if (answer.payload.length < BROTLI_MIN_BYTES) return null;
  answer.brotli ??= brotliCompressSync(answer.payload, {
    params: {
      [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [zlib.BROTLI_PARAM_MODE]: zlib.BROTLI_MODE_TEXT,
      [zlib.BROTLI_PARAM_SIZE_HINT]: answer.payload.length,
    },
  });
  return answer.brotli;
}

/** Whether an `If-None-Match` header names `etag` (weak comparison, as GET allows). */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  const bare = etag.replace(/^W\//, '');
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === bare);
}

/**
 * Builds the cache over a database. The version is learnt from the database's notifications (every
 * process LISTENs; see migration 0025) and read from `catalog_version` when listening (re)starts.
 */
export function createPublicCache(
  db: Database,
  options: { maxBytes: number; now?: () => number; readDb?: Database },
): PublicCache & { close(): Promise<void> } {
  const now = options.now ?? Date.now;
  // With a replica the reads see a write only once it has replayed it: its own copy of the version row says when.
  const readDb = options.readDb ?? db;
  const versions = createCatalogVersionRepository(readDb);
  let catchingUp: Promise<void> | null = null;
  let wanted = 0;
  const entries = new Map<string, Entry>();
  const pending = new Map<string, Promise<Entry>>();
  let bytes = 0;
  let hits = 0;
  let misses = 0;
  let version: number | null = null;
  let schema: string | null = null;
  let listening = false;
  let started: Promise<void> | null = null;
  let stop: (() => Promise<void>) | null = null;
  let nextRead = 0;
  let closed = false;

  const clear = (): void => {
    entries.clear();
    pending.clear();
    bytes = 0;
  };
  const setVersion = (next: number | null): void => {
    if (next !== version) clear();
    version = next;
  };
  const readVersion = async (): Promise<void> => {
    nextRead = now() + VERSION_RETRY_MS;
    try {
      const read = await versions.read();
      schema = read.schema;
      if (listening) setVersion(read.version);
    } catch {
      // Not migrated yet, or the database is away: nothing is kept until the version is known.
      setVersion(null);
    }
  };
  const onPayload = (payload: string): void => {
    const at = payload.lastIndexOf(':');
    const from = payload.slice(0, at);
    const next = Number(payload.slice(at + 1));
    if (schema === null || version === null) {
      void readVersion();
      return;
    }
    if (from !== schema || !Number.isFinite(next)) return;
    if (next <= version) return;
    if (readDb === db) setVersion(next);
    else catchUp(next);
  };
  /** Adopts `next` once the replica shows it (asked every 20 ms); until then the kept answers agree with the replica. */
  const catchUp = (next: number): void => {
    wanted = Math.max(wanted, next);
    catchingUp ??= (async () => {
      while (!closed && version !== null && version < wanted) {
        try {
          const seen = await versions.readVersion();
          if (seen > version) setVersion(Math.min(seen, wanted));
        } catch {
          setVersion(null);
        }
        if (version !== null && version < wanted) await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })().finally(() => {
      catchingUp = null;
    });
  };
  const onState = (nowListening: boolean): void => {
    listening = nowListening;
    if (!nowListening) setVersion(null);
    else void readVersion();
  };
  const start = (): Promise<void> => {
    started ??= db
      .listen(onPayload, onState)
      .then((stopListening) => {
        if (closed) return stopListening();
        stop = stopListening;
        return readVersion();
      })
      .catch(() => {
        started = null;
      });
    return started;
  };

  const evict = (): void => {
    while (bytes > options.maxBytes && entries.size > 0) {
      const [key, entry] = entries.entries().next().value as [string, Entry];
      entries.delete(key);
      bytes -= entry.bytes;
    }
  };
  const entryBytes = (key: string, payload: Buffer): number => 2 * key.length + payload.length + 200;

  const cache: PublicCache & { close(): Promise<void> } = {
    get version() {
      return version;
    },

    async currentVersion() {
      if (!started) await start();
      else if (version === null && listening && now() >= nextRead) await readVersion();
      return version;
    },

    async get<T, Meta>(
      request: FastifyRequest,
      reply: FastifyReply,
      compute: () => Promise<T>,
      cacheOptions: CacheOptions<T, Meta> = {},
    ) {
      await cache.currentVersion();
      const key =
        cacheOptions.vary === undefined
          ? requestKey(request)
          : `${requestKey(request)}\u0000${cacheOptions.vary}`;
      const usable = version !== null && options.maxBytes > 0;
      if (usable) {
        const entry = entries.get(key);
        if (entry && entry.version === version && entry.expires > now()) {
          hits += 1;
          entries.delete(key);
          entries.set(key, entry);
          return entry as CachedAnswer<Meta>;
        }
        const inFlight = pending.get(key);
        if (inFlight) return (await inFlight) as CachedAnswer<Meta>;
      }
      misses += 1;
      const startedAt = version;
      const computing = (async (): Promise<Entry> => {
        const value = await compute();
        const payload = Buffer.from(reply.serialize(value) as string);
        return {
          payload,
          etag: entityTag(payload),
          meta: cacheOptions.meta?.(value),
          version: startedAt ?? -1,
          tag: cacheOptions.tag,
          expires: now() + (cacheOptions.ttlMs ?? Number.POSITIVE_INFINITY),
          bytes: entryBytes(key, payload),
        };
      })();
      if (!usable) return computing as Promise<CachedAnswer<Meta>>;
      pending.set(key, computing);
      try {
        const entry = await computing;
        // Kept only when the catalogue did not change while it was computed.
        if (startedAt === version && pending.get(key) === computing) {
          const previous = entries.get(key);
          if (previous) bytes -= previous.bytes;
          entries.delete(key);
          entries.set(key, entry);
          bytes += entry.bytes;
          evict();
        }
        return entry as CachedAnswer<Meta>;
      } finally {
        if (pending.get(key) === computing) pending.delete(key);
      }
    },

    send(request, reply, answer, cacheControl = PUBLIC_CACHE_CONTROL) {
      reply.header('cache-control', cacheControl).header('etag', answer.etag).header('vary', 'Accept-Encoding');
      if (matchesEtag(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
      reply.type('application/json; charset=utf-8');
      // Compressed once per kept answer, not on every request by whatever stands in front.
      const packed = acceptsBrotli(request.headers['accept-encoding']) ? brotliOf(answer) : null;
      if (packed) return reply.header('content-encoding', 'br').send(packed);
      return reply.send(answer.payload);
    },

    async reply(request, reply, compute, cacheOptions = {}) {
      const answer = await cache.get(request, reply, compute, cacheOptions);
      return cache.send(request, reply, answer, cacheOptions.cacheControl);
    },

    forget(tag) {
      for (const [key, entry] of entries) {
        if (entry.tag !== tag) continue;
        entries.delete(key);
        bytes -= entry.bytes;
      }
      // An answer being computed may have read the data before the write: it is not kept either.
      pending.clear();
    },

    stats() {
      return { entries: entries.size, bytes, hits, misses };
    },

    async close() {
      closed = true;
      clear();
      await stop?.();
    },
  };
  return cache;
}

/**
 * Decorates the app with its {@link PublicCache} (`maxBytes` 0 turns keeping off; answers still get
 * their `ETag`). Answers that depend on who asks get `private, no-store` from the hostile-input plugin.
 */
export const publicCachePlugin = fp<{ maxBytes?: number }>(
  async (app, options) => {
    const cache = createPublicCache(app.db, {
      maxBytes: options.maxBytes ?? DEFAULT_PUBLIC_CACHE_MB * 1024 * 1024,
    });
    app.decorate('publicCache', cache);
    app.addHook('onClose', async () => cache.close());
  },
  { name: 'public-cache', dependencies: ['repositories'] },
);
