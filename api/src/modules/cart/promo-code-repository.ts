import type { Database, Queryable } from '../../db/database';
import type { PromoCodeRecord } from './promo-rules';

/** Reads of promo codes, usable on the database or inside a transaction. */
export interface PromoCodeReads {
  findPromo(code: string): Promise<PromoCodeRecord | null>;
  /** Goods of a cart (gifts excluded) and the part of them `promo` covers, in kopecks. */
  cartGoods(cartId: number, promo: PromoCodeRecord): Promise<{ goodsKopecks: number; eligibleKopecks: number }>;
  hasCustomerUsed(code: string, accountId: number): Promise<boolean>;
  /** The customer has placed an order that was not cancelled (what a first-order code is checked against). */
  hasEarlierOrder(accountId: number): Promise<boolean>;
}

/** Promo code writes, only inside a transaction. */
export interface PromoCodeWriter extends PromoCodeReads {
  /** The code locked until the transaction ends, so uses of one code are counted one after another. */
  lockPromo(code: string): Promise<PromoCodeRecord | null>;
  /** Records one use by an order and counts it; false when the total limit is already reached. */
  recordUse(code: string, accountId: number, orderId: number, discountKopecks: number): Promise<boolean>;
}

/** Promo codes and their uses; writes happen in the transactions of the cart and of orders. */
export type PromoCodeRepository = PromoCodeReads;

const PROMO_SELECT = `
  SELECT pc.code, pc.title, pc.kind, pc.percent, pc.amount_kopecks, pc.min_order_kopecks, pc.once_per_customer, pc.first_order_only,
         pc.max_uses, pc.uses_count,
         (pc.starts_at IS NULL OR pc.starts_at <= now()) AS started,
         (pc.ends_at IS NOT NULL AND pc.ends_at <= now()) AS expired,
         pc.category_id, c.title AS category_title, c.full_slug AS category_full_slug,
         pc.brand_id, b.title AS brand_title
  FROM promo_codes pc
  LEFT JOIN categories c ON c.id = pc.category_id
  LEFT JOIN brands b ON b.id = pc.brand_id
  WHERE pc.code = $1`;

function reads(db: Queryable): PromoCodeReads {
  return {
    async findPromo(code) {
      const { rows } = await db.query<PromoCodeRecord>(PROMO_SELECT, [code]);
      return rows[0] ?? null;
    },
    async cartGoods(cartId, promo) {
      // float8 keeps sums of int products exact (below 2^53) and a number on both drivers.
      const { rows } = await db.query<{ goods: number; eligible: number }>(
        `SELECT coalesce(sum(p.price_kopecks::bigint * i.quantity), 0)::float8 AS goods,
                coalesce(sum(p.price_kopecks::bigint * i.quantity) FILTER (
                  WHERE ($2::int IS NULL OR p.brand_id = $2)
                    AND ($3::text IS NULL OR c.full_slug = $3 OR c.full_slug LIKE $3 || '/%')
                ), 0)::float8 AS eligible
         FROM cart_items i JOIN products p ON p.id = i.product_id JOIN categories c ON c.id = p.category_id
         WHERE i.cart_id = $1 AND NOT i.is_gift`,
        [cartId, promo.brand_id, promo.category_full_slug],
      );
      return { goodsKopecks: Number(rows[0].goods), eligibleKopecks: Number(rows[0].eligible) };
    },
    async hasCustomerUsed(code, accountId) {
      const { rows } = await db.query('SELECT 1 FROM promo_code_uses WHERE code = $1 AND account_id = $2 LIMIT 1', [code, accountId]);
      return rows.length > 0;
    },
    async hasEarlierOrder(accountId) {
      const { rows } = await db.query("SELECT 1 FROM orders WHERE account_id = $1 AND status <> 'cancelled' LIMIT 1", [accountId]);
      return rows.length > 0;
    },
  };
}

/** Promo code reads and writes over an open transaction. */
export function promoCodeWriterOn(tx: Queryable): PromoCodeWriter {
  return {
    ...reads(tx),
    async lockPromo(code) {
      await tx.query('SELECT code FROM promo_codes WHERE code = $1 FOR UPDATE', [code]);
      return reads(tx).findPromo(code);
    },
    async recordUse(code, accountId, orderId, discountKopecks) {
      const counted = await tx.query(
        'UPDATE promo_codes SET uses_count = uses_count + 1 WHERE code = $1 AND (max_uses IS NULL OR uses_count < max_uses)',
        [code],
      );
      if (counted.rowCount === 0) return false;
      await tx.query('INSERT INTO promo_code_uses (order_id, code, account_id, discount_kopecks) VALUES ($1, $2, $3, $4)', [
        orderId, code, accountId, discountKopecks,
      ]);
      return true;
    },
  };
}

/** Creates the repository over the database. */
export function createPromoCodeRepository(db: Database): PromoCodeRepository {
  return reads(db);
}
