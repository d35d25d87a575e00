import type { Queryable } from '../../db/database';
import { SITE_NAME } from '../../shared/shop';
import { absoluteUrl, urls } from '../../shared/urls';
import { element as el, xmlText } from '../../shared/xml';
import { findCompanyName, listFeedCategories, listFeedOffers, type OfferRecord } from './feed-repository';

/** Offers read per query: the feed of 100 000 products is 100 short index scans, never one long read. */
export const FEED_BATCH = 1000;

/** Longest description in the feed (Yandex Market takes up to 3 000 characters). */
const DESCRIPTION_MAX = 3000;

const rubles = (kopecks: number) => (kopecks % 100 === 0 ? String(kopecks / 100) : (kopecks / 100).toFixed(2));

/** `2026-11-24T13:05:00+03:00`, the date YML wants, in Moscow time. */
export function ymlDate(now: Date): string {
  return `${new Date(now.getTime() + 3 * 3600_000).toISOString().slice(0, 19)}+03:00`;
}

function offer(row: OfferRecord, publicUrl: string): string {
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
  const [categories, company] = await Promise.all([listFeedCategories(db), findCompanyName(db)]);
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<yml_catalog date="${ymlDate(now)}">\n<shop>\n` +
    `${el('name', SITE_NAME)}\n${el('company', company || SITE_NAME)}\n${el('url', publicUrl)}\n` +
    '<currencies><currency id="RUR" rate="1"/></currencies>\n<categories>\n' +
    categories.map((row) => `<category id="${row.id}"${row.parent_id === null ? '' : ` parentId="${row.parent_id}"`}>${xmlText(row.title)}</category>\n`).join('') +
    '</categories>\n<offers>\n';
  let after = 0;
  for (;;) {
    const rows = await listFeedOffers(db, after, FEED_BATCH);
    if (rows.length === 0) break;
    yield rows.map((row) => offer(row, publicUrl)).join('');
    after = rows[rows.length - 1].id;
    if (rows.length < FEED_BATCH) break;
  }
  yield '</offers>\n</shop>\n</yml_catalog>\n';
}
