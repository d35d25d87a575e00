import type { CartWriteResultDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict, notFound } from '../../shared/http-error';
import { cartFull, messages, onlyAvailable } from '../../shared/messages';
import type { CartItemRecord, CartRecord } from './cart-repository';
import { toCartInfoDto, toCartLine, toCartListDto } from './cart-view';
import { priceCart } from './cart-pricing';
import { bonusBalanceOf, requireCartOwner, type CartRepositories } from './get-cart-info';
import { giftEligibility } from './gift-rules';

/** Different products one cart may hold: far more than any order, few enough to keep a cart cheap to read. */
export const MAX_CART_LINES = 100;

/** What a write did to one product. */
export interface LineOutcome {
  cart: CartRecord | null;
  items: CartItemRecord[];
  productId: number | null;
  amount: number;
  clamped: boolean;
  available: number | null;
}

/** The answer of every cart write: the new totals, the lines with their statuses, and what happened to the product. */
export async function answerCartWrite(
  repositories: CartRepositories,
  identity: Identity,
  outcome: LineOutcome,
  notice: string | null = outcome.clamped ? onlyAvailable(outcome.amount) : null,
): Promise<CartWriteResultDto> {
  const bonusBalance = await bonusBalanceOf(repositories.accounts, identity);
  const lines = outcome.items.map(toCartLine);
  const gifts = await giftEligibility(repositories.cart, repositories.promos, outcome.cart, lines);
  return {
    ...toCartInfoDto(await priceCart(repositories.promos, identity, outcome.cart, lines), lines, bonusBalance),
    ...toCartListDto(outcome.items, gifts.qualifies),
    product_id: outcome.productId,
    amount: outcome.amount,
    clamped: outcome.clamped,
    available: outcome.available,
    notice,
  };
}

/**
 * Adds to (`add`) or sets (`set`) the amount of one product in the caller's cart, in one transaction
 * that holds the cart's lock. The amount never exceeds the stock: more is reduced to the stock and the
 * answer says so; asking for a product that is out of stock is 409; 0 removes the line.
 */
async function changeLine(
  repositories: CartRepositories,
  identity: Identity,
  change: { productId: number; quantity: number; mode: 'add' | 'set' },
): Promise<CartWriteResultDto> {
  const owner = requireCartOwner(identity);
  const outcome = await repositories.cart.transaction<LineOutcome>(async (tx) => {
    const product = await tx.findProductStock(change.productId);
    if (!product) throw notFound(messages.productNotFound);
    const removing = change.mode === 'set' && change.quantity === 0;
    // Removing from a cart that does not exist must not create one.
    const cart = removing ? await tx.lockExistingCart(owner) : await tx.lockCart(owner);
    if (!cart) return { cart: null, items: [], productId: product.id, amount: 0, clamped: false, available: product.quantity };

    const line = await tx.findLine(cart.id, product.id);
    if (line?.is_gift) throw conflict(messages.giftInCart, 'GIFT_IN_CART');
    const wanted = change.mode === 'add' ? (line?.quantity ?? 0) + change.quantity : change.quantity;
    if (wanted > 0 && product.quantity === 0) throw conflict(messages.outOfStock, 'OUT_OF_STOCK');
    const amount = Math.min(wanted, product.quantity);

    if (amount === 0) {
      if (line) await tx.deleteLine(cart.id, product.id);
    } else if (amount !== line?.quantity) {
      if (!line && (await tx.countLines(cart.id)) >= MAX_CART_LINES) throw conflict(cartFull(MAX_CART_LINES), 'CART_FULL');
      await tx.saveLine(cart.id, product.id, amount);
    }
    return { cart, items: await tx.listItems(cart.id), productId: product.id, amount, clamped: wanted > amount, available: product.quantity };
  });
  return answerCartWrite(repositories, identity, outcome);
}

/** `POST /api/cart/add`: puts `quantity` more units of a product into the cart. */
export function addCartItem(repositories: CartRepositories, identity: Identity, productId: number, quantity: number): Promise<CartWriteResultDto> {
  return changeLine(repositories, identity, { productId, quantity, mode: 'add' });
}

/** `POST /api/cart/update`: sets the amount of a product; 0 removes it. */
export function updateCartItem(repositories: CartRepositories, identity: Identity, productId: number, quantity: number): Promise<CartWriteResultDto> {
  return changeLine(repositories, identity, { productId, quantity, mode: 'set' });
}

/** `POST /api/cart/remove`: removes a product (`quantityNew` 0 or absent) or leaves `quantityNew` units of it. */
export function removeCartItem(
  repositories: CartRepositories,
  identity: Identity,
  productId: number,
  quantityNew: number | undefined,
): Promise<CartWriteResultDto> {
  return changeLine(repositories, identity, { productId, quantity: quantityNew ?? 0, mode: 'set' });
}

/** `POST /api/cart/clear`: empties the caller's cart; promo code and delivery choice stay. */
export async function clearCart(repositories: CartRepositories, identity: Identity): Promise<CartWriteResultDto> {
  const owner = requireCartOwner(identity);
  const cart = await repositories.cart.transaction(async (tx) => {
    const existing = await tx.lockExistingCart(owner);
    if (existing) await tx.deleteAllLines(existing.id);
    return existing;
  });
  return answerCartWrite(repositories, identity, { cart, items: [], productId: null, amount: 0, clamped: false, available: null });
}
