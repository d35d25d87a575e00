import type { Queryable } from '../../db/database';
import type { PropertyValueType } from './commerceml';

/**
 * The SQL of the CommerceML import (ADR 0018): what an import reads when it starts, and the writes of one
 * batch, each given the batch's transaction. Every write compares first, so a package read twice writes
 * nothing.
 */

/** A category that came from 1C, as an import resolves groups to it. */
export interface CategoryRefRecord {
  id: number;
  external_id: string;
  full_slug: string;
  level: number;
  hidden_reason: 'deleted' | 'parent' | null;
}

/** A price type 1C sent. */
export interface PriceTypeRow {
  id: string;
  title: string;
  currency: string;
}

/** A property of the classifier as stored. */
export interface PropertyRow {
  id: number;
  external_id: string;
  role: 'brand' | 'country' | 'other';
  value_type: PropertyValueType;
}

/** What the import knows of the shop before it starts: 1C's ids resolved to rows. */
export interface ImportBasis {
  categories: CategoryRefRecord[];
  properties: PropertyRow[];
  propertyValues: Array<{ property_id: string; external_id: string; value: string }>;
  brands: Array<{ id: number; title: string }>;
  priceTypes: PriceTypeRow[];
  stores: string[];
}

/** A product as the import compares it (and offers find it). */
export interface ExistingProduct {
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

/** Everything {@link ImportBasis} holds, read in parallel. */
export async function readImportBasis(db: Queryable): Promise<ImportBasis> {
  const [categories, properties, values, brands, priceTypes, stores] = await Promise.all([
    db.query<CategoryRefRecord>('SELECT id, external_id, full_slug, level, hidden_reason FROM categories WHERE external_id IS NOT NULL'),
    db.query<PropertyRow>('SELECT id, external_id, role, value_type FROM exchange_properties'),
    db.query<{ property_id: string; external_id: string; value: string }>('SELECT property_id, external_id, value FROM exchange_property_values'),
    db.query<{ id: number; title: string }>('SELECT id, title FROM brands'),
    db.query<PriceTypeRow>('SELECT external_id AS id, title, currency FROM price_types'),
    db.query<{ external_id: string }>('SELECT external_id FROM stores'),
  ]);
  return {
    categories: categories.rows.map((row) => ({ ...row, level: Number(row.level) })),
    properties: properties.rows,
    propertyValues: values.rows,
    brands: brands.rows,
    priceTypes: priceTypes.rows,
    stores: stores.rows.map((row) => row.external_id),
  };
}

/** Whether a slug is taken in `table`. */
export async function slugTaken(tx: Queryable, table: 'categories' | 'products' | 'brands', slug: string): Promise<boolean> {
  const { rows } = await tx.query(`SELECT 1 FROM ${table} WHERE slug = $1`, [slug]);
  return rows.length > 0;
}

/**
 * Renames a category and marks it deleted by 1C or not, when either differs. A category hidden for its
 * parent's sake stays so here; the end of the package works that out ({@link recomputeHiddenCategories}).
 */
export async function updateCategory(tx: Queryable, id: number, title: string, deleted: boolean): Promise<void> {
  await tx.query(
    `UPDATE categories SET title = $2,
            hidden_reason = CASE WHEN $3 THEN 'deleted' WHEN hidden_reason = 'deleted' THEN NULL ELSE hidden_reason END
     WHERE id = $1 AND (title IS DISTINCT FROM $2 OR ($3 AND hidden_reason IS DISTINCT FROM 'deleted') OR (NOT $3 AND hidden_reason = 'deleted'))`,
    [id, title, deleted],
  );
}

/** Adds a category of a 1C group; answers its id. */
export async function insertCategory(
  tx: Queryable,
  category: {
    parentId: number | null;
    level: number;
    position: number;
    title: string;
    slug: string;
    fullSlug: string;
    externalId: string;
    hiddenReason: 'deleted' | 'parent' | null;
  },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO categories (parent_id, level, position, title, slug, full_slug, external_id, hidden_reason)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING id`,
    [category.parentId, category.level, category.position, category.title, category.slug, category.fullSlug, category.externalId, category.hiddenReason],
  );
  return rows[0].id;
}

/** Writes a property of the classifier, when it is new or anything of it changed; answers its number. */
export async function upsertProperty(
  tx: Queryable,
  property: { externalId: string; title: string; role: string; valueType: PropertyValueType; facet: boolean },
): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO exchange_properties (external_id, title, role, value_type, facet) VALUES ($1, $2, $3, $4, $5)
     ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title, role = EXCLUDED.role, value_type = EXCLUDED.value_type, facet = EXCLUDED.facet
     WHERE (exchange_properties.title, exchange_properties.role, exchange_properties.value_type, exchange_properties.facet)
           IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.role, EXCLUDED.value_type, EXCLUDED.facet)
     RETURNING id`,
    [property.externalId, property.title, property.role, property.valueType, property.facet],
  );
  if (rows[0]) return rows[0].id;
  // Nothing changed, so nothing was returned: the row is as it was.
  const { rows: same } = await tx.query<{ id: number }>('SELECT id FROM exchange_properties WHERE external_id = $1', [property.externalId]);
  return same[0].id;
}

/** Writes the values of a directory property (1C's value id → text). */
export async function upsertDirectoryValues(tx: Queryable, propertyId: string, values: Array<{ id: string; value: string }>): Promise<void> {
  if (values.length === 0) return;
  await tx.query(
    `INSERT INTO exchange_property_values (property_id, external_id, value)
     SELECT $1, v.id, v.value FROM unnest($2::text[], $3::text[]) AS v(id, value)
     ON CONFLICT (property_id, external_id) DO UPDATE SET value = EXCLUDED.value`,
    [propertyId, values.map((item) => item.id), values.map((item) => item.value)],
  );
}

/** Whether a brand carries this 1C id already. */
export async function brandExternalIdTaken(tx: Queryable, externalId: string): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM brands WHERE external_id = $1', [externalId]);
  return rows.length > 0;
}

/** Adds a brand named by 1C; answers its id. */
export async function insertBrand(tx: Queryable, brand: { title: string; slug: string; letter: string; externalId: string | null }): Promise<number> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO brands (title, slug, letter, country, color, external_id) VALUES ($1, $2, $3, '', '#2b8a7e', $4) RETURNING id`,
    [brand.title, brand.slug, brand.letter, brand.externalId],
  );
  return rows[0].id;
}

/** The products of these 1C ids, by id. */
export async function findProducts(tx: Queryable, externalIds: string[]): Promise<Map<string, ExistingProduct>> {
  if (externalIds.length === 0) return new Map();
  const { rows } = await tx.query<ExistingProduct>(`SELECT ${EXISTING_COLUMNS} FROM products WHERE external_id = ANY($1::text[])`, [externalIds]);
  return new Map(rows.map((row) => [row.external_id, row]));
}

/** Whether another product than `exceptId` has this vendor code. */
export async function vendorCodeTaken(tx: Queryable, vendorCode: string, exceptId: number | null): Promise<boolean> {
  const { rows } = await tx.query('SELECT 1 FROM products WHERE vendor_code = $1 AND id IS DISTINCT FROM $2', [vendorCode, exceptId]);
  return rows.length > 0;
}

/** The fields of a product 1C's catalogue sets. */
export interface ProductFields {
  categoryId: number;
  fullSlug: string;
  brandId: number | null;
  title: string;
  description: string;
  country: string;
  vendorCode: string;
  barcodes: string[];
  hiddenReason: string | null;
}

/** Adds a product of 1C's catalogue, waiting for its price (price 1 kopeck, no stock, `exchange_priced` false). */
export async function insertProduct(tx: Queryable, fields: ProductFields & { slug: string; externalId: string }): Promise<ExistingProduct> {
  const { rows } = await tx.query<ExistingProduct>(
    `INSERT INTO products (category_id, brand_id, title, slug, full_slug, description, country, vendor_code, price_kopecks,
                           quantity, external_id, hidden_reason, barcodes, exchange_priced)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 1, 0, $9, $10, $11, false) RETURNING ${EXISTING_COLUMNS}`,
    [fields.categoryId, fields.brandId, fields.title, fields.slug, fields.fullSlug, fields.description, fields.country, fields.vendorCode, fields.externalId, fields.hiddenReason, fields.barcodes],
  );
  return rows[0];
}

/** Updates a product's catalogue fields and stock, when any differs. */
export async function updateProduct(tx: Queryable, id: number, fields: ProductFields & { quantity: number }): Promise<void> {
  await tx.query(
    `UPDATE products SET category_id = $2, full_slug = $3, brand_id = $4, title = $5, description = $6, country = $7,
            vendor_code = $8, barcodes = $9, hidden_reason = $10, quantity = $11
     WHERE id = $1 AND (category_id, full_slug, brand_id, title, description, country, vendor_code, barcodes, hidden_reason, quantity)
           IS DISTINCT FROM ($2, $3, $4, $5, $6, $7, $8, $9::text[], $10, $11)`,
    [id, fields.categoryId, fields.fullSlug, fields.brandId, fields.title, fields.description, fields.country, fields.vendorCode, fields.barcodes, fields.hiddenReason, fields.quantity],
  );
}

/** A property's value by its text. */
export interface PropertyValueRow {
  id: number;
  property_id: number;
  value: string;
}

/** The rows of these property values (by property number and text), added when new. */
export async function ensurePropertyValues(tx: Queryable, values: Array<{ propertyId: number; value: string }>): Promise<PropertyValueRow[]> {
  if (values.length === 0) return [];
  const params = [values.map((item) => item.propertyId), values.map((item) => item.value)];
  await tx.query('INSERT INTO property_values (property_id, value) SELECT * FROM unnest($1::int[], $2::text[]) ON CONFLICT DO NOTHING', params);
  const { rows } = await tx.query<PropertyValueRow>(
    'SELECT v.id, v.property_id, v.value FROM property_values v JOIN unnest($1::int[], $2::text[]) AS t(p, value) ON v.property_id = t.p AND v.value = t.value',
    params,
  );
  return rows;
}

/** The property values of these products: product id → value ids, ascending. */
export async function productValueIds(tx: Queryable, productIds: number[]): Promise<Map<number, number[]>> {
  const values = new Map<number, number[]>();
  if (productIds.length === 0) return values;
  const { rows } = await tx.query<{ product_id: number; value_id: number }>(
    'SELECT product_id, value_id FROM product_property_values WHERE product_id = ANY($1::int[]) ORDER BY product_id, value_id',
    [productIds],
  );
  for (const row of rows) values.set(row.product_id, [...(values.get(row.product_id) ?? []), row.value_id]);
  return values;
}

/** Replaces a product's property values (`fresh`: it has none yet). */
export async function replaceProductValues(tx: Queryable, productId: number, values: PropertyValueRow[], fresh: boolean): Promise<void> {
  if (!fresh) await tx.query('DELETE FROM product_property_values WHERE product_id = $1', [productId]);
  if (values.length === 0) return;
  await tx.query('INSERT INTO product_property_values (product_id, property_id, value_id) SELECT $1, p, v FROM unnest($2::int[], $3::int[]) AS t(p, v)', [
    productId,
    values.map((item) => item.property_id),
    values.map((item) => item.id),
  ]);
}

/** The file name of a stored picture with these bytes (by SHA-256), or null. */
export async function findPictureBySha(tx: Queryable, sha256: string): Promise<string | null> {
  const { rows } = await tx.query<{ file_name: string }>('SELECT file_name FROM product_pictures WHERE sha256 = $1 LIMIT 1', [sha256]);
  return rows[0]?.file_name ?? null;
}

/** Stores a picture uploaded with the catalogue. */
export async function insertPicture(tx: Queryable, picture: { fileName: string; contentType: string; data: Buffer; sha256: string }): Promise<void> {
  await tx.query('INSERT INTO product_pictures (file_name, content_type, data, sha256) VALUES ($1, $2, $3, $4) ON CONFLICT (file_name) DO NOTHING', [
    picture.fileName,
    picture.contentType,
    picture.data,
    picture.sha256,
  ]);
}

/** A product's picture addresses in order. */
export async function productImageUrls(tx: Queryable, productId: number): Promise<string[]> {
  const { rows } = await tx.query<{ url: string }>('SELECT url FROM product_images WHERE product_id = $1 ORDER BY position', [productId]);
  return rows.map((row) => row.url);
}

/** Replaces a product's pictures (`fresh`: it has none yet). */
export async function replaceProductImages(tx: Queryable, productId: number, urls: string[], fresh: boolean): Promise<void> {
  if (!fresh) await tx.query('DELETE FROM product_images WHERE product_id = $1', [productId]);
  await tx.query('INSERT INTO product_images (product_id, position, url) SELECT $1, (n - 1)::smallint, u FROM unnest($2::text[]) WITH ORDINALITY AS t(u, n)', [productId, urls]);
}

/** Writes a price type, when it is new or changed. */
export async function upsertPriceType(tx: Queryable, type: PriceTypeRow): Promise<void> {
  await tx.query(
    `INSERT INTO price_types (external_id, title, currency) VALUES ($1, $2, $3)
     ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title, currency = EXCLUDED.currency
     WHERE (price_types.title, price_types.currency) IS DISTINCT FROM (EXCLUDED.title, EXCLUDED.currency)`,
    [type.id, type.title, type.currency],
  );
}

/** Writes a store, when it is new or renamed. */
export async function upsertStore(tx: Queryable, id: string, title: string): Promise<void> {
  await tx.query(
    `INSERT INTO stores (external_id, title) VALUES ($1, $2)
     ON CONFLICT (external_id) DO UPDATE SET title = EXCLUDED.title WHERE stores.title IS DISTINCT FROM EXCLUDED.title`,
    [id, title],
  );
}

/** Adds a store an offer names before the classifier did (titled by its id), unless it exists. */
export async function insertStoreIfMissing(tx: Queryable, id: string): Promise<void> {
  await tx.query('INSERT INTO stores (external_id, title) VALUES ($1, $1) ON CONFLICT DO NOTHING', [id]);
}

/** Stock per store of these products: product id → [store id, quantity] ordered by store id. */
export async function stockOf(tx: Queryable, productIds: number[]): Promise<Map<number, Array<[string, number]>>> {
  const stock = new Map<number, Array<[string, number]>>();
  if (productIds.length === 0) return stock;
  const { rows } = await tx.query<{ product_id: number; store_id: string; quantity: number }>(
    'SELECT product_id, store_id, quantity FROM product_stock WHERE product_id = ANY($1::int[]) ORDER BY product_id, store_id',
    [productIds],
  );
  for (const row of rows) stock.set(row.product_id, [...(stock.get(row.product_id) ?? []), [row.store_id, row.quantity]]);
  return stock;
}

/** Replaces a product's stock per store (none: `stores` empty). */
export async function replaceStock(tx: Queryable, productId: number, stores: Array<{ id: string; quantity: number }>): Promise<void> {
  await tx.query('DELETE FROM product_stock WHERE product_id = $1', [productId]);
  if (stores.length === 0) return;
  await tx.query('INSERT INTO product_stock (product_id, store_id, quantity) SELECT $1, s, q FROM unnest($2::text[], $3::int[]) AS t(s, q)', [
    productId,
    stores.map((store) => store.id),
    stores.map((store) => store.quantity),
  ]);
}

/** Sets what an offer says of a product, when anything differs. */
export async function updateOffer(
  tx: Queryable,
  id: number,
  offer: { price: number; oldPrice: number | null; quantity: number; priced: boolean; hiddenReason: string | null },
): Promise<void> {
  await tx.query(
    `UPDATE products SET price_kopecks = $2, old_price_kopecks = $3, quantity = $4, exchange_priced = $5, hidden_reason = $6
     WHERE id = $1 AND (price_kopecks, old_price_kopecks, quantity, exchange_priced, hidden_reason) IS DISTINCT FROM ($2, $3::int, $4, $5, $6)`,
    [id, offer.price, offer.oldPrice, offer.quantity, offer.priced, offer.hiddenReason],
  );
}

/** Remembers the 1C ids a full package named, so that what it left out can be found when it ends. */
export async function rememberSeen(tx: Queryable, sessionId: number, fileName: string, externalIds: string[]): Promise<void> {
  if (externalIds.length === 0) return;
  await tx.query('INSERT INTO exchange_seen (session_id, file_name, external_id) SELECT $1, $2, unnest($3::text[]) ON CONFLICT DO NOTHING', [sessionId, fileName, externalIds]);
}

const UNSEEN_PRODUCT = `external_id IS NOT NULL AND NOT EXISTS (
  SELECT 1 FROM exchange_seen s WHERE s.session_id = $1 AND s.file_name = $2 AND s.external_id = products.external_id)`;

/** Hides (never deletes) the 1C products a full catalogue package left out; they sell nothing. */
export async function hideUnseenProducts(tx: Queryable, sessionId: number, fileName: string): Promise<void> {
  await tx.query(`UPDATE products SET hidden_reason = 'deleted', quantity = 0 WHERE hidden_reason IS DISTINCT FROM 'deleted' AND ${UNSEEN_PRODUCT}`, [sessionId, fileName]);
}

/** Empties the stock of the 1C products a full offers package left out. */
export async function emptyUnseenStock(tx: Queryable, sessionId: number, fileName: string): Promise<void> {
  await tx.query(`DELETE FROM product_stock WHERE product_id IN (SELECT id FROM products WHERE ${UNSEEN_PRODUCT})`, [sessionId, fileName]);
  await tx.query(`UPDATE products SET quantity = 0 WHERE quantity <> 0 AND ${UNSEEN_PRODUCT}`, [sessionId, fileName]);
}

/** Hides the categories of 1C's groups a full classifier left out (the fallback category of ungrouped products aside). */
export async function hideUnseenCategories(tx: Queryable, sessionId: number, fileName: string, fallbackId: string): Promise<void> {
  await tx.query(
    `UPDATE categories c SET hidden_reason = 'deleted'
     WHERE c.external_id IS NOT NULL AND c.external_id <> $3 AND c.hidden_reason IS DISTINCT FROM 'deleted'
       AND NOT EXISTS (SELECT 1 FROM exchange_seen s WHERE s.session_id = $1 AND s.file_name = $2 AND s.external_id = 'group:' || c.external_id)`,
    [sessionId, fileName, fallbackId],
  );
}

/** Marks 'parent' the categories below a deleted one, and shows again those no deleted ancestor hides any more. */
export async function recomputeHiddenCategories(tx: Queryable): Promise<void> {
  await tx.query(`
    WITH wanted AS (
      SELECT c.id, CASE WHEN EXISTS (SELECT 1 FROM categories a WHERE a.hidden_reason = 'deleted' AND c.full_slug LIKE a.full_slug || '/%')
                        THEN 'parent' END AS reason
      FROM categories c WHERE c.hidden_reason IS DISTINCT FROM 'deleted'
    )
    UPDATE categories c SET hidden_reason = w.reason FROM wanted w WHERE w.id = c.id AND c.hidden_reason IS DISTINCT FROM w.reason`);
}

/**
 * Hides the products of hidden categories ('category': not listed, sold no more) and brings back those of
 * categories shown again, with their stock per store (or none until the next offers) and their wait for a
 * price if they still have none. A product 1C deleted stays deleted.
 */
export async function syncProductsWithCategories(tx: Queryable): Promise<void> {
  await tx.query(`
    UPDATE products SET hidden_reason = 'category', quantity = 0
    WHERE (hidden_reason IS NULL OR hidden_reason = 'no_price')
      AND category_id IN (SELECT id FROM categories WHERE hidden_reason IS NOT NULL)`);
  await tx.query(`
    UPDATE products p SET hidden_reason = CASE WHEN p.exchange_priced THEN NULL ELSE 'no_price' END,
           quantity = coalesce((SELECT least(sum(s.quantity), 2000000000)::int FROM product_stock s WHERE s.product_id = p.id), 0)
    WHERE p.hidden_reason = 'category' AND p.category_id IN (SELECT id FROM categories WHERE hidden_reason IS NULL)`);
}

/** Forgets what a package named. */
export async function forgetSeen(tx: Queryable, sessionId: number, fileName: string): Promise<void> {
  await tx.query('DELETE FROM exchange_seen WHERE session_id = $1 AND file_name = $2', [sessionId, fileName]);
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
