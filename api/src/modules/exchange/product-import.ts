import { createHash } from 'node:crypto';
import type { Queryable } from '../../db/database';
import { slugify } from '../../shared/slug';
import { reencodePicture } from '../media/index';
import {
  brandExternalIdTaken,
  findPictureBySha,
  insertBrand,
  insertPicture,
  insertProduct,
  ensurePropertyValues,
  productImageUrls,
  replaceProductImages,
  replaceProductValues,
  slugTaken,
  updateProduct,
  vendorCodeTaken,
  type ExistingProduct,
  type ProductFields,
  type PropertyValueRow,
} from './catalog-import-repository';
import { propertyValueText, type ProductRecord } from './commerceml';
import { isSafeFileName, sessionFile } from './exchange-files';
import { freeSlug, shortHash, type CategoryRef, type ImportContext, type ImportState, type PropertyRole } from './import-state';

/** Where pictures uploaded with the catalogue are served from. */
export const PICTURES_PATH = '/api/exchange/pictures';

/** Largest picture file read from an upload. */
const MAX_PICTURE_BYTES = 15 * 1024 * 1024;

/** The id of the category products without a group go to (1C allows a product outside any group). */
export const FALLBACK_GROUP_ID = 'exchange:без-группы';

/** A product's property value as the import writes it: resolved to text, with its property's number and role. */
interface ResolvedValue {
  propertyId: number;
  role: PropertyRole;
  value: string;
}

/** What the products of one batch share: the rows 1C's ids name, and their property values as stored. */
export interface ProductBatch {
  existing: Map<string, ExistingProduct>;
  /** Value ids of the batch's existing products, ascending. */
  values: Map<number, number[]>;
  /** The category of products without a group. */
  fallbackCategory(): Promise<CategoryRef>;
}

/** The product's values of known properties as text, each once; values of properties the classifier did not name are skipped. */
function resolveValues(state: ImportState, product: ProductRecord): ResolvedValue[] {
  const seen = new Set<string>();
  return product.properties.flatMap((item) => {
    const ref = state.properties.get(item.id);
    const value = ref ? propertyValueText(ref.valueType, item.value, ref.values) : null;
    if (!ref || value === null || seen.has(`${ref.id}\u0000${value}`)) return [];
    seen.add(`${ref.id}\u0000${value}`);
    return [{ propertyId: ref.id, role: ref.role, value }];
  });
}

/** The brand 1C names (a property, or `Изготовитель`), created the first time it is seen; its id. */
async function ensureBrand(tx: Queryable, state: ImportState, title: string, externalId: string | null): Promise<number> {
  const key = title.toLowerCase();
  const known = state.brands.get(key);
  if (known !== undefined) return known;
  const base = slugify(title) || 'brend';
  const slug = (await slugTaken(tx, 'brands', base)) ? `${base}-${shortHash(title)}` : base;
  const taggedId = externalId && !(await brandExternalIdTaken(tx, externalId)) ? externalId : null;
  const id = await insertBrand(tx, { title: title.slice(0, 200), slug, letter: title.charAt(0).toUpperCase(), externalId: taggedId });
  state.brands.set(key, id);
  return id;
}

/** The article as the vendor code, made unique with a hash of 1C's id when another product has it. */
async function vendorCodeOf(tx: Queryable, product: ProductRecord, existing: ExistingProduct | undefined): Promise<string> {
  const current = existing?.vendor_code ?? '';
  const wanted = product.article.slice(0, 60) || `1C-${shortHash(product.id)}`;
  if (current === wanted) return current;
  return (await vendorCodeTaken(tx, wanted, existing?.id ?? null)) ? `${wanted}-${shortHash(product.id)}` : wanted;
}

/** The catalogue fields of a product as 1C gives them. */
async function productFields(
  tx: Queryable,
  state: ImportState,
  product: ProductRecord,
  existing: ExistingProduct | undefined,
  category: CategoryRef,
  values: ResolvedValue[],
): Promise<ProductFields> {
  const brandTitle = product.manufacturer?.title ?? values.find((item) => item.role === 'brand')?.value ?? null;
  const brandId = brandTitle ? await ensureBrand(tx, state, brandTitle.slice(0, 200), product.manufacturer?.id ?? null) : null;
  // 1C's deletion first, then a hidden category's (brought back at the end of the package), then the wait for a price.
  const inHiddenCategory = category.hidden || existing?.hidden_reason === 'category';
  const hiddenReason = product.deleted ? 'deleted' : inHiddenCategory ? 'category' : existing && existing.exchange_priced ? null : 'no_price';
  return {
    categoryId: category.id,
    fullSlug: existing ? `${category.fullSlug}/${existing.slug}` : '',
    brandId,
    title: (product.title || product.article || product.id).slice(0, 300),
    description: product.description.slice(0, 20_000),
    country: (values.find((item) => item.role === 'country')?.value ?? existing?.country ?? '').slice(0, 100),
    vendorCode: await vendorCodeOf(tx, product, existing),
    barcodes: product.barcodes,
    hiddenReason,
  };
}

/** Inserts a new product (hidden until priced) with a free slug; answers its row. */
async function insertNew(tx: Queryable, product: ProductRecord, category: CategoryRef, fields: ProductFields): Promise<ExistingProduct> {
  const base = slugify(fields.title) || 'tovar';
  const article = product.article.slice(0, 60);
  const slug = await freeSlug(tx, 'products', [base, article ? `${base}-${slugify(article)}` : '', `${base}-${shortHash(product.id)}`]);
  return insertProduct(tx, { ...fields, slug, fullSlug: `${category.fullSlug}/${slug}`, externalId: product.id });
}

/** The value rows of resolved values, from the import's memory or added to the database once. */
async function valueRows(tx: Queryable, state: ImportState, values: ResolvedValue[]): Promise<PropertyValueRow[]> {
  const key = (propertyId: number, value: string) => `${propertyId}\u0000${value}`;
  const missing = values.filter((item) => !state.valueIds.has(key(item.propertyId, item.value)));
  for (const row of await ensurePropertyValues(tx, missing)) state.valueIds.set(key(row.property_id, row.value), row.id);
  return values.map((item) => ({ id: state.valueIds.get(key(item.propertyId, item.value))!, property_id: item.propertyId, value: item.value }));
}

/** Writes a product's property values when they differ from the stored ones. */
async function writeProperties(tx: Queryable, state: ImportState, productId: number, values: ResolvedValue[], current: number[] | null): Promise<void> {
  const rows = (await valueRows(tx, state, values)).sort((a, b) => a.id - b.id);
  if (current !== null && current.join(',') === rows.map((row) => row.id).join(',')) return;
  await replaceProductValues(tx, productId, rows, current === null);
}

/** Stores a picture named in the package; its address, or null when the upload has no such file or it is not a picture. */
async function storePicture(tx: Queryable, ctx: ImportContext, name: string): Promise<string | null> {
  if (!isSafeFileName(name)) return null;
  const file = sessionFile(ctx.sessionId, name);
  // Read in the import's transaction: the embedded database's one connection is the transaction's.
  const files = ctx.files.readsOn(tx);
  const size = await files.size(file);
  if (size === null || size > MAX_PICTURE_BYTES) return null;
  const data = await files.read(file);
  if (!data) return null;
  const sha256 = createHash('sha256').update(data).digest('hex');
  const stored = await findPictureBySha(tx, sha256);
  if (stored) return `${PICTURES_PATH}/${stored}`;
  const picture = await reencodePicture(data, 1600);
  if (!picture) return null;
  const fileName = `${sha256.slice(0, 32)}.${picture.ext}`;
  await insertPicture(tx, { fileName, contentType: picture.type, data: picture.data, sha256 });
  return `${PICTURES_PATH}/${fileName}`;
}

/** Writes the pictures the package names, when they differ from the product's. */
async function writePictures(tx: Queryable, ctx: ImportContext, productId: number, names: string[], fresh: boolean): Promise<void> {
  const urls: string[] = [];
  for (const name of names.slice(0, 10)) {
    const url = await storePicture(tx, ctx, name);
    if (url && !urls.includes(url)) urls.push(url);
  }
  if (urls.length === 0) return;
  const current = fresh ? [] : await productImageUrls(tx, productId);
  if (current.join('\n') !== urls.join('\n')) await replaceProductImages(tx, productId, urls, fresh);
}

/**
 * Writes a product (only what differs): its category, brand, texts, properties and pictures. Answers the
 * row of a product it inserted (an offer later in the batch finds it), null otherwise.
 */
export async function writeProduct(tx: Queryable, ctx: ImportContext, state: ImportState, batch: ProductBatch, product: ProductRecord): Promise<ExistingProduct | null> {
  const existing = batch.existing.get(product.id);
  const category = (product.groupId ? state.categories.get(product.groupId) : undefined) ?? (await batch.fallbackCategory());
  const values = resolveValues(state, product);
  const fields = await productFields(tx, state, product, existing, category, values);
  const inserted = existing ? null : await insertNew(tx, product, category, fields);
  if (existing) {
    // A hidden product cannot be bought from a cart that still holds it: no stock until it is shown again.
    const sellsNothing = fields.hiddenReason === 'deleted' || fields.hiddenReason === 'category';
    await updateProduct(tx, existing.id, { ...fields, quantity: sellsNothing ? 0 : existing.quantity });
  }
  const productId = existing?.id ?? inserted!.id;
  await writeProperties(tx, state, productId, values, inserted ? null : (batch.values.get(productId) ?? []));
  await writePictures(tx, ctx, productId, product.pictures, Boolean(inserted));
  return inserted;
}
