import type { CartInfoDto } from 'api-contracts';
import { ownerOf, type Identity } from '../../plugins/identity';
import { sessionRequired } from '../../shared/http-error';
import type { CartLineRecord, CartOwner, CartRecord, CartRepository } from './cart-repository';
import { priceCart } from './cart-pricing';
import { toCartInfoDto } from './cart-view';
import type { PromoCodeRepository } from './promo-code-repository';

/** The cart owner for an identity; an unknown caller has no cart. */
export function cartOwnerOf(identity: Identity): CartOwner | null {
  return ownerOf(identity);
}

/** The cart owner a write needs; 401 «Сессия не найдена, обновите страницу» for an unknown caller. */
export function requireCartOwner(identity: Identity): CartOwner {
  const owner = cartOwnerOf(identity);
  if (!owner) throw sessionRequired();
  return owner;
}

/**
 * What the cart reads of a customer's account: the bonus balance. Declared here rather than imported, so
 * the cart does not depend on the accounts module (whose cabinet shows orders, which are made from carts);
 * the accounts repository is one.
 */
export interface BonusBalanceReads {
  findAccount(accountId: number): Promise<{ bonus_balance: number } | null>;
}

/** Bonus points a signed-in customer may spend; anonymous visitors have none. */
export async function bonusBalanceOf(accounts: BonusBalanceReads, identity: Identity): Promise<number> {
  if (identity.kind !== 'account') return 0;
  return (await accounts.findAccount(identity.accountId))?.bonus_balance ?? 0;
}

/** What the cart's use cases read and write. */
export type CartRepositories = { cart: CartRepository; accounts: BonusBalanceReads; promos: PromoCodeRepository };

/**
 * The owner's cart and its lines as they stand now. A cart holding a gift is checked under its lock
 * first: a gift the cart no longer qualifies for (the promotion ended, a price or the promo code changed)
 * is removed before anyone sees it.
 */
export async function readCart(cart: CartRepository, owner: CartOwner | null): Promise<{ cart: CartRecord | null; lines: CartLineRecord[] }> {
  const record = owner ? await cart.findCart(owner) : null;
  if (!owner || !record) return { cart: null, lines: [] };
  const lines = await cart.listLines(record.id);
  if (!lines.some((line) => line.is_gift)) return { cart: record, lines };
  const removed = await cart.transaction((tx) => tx.dropUnqualifiedGift(record.id));
  return { cart: record, lines: removed ? lines.filter((line) => !line.is_gift) : lines };
}

/** Totals of the caller's cart for the header and the cart page; an empty cart gives zeros. */
export async function getCartInfo(
  repositories: CartRepositories,
  identity: Identity,
): Promise<CartInfoDto> {
  const [{ cart, lines }, bonusBalance] = await Promise.all([
    readCart(repositories.cart, cartOwnerOf(identity)),
    bonusBalanceOf(repositories.accounts, identity),
  ]);
  return toCartInfoDto(await priceCart(repositories.promos, identity, cart, lines), lines, bonusBalance);
}
