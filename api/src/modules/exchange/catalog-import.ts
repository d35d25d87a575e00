import type { Queryable } from '../../db/database';
import { slugify } from '../../shared/slug';
import {
  emptyUnseenStock,
  findProducts,
  forgetSeen,
  hideUnseenCategories,
  hideUnseenProducts,
  insertCategory,
  productValueIds,
  recountCategories,
  recomputeHiddenCategories,
  rememberSeen,
  updateCategory,
  stockOf,
  upsertDirectoryValues,
  upsertPriceType,
  upsertProperty,
  upsertStore,
  syncProductsWithCategories,
} from './catalog-import-repository';
import {
  CAPTURED_PATHS,
  groupsOf,
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
import { freeSlug, loadState, shortHash, type CategoryRef, type ImportContext, type ImportState, type PropertyRole } from './import-state';
import { writeOffer } from './offer-import';
import { FALLBACK_GROUP_ID, writeProduct, type ProductBatch } from './product-import';
import { readXml, XmlReadError, type XmlNode, type XmlSource } from './xml-reader';

export type { ImportContext } from './import-state';

/** Elements written in one transaction at most. */
export const BATCH_SIZE = 250;

/**
 * How long one batch's transaction should last on PGlite. Its transaction holds the only connection, so the
 * storefront's reads wait for it: batches are sized from the last one's time to end within this (ADR 0033).
 * PostgreSQL's readers never wait for a writer, and its batches stay at {@link BATCH_SIZE}.
 */
const PGLITE_BATCH_MS = 150;

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

/** Which role a property's title gives it: the shop has facets for the brand and the country. */
export function propertyRole(title: string): PropertyRole {
  const lower = title.toLowerCase();
  if (/бренд|торгов\S* марк|производител|^марка$|brand/.test(lower)) return 'brand';
  if (/стран/.test(lower)) return 'country';
  return 'other';
}

/**
 * Writes a group as a category (only what differs): its title, and whether 1C deleted it. A deleted group
 * is hidden, never deleted, and so are its sub-groups; naming it again undeleted brings it back.
 */
async function writeGroup(tx: Queryable, state: ImportState, group: GroupRecord): Promise<void> {
  const parent = group.parentId ? (state.categories.get(group.parentId) ?? null) : null;
  const existing = state.categories.get(group.id);
  // The shop's catalogue has three levels: a deeper group is folded into its level-3 ancestor.
  if (parent && parent.level >= 3) {
    if (!existing) state.categories.set(group.id, parent);
    return;
  }
  const title = group.title.slice(0, 200);
  const hidden = group.deleted || Boolean(parent?.hidden);
  if (existing) {
    await updateCategory(tx, existing.id, title, group.deleted);
    existing.hidden = hidden;
    return;
  }
  const base = slugify(title) || 'gruppa';
  const slug = await freeSlug(tx, 'categories', [base, `${base}-${shortHash(group.id)}`]);
  const fullSlug = parent ? `${parent.fullSlug}/${slug}` : slug;
  const level = parent ? parent.level + 1 : 1;
  const hiddenReason = group.deleted ? 'deleted' : hidden ? 'parent' : null;
  const position = 1000 + state.categoryPositions++;
  const id = await insertCategory(tx, { parentId: parent?.id ?? null, level, position, title, slug, fullSlug, externalId: group.id, hiddenReason });
  state.categories.set(group.id, { id, fullSlug, level, hidden });
}

async function writeProperty(tx: Queryable, state: ImportState, property: PropertyRecord): Promise<void> {
  const role = propertyRole(property.title);
  const id = await upsertProperty(tx, { externalId: property.id, title: property.title.slice(0, 200), role, valueType: property.valueType, facet: property.inUse });
  const ref = state.properties.get(property.id) ?? { id, role, valueType: property.valueType, values: new Map<string, string>() };
  Object.assign(ref, { id, role, valueType: property.valueType });
  state.properties.set(property.id, ref);
  const changed = property.values.filter((item) => ref.values.get(item.id) !== item.value);
  await upsertDirectoryValues(tx, property.id, changed.map((item) => ({ id: item.id, value: item.value.slice(0, 500) })));
  for (const item of changed) ref.values.set(item.id, item.value);
}

/** The category of products without a group, made the first time one comes. */
async function fallbackCategory(tx: Queryable, state: ImportState): Promise<CategoryRef> {
  await writeGroup(tx, state, { id: FALLBACK_GROUP_ID, title: 'Другие товары', parentId: null, deleted: false });
  return state.categories.get(FALLBACK_GROUP_ID)!;
}

/** Writes one batch in one transaction. */
async function writeBatch(ctx: ImportContext, state: ImportState, items: Item[], fullPackage: boolean): Promise<void> {
  await ctx.db.transaction(async (tx) => {
    const named = items.flatMap((item) => (item.kind === 'product' ? [item.product.id] : item.kind === 'offer' ? [item.offer.productId] : []));
    const existing = await findProducts(tx, [...new Set(named)]);
    const idsOf = (kind: Item['kind']) =>
      items.flatMap((item) => {
        const externalId = item.kind === 'product' ? item.product.id : item.kind === 'offer' ? item.offer.productId : null;
        const row = item.kind === kind && externalId !== null ? existing.get(externalId) : undefined;
        return row ? [row.id] : [];
      });
    const stock = await stockOf(tx, idsOf('offer'));
    const batch: ProductBatch = { existing, values: await productValueIds(tx, idsOf('product')), fallbackCategory: () => fallbackCategory(tx, state) };
    for (const item of items) {
      if (item.kind === 'group') await writeGroup(tx, state, item.group);
      else if (item.kind === 'property') await writeProperty(tx, state, item.property);
      else if (item.kind === 'priceType') {
        await upsertPriceType(tx, { id: item.priceType.id, title: item.priceType.title.slice(0, 200), currency: item.priceType.currency.slice(0, 20) });
        state.priceTypes.set(item.priceType.id, item.priceType);
      } else if (item.kind === 'store') {
        await upsertStore(tx, item.store.id, item.store.title.slice(0, 200));
        state.stores.add(item.store.id);
      } else if (item.kind === 'product') {
        const inserted = await writeProduct(tx, ctx, state, batch, item.product);
        // A product just inserted is an offer's target later in this batch.
        if (inserted) existing.set(item.product.id, inserted);
      } else {
        await writeOffer(tx, ctx, state, item.offer, existing.get(item.offer.productId), stock);
      }
    }
    // Groups are remembered apart from products (`group:<id>`): a full classifier hides the groups it left out.
    const groups = items.flatMap((item) => (item.kind === 'group' ? [`group:${item.group.id}`] : []));
    if (fullPackage) await rememberSeen(tx, ctx.sessionId, ctx.fileName, [...named, ...groups]);
  });
}

/** What reading a document learns about it. */
interface DocumentFacts {
  sawRoot: boolean;
  /** `catalog` (Каталог), `offers` (ПакетПредложений), or null for a classifier alone. */
  kind: ImportSummary['kind'] | null;
  changesOnly: boolean;
  /** The classifier lists its groups (Классификатор/Группы): a full one names every group. */
  groupsListed: boolean;
}

/**
 * The end of a package: what a full package left out is hidden (products and groups of import.xml) or
 * has no stock (offers.xml); the categories below hidden ones and the products of hidden categories
 * follow their categories, and the categories are counted again.
 */
async function finish(ctx: ImportContext, facts: DocumentFacts): Promise<void> {
  const full = !facts.changesOnly;
  const kind = facts.kind ?? 'catalog';
  await ctx.db.transaction(async (tx) => {
    // A package without Каталог or ПакетПредложений (a classifier only) hides no product.
    if (full && facts.kind === 'catalog') await hideUnseenProducts(tx, ctx.sessionId, ctx.fileName);
    if (full && facts.kind === 'offers') await emptyUnseenStock(tx, ctx.sessionId, ctx.fileName);
    if (full && facts.groupsListed) await hideUnseenCategories(tx, ctx.sessionId, ctx.fileName, FALLBACK_GROUP_ID);
    if (kind === 'catalog') {
      await recomputeHiddenCategories(tx);
      await syncProductsWithCategories(tx);
    }
    await forgetSeen(tx, ctx.sessionId, ctx.fileName);
    await recountCategories(tx);
  });
}

const isTrue = (text: string): boolean => /^(true|истина|1)$/i.test(text.trim());

/** The items an element of the document gives (a group gives its sub-groups too); none for others. */
function itemsOf(name: string, node: XmlNode): Item[] {
  if (name === 'Классификатор/Группы/Группа') return groupsOf(node).map((group) => ({ kind: 'group', group }));
  const one = <T>(value: T | null, wrap: (value: T) => Item): Item[] => (value ? [wrap(value)] : []);
  if (name.startsWith('Классификатор/Свойства/')) return one(propertyOf(node), (property) => ({ kind: 'property', property }));
  if (name.endsWith('ТипыЦен/ТипЦены')) return one(priceTypeOf(node), (priceType) => ({ kind: 'priceType', priceType }));
  if (name.endsWith('Склады/Склад')) return one(storeOf(node), (store) => ({ kind: 'store', store }));
  if (name === 'Каталог/Товары/Товар') return one(productOf(node), (product) => ({ kind: 'product', product }));
  if (name === 'ПакетПредложений/Предложения/Предложение') return one(offerOf(node), (offer) => ({ kind: 'offer', offer }));
  return [];
}

const NOT_COMMERCEML = 'Документ не является документом CommerceML: корневой элемент должен быть КоммерческаяИнформация';

/** Learns from each opening element what the document is; throws for a document that is not CommerceML 2.05–2.10. */
function noteOpening(facts: DocumentFacts, path: string, attrs: Record<string, string>): void {
  if (path === ROOT) {
    facts.sawRoot = true;
    const version = attrs['ВерсияСхемы'] ?? '';
    if (!(SCHEMA_VERSIONS as readonly string[]).includes(version)) {
      throw new XmlReadError(`Версия схемы CommerceML «${version.slice(0, 20)}» не поддерживается: сайт принимает версии ${SCHEMA_VERSIONS[0]}–${SCHEMA_VERSIONS[SCHEMA_VERSIONS.length - 1]}`);
    }
  } else if (!facts.sawRoot) {
    throw new XmlReadError(NOT_COMMERCEML);
  } else if (path === `${ROOT}/Каталог` || path === `${ROOT}/ПакетПредложений` || path === `${ROOT}/Классификатор`) {
    if (!path.endsWith('Классификатор')) facts.kind = path.endsWith('Каталог') ? 'catalog' : 'offers';
    if (isTrue(attrs['СодержитТолькоИзменения'] ?? '')) facts.changesOnly = true;
  } else if (path === `${ROOT}/Классификатор/Группы`) {
    facts.groupsListed = true;
  }
}

/**
 * Imports one uploaded CommerceML document (import*.xml or offers*.xml), streaming it and writing every
 * {@link BATCH_SIZE} elements (fewer on PGlite) in a transaction of their own; rows are written only where they differ, so
 * the same package twice changes nothing. Throws {@link XmlReadError} with a Russian reason for a
 * document that is not CommerceML 2.05–2.10.
 */
export async function importCommerceMl(ctx: ImportContext, document: XmlSource): Promise<ImportSummary> {
  const state = await loadState(ctx.db);
  const facts: DocumentFacts = { sawRoot: false, kind: null, changesOnly: false, groupsListed: false };
  const queue: Item[] = [];
  let done = 0;
  const sized = ctx.db.engine === 'pglite';
  let batchSize = sized ? 20 : BATCH_SIZE;

  /** Writes the queue in batches of `batchSize` (all of it when `all`, else while a whole batch is there). */
  const flush = async (all: boolean) => {
    while (queue.length >= batchSize || (all && queue.length > 0)) {
      const batch = queue.splice(0, batchSize);
      const started = performance.now();
      await writeBatch(ctx, state, batch, !facts.changesOnly);
      if (sized) batchSize = Math.max(5, Math.min(BATCH_SIZE, Math.round((batch.length * PGLITE_BATCH_MS) / Math.max(1, performance.now() - started))));
      done += batch.length;
      await ctx.step(done);
    }
  };

  await readXml(document, CAPTURED_PATHS, {
    onOpen: (path, attrs) => noteOpening(facts, path, attrs),
    onElement(path, node) {
      const name = path.slice(ROOT.length + 1);
      if (name.endsWith('СодержитТолькоИзменения')) {
        if (isTrue(node.text)) facts.changesOnly = true;
      } else for (const item of itemsOf(name, node)) queue.push(item);
    },
    async afterChunk() {
      await flush(false);
    },
  });
  if (!facts.sawRoot) throw new XmlReadError(NOT_COMMERCEML);
  await flush(true);
  await finish(ctx, facts);
  // A classifier-only import.xml (groups and properties) is a catalogue package without products.
  return { kind: facts.kind ?? 'catalog', changesOnly: facts.changesOnly, elements: done };
}
