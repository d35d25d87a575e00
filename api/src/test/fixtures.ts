import type { Queryable } from '../db/database';
import { createKeyHasher, newKey } from '../shared/keys';
import { testConfig } from './build-test-app';

/** The keyed hashes of the app under test (the database holds keys only in this form). */
export const testKeys = createKeyHasher(testConfig.authSecret);

/** The stored form of a session key, as `carts.session_token` holds it; `Session ` in front is ignored. */
export function sessionKeyHash(key: string): string {
  return testKeys.key(key.replace(/^Session /, ''));
}

/** A signed-in customer created for a test, with the key to send as `Token {key}`. */
export interface TestAccount {
  accountId: number;
  token: string;
}

/** Creates an account with a live sign-in token, without the e-mail code (for tests of other routes). */
export async function createSignedInAccount(
  db: Queryable,
  fields: { email?: string; name?: string; bonusBalance?: number; expired?: boolean } = {},
): Promise<TestAccount> {
  const token = newKey();
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO accounts (email, name, surname, phone, bonus_balance) VALUES ($1, $2, 'Иванова', '+7 (911) 123-45-67', $3) RETURNING id`,
    [fields.email ?? `${token.slice(0, 8).toLowerCase()}@example.ru`, fields.name ?? 'Анна', fields.bonusBalance ?? 0],
  );
  await db.query(
    `INSERT INTO auth_tokens (token_hash, account_id, expires_at) VALUES ($1, $2, now() + ($3::int * interval '1 hour'))`,
    [testKeys.key(token), rows[0].id, fields.expired ? -1 : 14],
  );
  return { accountId: rows[0].id, token };
}

/** Puts products into the cart of a session (by the key the visitor holds) or account, creating the cart. */
export async function fillCart(
  db: Queryable,
  owner: { sessionToken: string } | { accountId: number },
  items: Array<{ productId: number; quantity: number; isGift?: boolean }>,
  settings: { promoCode?: string; promoDiscountKopecks?: number; bonusesUsed?: number; deliveryKopecks?: number } = {},
): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `INSERT INTO carts (session_token, account_id, promo_code, promo_discount_kopecks, bonuses_used, delivery_price_kopecks)
     VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [
      'sessionToken' in owner ? sessionKeyHash(owner.sessionToken) : null,
      'accountId' in owner ? owner.accountId : null,
      settings.promoCode ?? null,
      settings.promoDiscountKopecks ?? 0,
      settings.bonusesUsed ?? 0,
      settings.deliveryKopecks ?? 0,
    ],
  );
  for (const item of items) {
    await db.query('INSERT INTO cart_items (cart_id, product_id, quantity, is_gift) VALUES ($1, $2, $3, $4)', [
      rows[0].id,
      item.productId,
      item.quantity,
      item.isGift ?? false,
    ]);
  }
  return rows[0].id;
}

/**
 * Products a test file may reprice at will: each call takes the next of `ids`, gives it the price (kopecks),
 * the stock and 10 bonus points, and no old price, so no two tests of the file share a product.
 */
export function productPool(db: Queryable, ids: number[]): (priceKopecks: number, stock?: number) => Promise<number> {
  return async (priceKopecks, stock = 50) => {
    const id = ids.shift();
    if (id === undefined) throw new Error('no more products');
    await db.query('UPDATE products SET price_kopecks = $2, old_price_kopecks = NULL, quantity = $3, points = 10 WHERE id = $1', [id, priceKopecks, stock]);
    return id;
  };
}
