import type { Queryable } from '../../db/database';
import { urls } from '../../shared/urls';
import { xmlText } from '../../shared/xml';
import { createSitemapRepository, type SitemapProductRecord, type SitemapRepository } from './sitemap-repository';

/** Most addresses one sitemap file may hold (sitemaps.org). */
export const SITEMAP_CHUNK = 50_000;

/** Products read per query while a chunk is written: memory holds one batch whatever the chunk's size. */
export const SITEMAP_BATCH = 5000;

/** What the sitemaps list: product pages, category pages, and the shop's other pages (home, catalogue, brands, content). */
export const SITEMAP_KINDS = ['products', 'categories', 'pages'] as const;
export type SitemapKind = (typeof SITEMAP_KINDS)[number];

/** One file of the sitemap index: `products-2.xml` and the latest change of what it lists. */
export interface SitemapChunk {
  kind: SitemapKind;
  number: number;
  lastmod: Date | null;
}

/** One address of a sitemap: a path of the shop and when what it shows last changed. */
interface SitemapEntry {
  path: string;
  lastmod: Date | null;
}

/**
 * First path segments the shop's own screens take (docs/product.md §2): a content page with such a slug
 * would never be shown at `/<slug>`, so it is not listed.
 */
const RESERVED_SLUGS = new Set(['category', 'products', 'brands', 'cart', 'order', 'personal', 'search', 'releases', 'healthz']);

const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';

const toDate = (value: Date | string | null): Date | null => (value === null ? null : new Date(value));
const latest = (a: Date | null, b: Date | null): Date | null => (a === null ? b : b === null || a >= b ? a : b);

/** `2026-11-24T10:05:00Z`: the W3C date-time sitemaps take, to the second. */
export function w3cDate(date: Date): string {
  return `${date.toISOString().slice(0, 19)}Z`;
}

/** The chunk of an id when ids are cut into ranges of `size`: 1…size is chunk 1, and so on. */
const chunkOfId = (id: number, size: number): number => Math.floor((id - 1) / size) + 1;

/** `<url>` of one address; the path is percent-encoded where it is not ASCII, then XML-escaped. */
function urlElement(base: string, entry: SitemapEntry): string {
  const lastmod = entry.lastmod ? `<lastmod>${w3cDate(entry.lastmod)}</lastmod>` : '';
  return `<url><loc>${xmlText(base + encodeURI(entry.path))}</loc>${lastmod}</url>\n`;
}

/** Latest change of the shown products of every category, the category's own change included, descendants rolled up. */
async function categoryEntries(reads: SitemapRepository): Promise<(SitemapEntry & { id: number })[]> {
  const rows = await reads.listCategories();
  // A category page lists its sub-categories and their products too: each category's latest change
  // reaches every ancestor (`a/b/c` counts for `a/b` and `a`).
  const bySlug = new Map<string, Date | null>();
  for (const row of rows) {
    const own = latest(toDate(row.updated_at), toDate(row.products));
    const parts = row.full_slug.split('/');
    for (let depth = 1; depth <= parts.length; depth += 1) {
      const slug = parts.slice(0, depth).join('/');
      bySlug.set(slug, latest(bySlug.get(slug) ?? null, own));
    }
  }
  return rows.map((row) => ({ id: row.id, path: urls.category(row.full_slug), lastmod: bySlug.get(row.full_slug) ?? null }));
}

/** The home page, the catalogue, the brands and every content page, in this order. */
async function pageEntries(reads: SitemapRepository, categories: SitemapEntry[]): Promise<SitemapEntry[]> {
  const [changedAt, brandsChangedAt, pages] = await Promise.all([reads.catalogueChangedAt(), reads.brandsChangedAt(), reads.listPages()]);
  const catalogue = categories.reduce<Date | null>((max, entry) => latest(max, entry.lastmod), null);
  return [
    { path: '/', lastmod: toDate(changedAt) },
    { path: '/category', lastmod: catalogue },
    { path: '/brands', lastmod: toDate(brandsChangedAt) },
    ...pages
      .filter((page) => !RESERVED_SLUGS.has(page.slug.toLowerCase()))
      .map((page) => ({ path: `/${page.slug}`, lastmod: toDate(page.updated_at) })),
  ];
}

/** Entries cut into chunks of `size` by position (lists short enough to be read whole). */
function chunksByPosition(kind: SitemapKind, entries: SitemapEntry[], size: number): SitemapChunk[] {
  const chunks: SitemapChunk[] = [];
  for (let start = 0; start < entries.length; start += size) {
    const lastmod = entries.slice(start, start + size).reduce<Date | null>((max, entry) => latest(max, entry.lastmod), null);
    chunks.push({ kind, number: chunks.length + 1, lastmod });
  }
  return chunks;
}

/**
 * Every file of the sitemap index. Products are cut by id into ranges of `size` ids (chunk n holds ids
 * (n-1)·size+1 … n·size), so a chunk never holds more than `size` addresses, a product stays in its file
 * for good, and each chunk is one range scan of the primary key; this reads the products once, grouped.
 */
export async function sitemapChunks(db: Queryable, size = SITEMAP_CHUNK): Promise<SitemapChunk[]> {
  const reads = createSitemapRepository(db);
  const [products, categories] = await Promise.all([reads.productChunkDates(size), categoryEntries(reads)]);
  const categoryChunks = new Map<number, Date | null>();
  for (const entry of categories) {
    const number = chunkOfId(entry.id, size);
    categoryChunks.set(number, latest(categoryChunks.get(number) ?? null, entry.lastmod));
  }
  return [
    ...products.map((row) => ({ kind: 'products' as const, number: Number(row.number), lastmod: toDate(row.lastmod) })),
    ...[...categoryChunks].map(([number, lastmod]) => ({ kind: 'categories' as const, number, lastmod })),
    ...chunksByPosition('pages', await pageEntries(reads, categories), size),
  ];
}

/** The sitemap index: one `<sitemap>` per chunk, at `<base>/sitemaps/<kind>-<n>.xml`. */
export function sitemapIndexXml(chunks: SitemapChunk[], base: string): string {
  const items = chunks.map((chunk) => {
    const lastmod = chunk.lastmod ? `<lastmod>${w3cDate(chunk.lastmod)}</lastmod>` : '';
    return `<sitemap><loc>${xmlText(`${base}/sitemaps/${chunk.kind}-${chunk.number}.xml`)}</loc>${lastmod}</sitemap>\n`;
  });
  return `${HEAD}<sitemapindex xmlns="${XMLNS}">\n${items.join('')}</sitemapindex>\n`;
}

/** One batch of a product chunk's shown products after `after`, up to the chunk's last id. */
function productBatch(reads: SitemapRepository, after: number, last: number): Promise<SitemapProductRecord[]> {
  return reads.productBatch(after, last, SITEMAP_BATCH);
}

/** The rest of a product chunk after its first batch, batch by batch, then the closing tag. */
async function* productChunkBody(reads: SitemapRepository, base: string, first: SitemapProductRecord[], last: number): AsyncGenerator<string> {
  let rows = first;
  for (;;) {
    yield rows.map((row) => urlElement(base, { path: urls.product(row.full_slug), lastmod: toDate(row.lastmod) })).join('');
    if (rows.length < SITEMAP_BATCH) break;
    rows = await productBatch(reads, rows[rows.length - 1].id, last);
    if (rows.length === 0) break;
  }
  yield '</urlset>\n';
}

async function* whole(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * One sitemap file as chunks of text, or null when the chunk lists nothing (an unknown number). A
 * product chunk is read {@link SITEMAP_BATCH} products at a time by id; the others are short lists.
 */
export async function sitemapChunk(
  db: Queryable,
  base: string,
  kind: SitemapKind,
  number: number,
  size = SITEMAP_CHUNK,
): Promise<AsyncGenerator<string> | null> {
  const open = `${HEAD}<urlset xmlns="${XMLNS}">\n`;
  const reads = createSitemapRepository(db);
  if (kind === 'products') {
    const last = number * size;
    const first = await productBatch(reads, last - size, last);
    if (first.length === 0) return null;
    return (async function* () {
      yield open;
      yield* productChunkBody(reads, base, first, last);
    })();
  }
  const categories = await categoryEntries(reads);
  const entries =
    kind === 'categories'
      ? categories.filter((entry) => chunkOfId(entry.id, size) === number)
      : (await pageEntries(reads, categories)).slice((number - 1) * size, number * size);
  if (entries.length === 0) return null;
  return whole(`${open}${entries.map((entry) => urlElement(base, entry)).join('')}</urlset>\n`);
}
