import type { CartListDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import type { CartRepository } from './cart-repository';
import { toCartListDto } from './cart-view';
import { cartOwnerOf } from './get-cart-info';

/** The lines of the caller's cart with their statuses; a caller without a cart gets an empty list. */
export async function listCart(cart: CartRepository, identity: Identity): Promise<CartListDto> {
  const owner = cartOwnerOf(identity);
  const record = owner ? await cart.findCart(owner) : null;
  return toCartListDto(record ? await cart.listItems(record.id) : []);
}
