import type { CartInfoDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict, HttpError } from '../../shared/http-error';
import { priceCart } from './cart-pricing';
import { checkoutMessages, deliveryPriceChanged } from './checkout-messages';
import { deliveryPriceKopecks } from './delivery-options';
import { getCartInfo, requireCartOwner, type CartRepositories } from './get-cart-info';

/**
 * `POST /api/cart/delivery`: the server prices the chosen way of delivery for the cart as it is now and
 * keeps it only when the client showed the customer the same price (rubles, compared in kopecks); an
 * unknown way is 400, another price 409 with the right one in the message. Bonuses are reset (docs/product.md §4).
 */
export async function chooseDelivery(
  repositories: CartRepositories,
  identity: Identity,
  choice: { deliveryKey: string; deliveryPrice: number },
): Promise<CartInfoDto> {
  const owner = requireCartOwner(identity);
  await repositories.cart.transaction(async (tx) => {
    const cart = await tx.lockCart(owner);
    const lines = await tx.listLines(cart.id);
    const priced = await priceCart(tx.promos, identity, { ...cart, delivery_key: null }, lines);
    const goods = lines.filter((line) => !line.is_gift).reduce((sum, line) => sum + line.price_kopecks * line.quantity, 0);
    const price = deliveryPriceKopecks(choice.deliveryKey, goods - (priced?.promo_discount_kopecks ?? 0));
    if (price === null) throw new HttpError(400, checkoutMessages.deliveryUnknown, 'DELIVERY_UNKNOWN');
    if (Math.round(choice.deliveryPrice * 100) !== price) throw conflict(deliveryPriceChanged(price), 'DELIVERY_PRICE_CHANGED');
    await tx.setDelivery(cart.id, choice.deliveryKey, price);
  });
  return getCartInfo(repositories, identity);
}
