import type { CartInfoDto, PromoCodeCheckDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict } from '../../shared/http-error';
import { checkPromoForCart } from './cart-pricing';
import { cartOwnerOf, getCartInfo, requireCartOwner, type CartRepositories } from './get-cart-info';
import { normalizePromoCode } from './promo-rules';

/** `GET /api/cart/promocode/{code}`: whether the code applies to the caller's cart now, and if not, why. */
export async function checkPromoCode(repositories: CartRepositories, identity: Identity, code: string): Promise<PromoCodeCheckDto> {
  const owner = cartOwnerOf(identity);
  const cart = owner ? await repositories.cart.findCart(owner) : null;
  const verdict = await checkPromoForCart(repositories.promos, identity, cart?.id ?? null, normalizePromoCode(code));
  return verdict.legit ? { legit: true } : { legit: false, detail: verdict.detail };
}

/**
 * `POST /api/cart/promocode`: applies a legit code to the caller's cart, checked under the cart's lock so
 * no concurrent write changes the goods in between; a code that is not legit is 409 with the reason and
 * changes nothing. Applying resets the bonuses chosen (docs/product.md §4).
 */
export async function applyPromoCode(repositories: CartRepositories, identity: Identity, code: string): Promise<CartInfoDto> {
  const owner = requireCartOwner(identity);
  const normalized = normalizePromoCode(code);
  await repositories.cart.transaction(async (tx) => {
    const cart = await tx.lockCart(owner);
    const verdict = await checkPromoForCart(tx.promos, identity, cart.id, normalized);
    if (!verdict.legit) throw conflict(verdict.detail, 'PROMO_CODE_INVALID');
    await tx.setPromo(cart.id, normalized, verdict.discountKopecks);
  });
  return getCartInfo(repositories, identity);
}

/** `DELETE /api/cart/promocode`: removes the code and resets the bonuses chosen (docs/product.md §4). */
export async function cancelPromoCode(repositories: CartRepositories, identity: Identity): Promise<CartInfoDto> {
  const owner = requireCartOwner(identity);
  await repositories.cart.transaction(async (tx) => {
    const cart = await tx.lockExistingCart(owner);
    if (cart) await tx.setPromo(cart.id, null, 0);
  });
  return getCartInfo(repositories, identity);
}
