import type { CartListDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { toCartLine, toCartListDto } from './cart-view';
import { cartOwnerOf, readCart, type CartRepositories } from './get-cart-info';
import { giftEligibility } from './gift-rules';

/** The lines of the caller's cart with their statuses; a caller without a cart gets an empty list. */
export async function listCart(repositories: Pick<CartRepositories, 'cart' | 'promos'>, identity: Identity): Promise<CartListDto> {
  const { cart } = await readCart(repositories.cart, cartOwnerOf(identity));
  if (!cart) return toCartListDto([]);
  const items = await repositories.cart.listItems(cart.id);
  const gifts = await giftEligibility(repositories.cart, repositories.promos, cart, items.map(toCartLine));
  return toCartListDto(items, gifts.qualifies);
}
