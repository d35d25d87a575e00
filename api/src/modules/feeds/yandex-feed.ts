import type { Queryable } from '../../db/database';
import { SITE_NAME } from '../../shared/shop';
import { absoluteUrl, urls } from '../../shared/urls';
import { element as el, xmlText } from '../../shared/xml';

/** Offers read per query: the feed of 100 000 products is 100 short index scans, never one long read. */
export const FEED_BATCH = 1000;

/** Longest description in the feed (Yandex Market takes up to 3 000 characters). */
const DESCRIPTION_MAX = 3000;

interface OfferRow {
  id: number;
  title: string;
  full_slug: string;
  description: string;
  vendor_code: string;
  price_kopecks: number;
  old_price_kopecks: number | null;
  quantity: number;
  category_id: number;
  country: string;
  brand: string | null;
  barcodes: string[];
  picture: string | null;
}

const rubles = (kopecks: number) => (kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2));

/** `2026-11-24T13:05:00+03:00`, the date YML wants, in Moscow time. */
export function ymlDate(now: Date): string {
  return `${new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 19)}+03:00`;
}

function offer(row: OfferRow, publicUrl: string): string {
  const description = row.description.length > DESCRIPTION_MAX ? `${row.description.slice(0, DESCRIPTION_MAX - 1)}…` : row.description;
  return (
    `<offer id="${row.id}" available="${row.quantity > 0}">` +
    el('url', absoluteUrl(publicUrl, urls.product(row.full_slug))) +
    el('price', rubles(Number(row.price_kopecks))) +
    (row.old_price_kopecks !== null && Number(row.old_price_kopecks) > Number(row.price_kopecks) ? el('oldprice', rubles(Number(row.old_price_kopecks))) : '') +
    el('currencyId', 'RUR') +
    el('categoryId', row.category_id) +
    el('picture', absoluteUrl(publicUrl, row.picture ?? urls.productPackshot(row.id, 0, 'webp'))) +
    el('name', row.title) +
    (row.brand ? el('vendor', row.brand) : '') +
    el('vendorCode', row.vendor_code) +
    (description ? el('description', description) : '') +
    (row.country ? el('country_of_origin', row.country) : '') +
    row.barcodes.map((code) => el('barcode', code)).join('') +
    el('count', row.quantity) +
    '</offer>\n'
  );
}

/**
 * The Yandex Market catalogue (YML) of the shown products, as chunks of text: the shop's header and
 * categories, then the offers read {@link FEED_BATCH} at a time by id. Memory holds one batch whatever the
 * catalogue's size; a slow reader slows the reads (the generator waits for it).
 */
export async function* yandexFeed(db: Queryable, publicUrl: string, now = new Date()): AsyncGenerator<string> {
  const [{ rows: categories }, { rows: company }] = await Promise.all([
    db.query<{ id: number; parent_id: number | null; title: string }>('SELECT id, parent_id, title FROM categories ORDER BY level, position, id'),
    db.query<{ value: string }>("SELECT value FROM configs WHERE key = 'COMPANY_NAME'"),
  ]);
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${ymlDate(now)}">\n<shop>\n` +
    `${el('name', SITE_NAME)}\n${el('company', company[0]?.value || SITE_NAME)}\n${el('url', publicUrl)}\n` +
    '<currencies><currency id="RUR" rate="1"/></currencies>\n<categories>\n' +
    categories.map((row) => `<category id="${row.id}"${row.parent_id === null ? '' : ` parentId="${row.parent_id}"`}>${xmlText(row.title)}</category>\n`).join('') +
    '</categories>\n<offers>\n';
  let after = 0;
  for (;;) {
    const { rows } = await db.query<OfferRow>(
      `SELECT p.id, p.title, p.full_slug, p.description, p.vendor_code, p.price_kopecks, p.old_price_kopecks, p.quantity, p.category_id,
              p.country, b.title AS brand, p.barcodes,
              (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS picture
       FROM products p LEFT JOIN brands b ON b.id = p.brand_id
       WHERE p.id > $1 AND p.hidden_reason IS NULL ORDER BY p.id LIMIT $2`,
      [after, FEED_BATCH],
    );
    if (rows.length === 0) break;
    yield rows.map((row) => offer(row, publicUrl)).join('');
    after = rows[rows.length - 1].id;
    if (rows.length < FEED_BATCH) break;
  }
  yield '</offers>\n</shop>\n</yml_catalog>\n';
}
