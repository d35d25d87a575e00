import type { Queryable } from '../../db/database';
import { insertStoreIfMissing, replaceStock, updateOffer, type ExistingProduct, type PriceTypeRow } from './catalog-import-repository';
import { isRoubles, type OfferRecord } from './commerceml';
import type { ImportContext, ImportState } from './import-state';

/** Stock per store of a batch's products: product id → [store id, quantity] ordered by store id. */
export type BatchStock = Map<number, Array<[string, number]>>;

/** Highest price or stock the shop keeps (an int column). */
const MAX_INT = 2_000_000_000;

/** Whether a price type (by id or name, case aside) is the one configured. */
function matchesType(type: PriceTypeRow, wanted: string | null): boolean {
  if (!wanted) return false;
  const lower = wanted.toLowerCase();
  return type.id.toLowerCase() === lower || type.title.toLowerCase() === lower;
}

/** The retail and old price an offer gives in roubles, by the configured price types. */
function pricesOf(ctx: ImportContext, state: ImportState, offer: OfferRecord, existing: ExistingProduct): { price: number; oldPrice: number | null; priced: boolean } {
  const types = [...state.priceTypes.values()];
  const retailIds = new Set(types.filter((type) => matchesType(type, ctx.config.retailPriceType)).map((type) => type.id));
  const oldIds = new Set(types.filter((type) => matchesType(type, ctx.config.oldPriceType)).map((type) => type.id));
  const retail = offer.prices.find((price) => retailIds.has(price.typeId) && isRoubles(price.currency) && price.kopecks > 0);
  const old = offer.prices.find((price) => oldIds.has(price.typeId) && isRoubles(price.currency) && price.kopecks > 0);
  const price = retail ? Math.min(retail.kopecks, MAX_INT) : existing.price_kopecks;
  // Without a configured old price type the old price stays as it was, while it is above the price.
  const kept = existing.old_price_kopecks !== null && existing.old_price_kopecks > price ? existing.old_price_kopecks : null;
  const oldPrice = ctx.config.oldPriceType === null ? kept : old && old.kopecks > price ? Math.min(old.kopecks, MAX_INT) : null;
  return { price, oldPrice, priced: existing.exchange_priced || Boolean(retail) };
}

/** Writes the offer's stock per store (only when it differs) and answers the product's total stock. */
async function writeStock(tx: Queryable, state: ImportState, offer: OfferRecord, existing: ExistingProduct, stock: BatchStock): Promise<number> {
  for (const store of offer.stores) {
    if (!state.stores.has(store.id)) {
      await insertStoreIfMissing(tx, store.id);
      state.stores.add(store.id);
    }
  }
  if (offer.deleted) {
    if ((stock.get(existing.id) ?? []).length > 0) await replaceStock(tx, existing.id, []);
    stock.set(existing.id, []);
    return 0;
  }
  if (offer.stores.length === 0) return offer.quantity ?? existing.quantity;
  const wanted = [...offer.stores].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const pairs: Array<[string, number]> = wanted.map((store) => [store.id, store.quantity]);
  if (JSON.stringify(stock.get(existing.id) ?? []) !== JSON.stringify(pairs)) {
    await replaceStock(tx, existing.id, wanted);
    stock.set(existing.id, pairs);
  }
  return Math.min(offer.stores.reduce((sum, store) => sum + store.quantity, 0), MAX_INT);
}

/**
 * Writes an offer of a product the shop has: its prices and stock; a product waiting for its price is
 * shown once it has one. An offer of an unknown product is passed over (false).
 */
export async function writeOffer(
  tx: Queryable,
  ctx: ImportContext,
  state: ImportState,
  offer: OfferRecord,
  existing: ExistingProduct | undefined,
  stock: BatchStock,
): Promise<boolean> {
  if (!existing) return false;
  const { price, oldPrice, priced } = pricesOf(ctx, state, offer, existing);
  let quantity = await writeStock(tx, state, offer, existing, stock);
  const hiddenReason = existing.hidden_reason === 'no_price' && priced ? null : existing.hidden_reason;
  // A deleted product, or one of a hidden category, keeps its stores' stock for the record but sells nothing.
  if (hiddenReason === 'deleted' || hiddenReason === 'category') quantity = 0;
  await updateOffer(tx, existing.id, { price, oldPrice, quantity, priced, hiddenReason });
  return true;
}
