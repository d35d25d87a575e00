import { createHash } from 'node:crypto';
import fs from 'node:fs';
import type { Database, Queryable } from '../../db/database';
import { slugify } from '../../shared/slug';
import { reencodePicture } from '../media/uploaded-picture';
import {
  CAPTURED_PATHS,
  groupsOf,
  isRoubles,
  offerOf,
  priceTypeOf,
  productOf,
  propertyOf,
  ROOT,
  SCHEMA_VERSIONS,
  storeOf,
  type GroupRecord,
  type OfferRecord,
  type PriceTypeRecord,
  type ProductRecord,
  type PropertyRecord,
  type StoreRecord,
} from './commerceml';
import type { ExchangeConfig } from './exchange-config';
import { isSafeFileName, sessionFile } from './exchange-files';
import { readXml, XmlReadError, type XmlNode } from './xml-reader';

/** Elements written in one transaction. */
export const BATCH_SIZE = 250;

/** Where pictures uploaded with the catalogue are served from. */
export const PICTURES_PATH = '/api/exchange/pictures';

/** Largest picture file read from an upload. */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/** What one import needs: the database, the settings, the session's folder and a way to report progress. */
export interface ImportContext {
  db: Database;
  config: ExchangeConfig;
  sessionId: number;
  fileName: string;
  /** Called after each committed batch with the elements written so far; throws to stop the import. */
  step(done: number): Promise<void>;
}

/** What an import did. */
export interface ImportSummary {
  kind: 'catalog' | 'offers';
  changesOnly: boolean;
  elements: number;
}

type Item =
  | { kind: 'group'; group: GroupRecord }
  | { kind: 'property'; property: PropertyRecord }
  | { kind: 'product'; product: ProductRecord }
  | { kind: 'priceType'; priceType: PriceTypeRecord }
  | { kind: 'store'; store: StoreRecord }
  | { kind: 'offer'; offer: OfferRecord };

interface CategoryRef {
  id: number;
  fullSlug: string;
  level: number;
}

interface PropertyRef {
  role: 'brand' | 'country' | 'other';
  values: Map<string, string>;
}

/** Which role a property's title gives it: the shop has facets for the brand and the country. */
export function propertyRole(title: string): PropertyRef['role'] {
  const lower = title.toLowerCase();
  if (/бренд|торгов\S* марк|производител|^марка$|brand/.test(lower)) return 'brand';
  if (/стран/.test(lower)) return 'country';
  return 'other';
}

const shortHash = (text: string): string => createHash('sha1').update(text).digest('hex').slice(0, 8);

/** The state one import keeps between its batches: 1C's ids resolved to the shop's rows. */
interface ImportState {
  categories: Map<string, CategoryRef>;
  properties: Map<string, PropertyRef>;
  brands: Map<string, number>;
  priceTypes: Map<string, PriceTypeRecord>;
  stores: Set<string>;
  categoryPositions: number;
}

async function loadState(db: Queryable): Promise<ImportState> {
  const [categories, properties, values, brands, priceTypes, stores] = await Promise.all([
    db.query<{ id: number; external_id: string; full_slug: string; level: number }>(
      'SELECT id, external_id, full_slug, level FROM categories WHERE external_id IS NOT NULL',
    ),
    db.query<{ external_id: string; role: PropertyRef['role'] }>('SELECT external_id, role FROM exchange_properties'),
    db.query<{ property_id: string; external_id: string; value: string }>('SELECT property_id, external_id, value FROM exchange_property_values'),
    db.query<{ id: number; title: string }>('SELECT id, title FROM brands'),
    db.query<PriceTypeRecord & { external_id: string }>('SELECT external_id, external_id AS id, title, currency FROM price_types'),
    db.query<{ external_id: string }>('SELECT external_id FROM stores'),
  ]);
  const state: ImportState = {
    categories: new Map(categories.rows.map((row) => [row.external_id, { id: row.id, fullSlug: row.full_slug, level: Number(row.level) }])),
    properties: new Map(properties.rows.map((row) => [row.external_id, { role: row.role, values: new Map() }])),
    brands: new Map(brands.rows.map((row) => [row.title.toLowerCase(), row.id])),
    priceTypes: new Map(priceTypes.rows.map((row) => [row.id, { id: row.id, title: row.title, currency: row.currency }])),
    stores: new Set(stores.rows.map((row) => row.external_id)),
    categoryPositions: 0,
  };
  for (const row of values.rows) state.properties.get(row.property_id)?.values.set(row.external_id, row.value);
  return state;
}

/** A slug not yet taken in `table`: the title's, then with the article, then with a hash of 1C's id. */
async function freeSlug(tx: Queryable, table: 'categories' | 'products', candidates: string[]): Promise<string> {
  for (const candidate of candidates) {
    if (!candidate) continue;
    const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE slug = $1`, [candidate]);
    if (rows.length === 0) return candidate;
  }
  throw new Error(`No free slug among ${candidates.join(', ')}`);
}

async function writeGroup(tx: Queryable, state: ImportState, group: GroupRecord): Promise<void> {
  const parent = group.parentId ? (state.categories.get(group.parentId) ?? null) : null;
  const existing = state.categories.get(group.id);
  // The shop's catalogue has three levels: a deeper group is folded into its level-3 ancestor.
  if (parent && parent.level >= 3) {
    if (!existing) state.categories.set(group.id, parent);
    return;
  }
  const title = group.title.slice(0, 200);
  if (existing) {
    await tx.query('UPDATE categories SET title = $2 WHERE id = $1 AND title IS DISTINCT FROM $2', [existing.id, title]);
    return;
  }
  const base = slugify(title) || 'gruppa';
  const slug = await freeSlug(tx, 'categories', [base, `${base}-${shortHash(group.id)}`]);
  const fullSlug = parent ? `${parent.fullSlug}/${slug}` : slug;
  const level = parent ? parent.level + 1 : 1;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO categories (parent_id, level, position, title, slug, full_slug, external_id)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [parent?.id ?? null, level, 1000 + state.categoryPositions++, title, slug, fullSlug, group.id],
  );
  state.categories.set(group.id, { id: rows[0].id, fullSlug, level });
}

async function writeProperty(tx: Queryable, state: ImportState, property: PropertyRecord): Promise<void> {
  const role = propertyRole(property.title);
  await tx.query(
    `INSERT INTO exchange_properties (external_id, title, role) VALUES ($1, $2, $3)
     ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title, role = EXCLUDED.role
     WHERE (exchange_properties.title, exchange_properties.role) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.role)`,
    [property.id, property.title.slice(0, 200), role],
  );
  const ref = state.properties.get(property.id) ?? { role, values: new Map<string, string>() };
  ref.role = role;
  state.properties.set(property.id, ref);
  const changed = property.values.filter((item) => ref.values.get(item.id) !== item.value);
  if (changed.length > 0) {
    await tx.query(
      `INSERT INTO exchange_property_values (property_id, external_id, value)
       SELECT $1, v.id, v.value FROM unnest($2::text[], $3::text[]) AS v(id, value)
       ON CONFLICT (property_id, external_id) DO UPDATE SET value = EXCLUDED.value`,
      [property.id, changed.map((item) => item.id), changed.map((item) => item.value.slice(0, 500))],
    );
    for (const item of changed) ref.values.set(item.id, item.value);
  }
}

async function ensureBrand(tx: Queryable, state: ImportState, title: string, externalId: string | null): Promise<number> {
  const key = title.toLowerCase();
  const known = state.brands.get(key);
  if (known !== undefined) return known;
  const base = slugify(title) || 'brend';
  const { rows: taken } = await tx.query('SELECT 1 FROM brands WHERE slug = $1', [base]);
  const slug = taken.length === 0 ? base : `${base}-${shortHash(title)}`;
  const letter = title.charAt(0).toUpperCase();
  const taggedId = externalId && (await tx.query('SELECT 1 FROM brands WHERE external_id = $1', [externalId])).rows.length === 0 ? externalId : null;
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO brands (title, slug, letter, country, color, external_id) VALUES ($1, $2, $3, '', '#2b8a7e', $4) RETURNING id`,
    [title.slice(0, 200), slug, letter, taggedId],
  );
  state.brands.set(key, rows[0].id);
  return rows[0].id;
}

/** The category products without a group go to (1C allows a product outside any group). */
async function fallbackCategory(tx: Queryable, state: ImportState): Promise<CategoryRef> {
  await writeGroup(tx, state, { id: 'exchange:без-группы', title: 'Другие товары', parentId: null });
  return state.categories.get('exchange:без-группы')!;
}

interface ExistingProduct {
  id: number;
  external_id: string;
  category_id: number;
  brand_id: number | null;
  title: string;
  slug: string;
  full_slug: string;
  description: string;
  country: string;
  vendor_code: string;
  barcodes: string[];
  hidden_reason: string | null;
  exchange_priced: boolean;
  price_kopecks: number;
  old_price_kopecks: number | null;
  quantity: number;
}

const EXISTING_COLUMNS = `id, external_id, category_id, brand_id, title, slug, full_slug, description, country, vendor_code, barcodes,
  hidden_reason, exchange_priced, price_kopecks, old_price_kopecks, quantity`;

async function existingProducts(tx: Queryable, externalIds: string[]): Promise<Map<string, ExistingProduct>> {
  if (externalIds.length === 0) return new Map();
  const { rows } = await tx.query<ExistingProduct>(
    `SELECT ${EXISTING_COLUMNS} FROM products WHERE external_id = ANY($1::text[])`,
    [externalIds],
  );
  return new Map(rows.map((row) => [row.external_id, row]));
}

/** Stores a picture named in the package; null when the upload has no such file or it is not a picture. */
async function storePicture(tx: Queryable, ctx: ImportContext, name: string): Promise<string | null> {
  if (!isSafeFileName(name)) return null;
  let data: Buffer;
  try {
    const file = sessionFile(ctx.config.dir, ctx.sessionId, name);
    const stat = await fs.promises.stat(file);
    if (!stat.isFile() || stat.size > MAX_PICTURE_BYTES) return null;
    data = await fs.promises.readFile(file);
  } catch {
    return null;
  }
  const sha256 = createHash('sha256').update(data).digest('hex');
  const { rows } = await tx.query<{ file_name: string }>('SELECT file_name FROM product_pictures WHERE sha256 = $1 LIMIT 1', [sha256]);
  if (rows[0]) return `${PICTURES_PATH}/${rows[0].file_name}`;
  const picture = await reencodePicture(data, 1600);
  if (!picture) return null;
  const fileName = `${sha256.slice(0, 32)}.${picture.ext}`;
  await tx.query(
    'INSERT INTO product_pictures (file_name, content_type, data, sha256) VALUES ($1, $2, $3, $4) ON CONFLICT (file_name) DO NOTHING',
    [fileName, picture.type, picture.data, sha256],
  );
  return `${PICTURES_PATH}/${fileName}`;
}

/** Writes a product (only what differs) and answers its row as offers will find it. */
async function writeProduct(tx: Queryable, ctx: ImportContext, state: ImportState, product: ProductRecord, existing: ExistingProduct | undefined): Promise<ExistingProduct | null> {
  const category = (product.groupId ? state.categories.get(product.groupId) : undefined) ?? (await fallbackCategory(tx, state));
  const values = product.properties.map((item) => {
    const ref = state.properties.get(item.id);
    return { id: item.id, role: ref?.role ?? 'other', known: Boolean(ref), value: (ref?.values.get(item.value) ?? item.value).slice(0, 500) };
  });
  const brandTitle = product.manufacturer?.title ?? values.find((item) => item.role === 'brand')?.value ?? null;
  const brandId = brandTitle ? await ensureBrand(tx, state, brandTitle.slice(0, 200), product.manufacturer?.id ?? null) : null;
  const country = (values.find((item) => item.role === 'country')?.value ?? existing?.country ?? '').slice(0, 100);
  const title = (product.title || product.article || product.id).slice(0, 300);
  const description = product.description.slice(0, 20_000);
  const article = product.article.slice(0, 60);

  let vendorCode = existing?.vendor_code ?? '';
  const wanted = article || `1C-${shortHash(product.id)}`;
  if (vendorCode !== wanted) {
    const { rows } = await tx.query('SELECT 1 FROM products WHERE vendor_code = $1 AND id IS DISTINCT FROM $2', [wanted, existing?.id ?? null]);
    vendorCode = rows.length === 0 ? wanted : `${wanted}-${shortHash(product.id)}`;
  }

  let productId: number;
  let inserted: ExistingProduct | null = null;
  if (!existing) {
    const base = slugify(title) || 'tovar';
    const slug = await freeSlug(tx, 'products', [base, article ? `${base}-${slugify(article)}` : '', `${base}-${shortHash(product.id)}`]);
    const { rows } = await tx.query<ExistingProduct>(
      `INSERT INTO products (category_id, brand_id, title, slug, full_slug, description, country, vendor_code, price_kopecks,
                             quantity, external_id, hidden_reason, barcodes, exchange_priced)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, 0, $9, $10, $11, false) RETURNING ${EXISTING_COLUMNS}`,
      [category.id, brandId, title, slug, `${category.fullSlug}/${slug}`, description, country, vendorCode, product.id, product.deleted ? 'deleted' : 'no_price', product.barcodes],
    );
    inserted = rows[0];
    productId = inserted.id;
  } else {
    productId = existing.id;
    const hidden = product.deleted ? 'deleted' : existing.exchange_priced ? null : 'no_price';
    // A deleted product cannot be bought from a cart that still holds it: no stock until 1C offers it again.
    const quantity = product.deleted ? 0 : existing.quantity;
    await tx.query(
      `UPDATE products SET category_id = $2, full_slug = $3, brand_id = $4, title = $5, description = $6, country = $7,
              vendor_code = $8, barcodes = $9, hidden_reason = $10, quantity = $11
       WHERE id = $1 AND (category_id, full_slug, brand_id, title, description, country, vendor_code, barcodes, hidden_reason, quantity)
             IS DISTINCT FROM ($2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11)`,
      [productId, category.id, `${category.fullSlug}/${existing.slug}`, brandId, title, description, country, vendorCode, product.barcodes, hidden, quantity],
    );
  }

  const known = values.filter((item) => item.known);
  // A product just inserted has no properties yet.
  const { rows: current } = inserted
    ? { rows: [] as Array<{ property_id: string; value: string }> }
    : await tx.query<{ property_id: string; value: string }>('SELECT property_id, value FROM product_properties WHERE product_id = $1 ORDER BY property_id', [productId]);
  const wantedProperties = [...new Map(known.map((item) => [item.id, item.value])).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (JSON.stringify(current.map((row) => [row.property_id, row.value])) !== JSON.stringify(wantedProperties)) {
    if (!inserted) await tx.query('DELETE FROM product_properties WHERE product_id = $1', [productId]);
    if (wantedProperties.length > 0) {
      await tx.query(
        'INSERT INTO product_properties (product_id, property_id, value) SELECT $1, p, v FROM unnest($2::text[], $3::text[]) AS t(p, v)',
        [productId, wantedProperties.map(([id]) => id), wantedProperties.map(([, value]) => value)],
      );
    }
  }

  const urls: string[] = [];
  for (const name of product.pictures.slice(0, 10)) {
    const url = await storePicture(tx, ctx, name);
    if (url && !urls.includes(url)) urls.push(url);
  }
  if (urls.length > 0) {
    const { rows: images } = inserted ? { rows: [] as Array<{ url: string }> } : await tx.query<{ url: string }>('SELECT url FROM product_images WHERE product_id = $1 ORDER BY position', [productId]);
    if (images.map((row) => row.url).join('\n') !== urls.join('\n')) {
      if (!inserted) await tx.query('DELETE FROM product_images WHERE product_id = $1', [productId]);
      await tx.query(
        'INSERT INTO product_images (product_id, position, url) SELECT $1, (n - 1)::smallint, u FROM unnest($2::text[]) WITH ORDINALITY AS t(u, n)',
        [productId, urls],
      );
    }
  }
  return inserted;
}

/** Whether a price type (by id or name, case aside) is the one configured. */
function matchesType(type: PriceTypeRecord, wanted: string | null): boolean {
  if (!wanted) return false;
  const lower = wanted.toLowerCase();
  return type.id.toLowerCase() === lower || type.title.toLowerCase() === lower;
}

/** Stock per store of the products of a batch's offers, read in one query: product id → [store id, quantity] by store id. */
async function stockOf(tx: Queryable, productIds: number[]): Promise<Map<number, Array<[string, number]>>> {
  const stock = new Map<number, Array<[string, number]>>();
  if (productIds.length === 0) return stock;
  const { rows } = await tx.query<{ product_id: number; store_id: string; quantity: number }>(
    'SELECT product_id, store_id, quantity FROM product_stock WHERE product_id = ANY($1::int[]) ORDER BY product_id, store_id',
    [productIds],
  );
  for (const row of rows) stock.set(row.product_id, [...(stock.get(row.product_id) ?? []), [row.store_id, row.quantity]]);
  return stock;
}

async function writeOffer(
  tx: Queryable,
  ctx: ImportContext,
  state: ImportState,
  offer: OfferRecord,
  existing: ExistingProduct | undefined,
  stock: Map<number, Array<[string, number]>>,
): Promise<boolean> {
  if (!existing) return false;
  const types = [...state.priceTypes.values()];
  const retailIds = new Set(types.filter((type) => matchesType(type, ctx.config.retailPriceType)).map((type) => type.id));
  const oldIds = new Set(types.filter((type) => matchesType(type, ctx.config.oldPriceType)).map((type) => type.id));
  const retail = offer.prices.find((price) => retailIds.has(price.typeId) && isRoubles(price.currency) && price.kopecks > 0);
  const old = offer.prices.find((price) => oldIds.has(price.typeId) && isRoubles(price.currency) && price.kopecks > 0);

  const priced = existing.exchange_priced || Boolean(retail);
  const price = retail ? Math.min(retail.kopecks, 2_000_000_000) : existing.price_kopecks;
  const oldPrice = ctx.config.oldPriceType === null ? (existing.old_price_kopecks !== null && existing.old_price_kopecks > price ? existing.old_price_kopecks : null) : old && old.kopecks > price ? Math.min(old.kopecks, 2_000_000_000) : null;

  for (const store of offer.stores) {
    if (!state.stores.has(store.id)) {
      await tx.query('INSERT INTO stores (external_id, title) VALUES ($1, $1) ON CONFLICT DO NOTHING', [store.id]);
      state.stores.add(store.id);
    }
  }
  let quantity: number;
  if (offer.deleted) {
    quantity = 0;
    if ((stock.get(existing.id) ?? []).length > 0) await tx.query('DELETE FROM product_stock WHERE product_id = $1', [existing.id]);
    stock.set(existing.id, []);
  } else if (offer.stores.length > 0) {
    quantity = Math.min(offer.stores.reduce((sum, store) => sum + store.quantity, 0), 2_000_000_000);
    const wanted = [...offer.stores].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    if (JSON.stringify(stock.get(existing.id) ?? []) !== JSON.stringify(wanted.map((store) => [store.id, store.quantity]))) {
      await tx.query('DELETE FROM product_stock WHERE product_id = $1', [existing.id]);
      await tx.query(
        'INSERT INTO product_stock (product_id, store_id, quantity) SELECT $1, s, q FROM unnest($2::text[], $3::int[]) AS t(s, q)',
        [existing.id, wanted.map((store) => store.id), wanted.map((store) => store.quantity)],
      );
      stock.set(existing.id, wanted.map((store) => [store.id, store.quantity]));
    }
  } else {
    quantity = offer.quantity ?? existing.quantity;
  }
  const hidden = existing.hidden_reason === 'no_price' && priced ? null : existing.hidden_reason;
  // A deleted product keeps its stores' stock for the record but sells nothing.
  if (hidden === 'deleted') quantity = 0;
  await tx.query(
    `UPDATE products SET price_kopecks = $2, old_price_kopecks = $3, quantity = $4, exchange_priced = $5, hidden_reason = $6
     WHERE id = $1 AND (price_kopecks, old_price_kopecks, quantity, exchange_priced, hidden_reason) IS DISTINCT FROM ($2, $3::int, $4, $5, $6)`,
    [existing.id, price, oldPrice, quantity, priced, hidden],
  );
  return true;
}

/** Writes one batch in one transaction. */
async function writeBatch(ctx: ImportContext, state: ImportState, items: Item[], fullPackage: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const productIds = items.flatMap((item) => (item.kind === 'product' ? [item.product.id] : item.kind === 'offer' ? [item.offer.productId] : []));
    const existing = await existingProducts(tx, [...new Set(productIds)]);
    const stock = await stockOf(
      tx,
      items.flatMap((item) => (item.kind === 'offer' && existing.has(item.offer.productId) ? [existing.get(item.offer.productId)!.id] : [])),
    );
    for (const item of items) {
      if (item.kind === 'group') await writeGroup(tx, state, item.group);
      else if (item.kind === 'property') await writeProperty(tx, state, item.property);
      else if (item.kind === 'priceType') {
        await tx.query(
          `INSERT INTO price_types (external_id, title, currency) VALUES ($1, $2, $3)
           ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title, currency = EXCLUDED.currency
           WHERE (price_types.title, price_types.currency) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.currency)`,
          [item.priceType.id, item.priceType.title.slice(0, 200), item.priceType.currency.slice(0, 20)],
        );
        state.priceTypes.set(item.priceType.id, item.priceType);
      } else if (item.kind === 'store') {
        await tx.query(
          `INSERT INTO stores (external_id, title) VALUES ($1, $2)
           ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title WHERE stores.title IS DISTINCT FROM EXCLUDED.title`,
          [item.store.id, item.store.title.slice(0, 200)],
        );
        state.stores.add(item.store.id);
      } else if (item.kind === 'product') {
        const inserted = await writeProduct(tx, ctx, state, item.product, existing.get(item.product.id));
        // A product just inserted is an offer's target later in this batch.
        if (inserted) existing.set(item.product.id, inserted);
      } else {
        await writeOffer(tx, ctx, state, item.offer, existing.get(item.offer.productId), stock);
      }
    }
    const seen = items.flatMap((item) => (item.kind === 'product' ? [item.product.id] : item.kind === 'offer' ? [item.offer.productId] : []));
    if (fullPackage && seen.length > 0) {
      await tx.query(
        `INSERT INTO exchange_seen (session_id, file_name, external_id) SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING`,
        [ctx.sessionId, ctx.fileName, seen],
      );
    }
  });
}

/** Counts each category's shown products (descendants included), writing only the counts that changed. */
export async function recountCategories(tx: Queryable): Promise<void> {
  await tx.query(`
    WITH direct AS (
      SELECT category_id, count(*)::int AS n FROM products WHERE hidden_reason IS NULL GROUP BY category_id
    ), totals AS (
      SELECT c.id, coalesce(sum(d.n), 0)::int AS n
      FROM categories c
      JOIN categories pc ON pc.full_slug = c.full_slug OR pc.full_slug LIKE c.full_slug || '/%'
      LEFT JOIN direct d ON d.category_id = pc.id
      GROUP BY c.id
    )
    UPDATE categories c SET product_count = t.n FROM totals t WHERE t.id = c.id AND c.product_count <> t.n`);
}

/** The end of a package: what a full package left out is hidden (import.xml) or has no stock (offers.xml). */
async function finish(ctx: ImportContext, kind: ImportSummary['kind'], fullPackage: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const unseen = `external_id IS NOT NULL AND NOT EXISTS (
      SELECT 1 FROM exchange_seen s WHERE s.session_id = $1 AND s.file_name = $2 AND s.external_id = products.external_id)`;
    if (fullPackage && kind === 'catalog') {
      await tx.query(`UPDATE products SET hidden_reason = 'deleted', quantity = 0 WHERE hidden_reason IS DISTINCT FROM 'deleted' AND ${unseen}`, [ctx.sessionId, ctx.fileName]);
    }
    if (fullPackage && kind === 'offers') {
      await tx.query(`DELETE FROM product_stock WHERE product_id IN (SELECT id FROM products WHERE ${unseen})`, [ctx.sessionId, ctx.fileName]);
      await tx.query(`UPDATE products SET quantity = 0 WHERE quantity <> 0 AND ${unseen}`, [ctx.sessionId, ctx.fileName]);
    }
    await tx.query('DELETE FROM exchange_seen WHERE session_id = $1 AND file_name = $2', [ctx.sessionId, ctx.fileName]);
    await recountCategories(tx);
  });
}

const isTrue = (text: string): boolean => /^(true|истина|1)$/i.test(text.trim());

/**
 * Imports one uploaded CommerceML document (import*.xml or offers*.xml), streaming it and writing every
 * {@link BATCH_SIZE} elements in a transaction of their own; rows are written only where they differ, so
 * the same package twice changes nothing. Throws {@link XmlReadError} with a Russian reason for a
 * document that is not CommerceML 2.05–2.10.
 */
export async function importCommerceMl(ctx: ImportContext, filePath: string): Promise<ImportSummary> {
  const state = await loadState(ctx.db);
  let kind: ImportSummary['kind'] | null = null;
  let changesOnly = false;
  let sawRoot = false;
  let queue: Item[] = [];
  let done = 0;

  const flush = async () => {
    if (queue.length === 0) return;
    const batch = queue;
    queue = [];
    await writeBatch(ctx, state, batch, !changesOnly);
    done += batch.length;
    await ctx.step(done);
  };

  const onElement = (path: string, node: XmlNode) => {
    const name = path.slice(ROOT.length + 1);
    if (name.endsWith('СодержитТолькоИзменения')) {
      if (isTrue(node.text)) changesOnly = true;
      return;
    }
    if (name === 'Классификатор/Группы/Группа') for (const group of groupsOf(node)) queue.push({ kind: 'group', group });
    else if (name.startsWith('Классификатор/Свойства/')) {
      const property = propertyOf(node);
      if (property) queue.push({ kind: 'property', property });
    } else if (name.endsWith('ТипыЦен/ТипЦены')) {
      const priceType = priceTypeOf(node);
      if (priceType) queue.push({ kind: 'priceType', priceType });
    } else if (name.endsWith('Склады/Склад')) {
      const store = storeOf(node);
      if (store) queue.push({ kind: 'store', store });
    } else if (name === 'Каталог/Товары/Товар') {
      const product = productOf(node);
      if (product) queue.push({ kind: 'product', product });
    } else if (name === 'ПакетПредложений/Предложения/Предложение') {
      const offer = offerOf(node);
      if (offer) queue.push({ kind: 'offer', offer });
    }
  };

  await readXml(filePath, CAPTURED_PATHS, {
    onOpen(path, attrs) {
      if (path === ROOT) {
        sawRoot = true;
        const version = attrs['ВерсияСхемы'] ?? '';
        if (!(SCHEMA_VERSIONS as readonly string[]).includes(version)) {
          throw new XmlReadError(`Версия схемы CommerceML «${version.slice(0, 20)}» не поддерживается: сайт принимает версии ${SCHEMA_VERSIONS[0]}–${SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]}`);
        }
      } else if (path === `${ROOT}/Каталог` || path === `${ROOT}/ПакетПредложений`) {
        kind = path.endsWith('Каталог') ? 'catalog' : 'offers';
        if (isTrue(attrs['СодержитТолькоИзменения'] ?? '')) changesOnly = true;
      } else if (!sawRoot) {
        throw new XmlReadError('Документ не является документом CommerceML: корневой элемент должен быть КоммерческаяИнформация');
      }
    },
    onElement,
    async afterChunk() {
      if (queue.length >= BATCH_SIZE) await flush();
    },
  });
  if (!sawRoot) throw new XmlReadError('Документ не является документом CommerceML: корневой элемент должен быть КоммерческаяИнформация');
  // A classifier-only import.xml (groups and properties) is a catalogue package without products.
  const finalKind: ImportSummary['kind'] = kind ?? 'catalog';
  await flush();
  // A package without Каталог or ПакетПредложений (a classifier only) hides nothing.
  await finish(ctx, finalKind, !changesOnly && kind !== null);
  return { kind: finalKind, changesOnly, elements: done };
}
