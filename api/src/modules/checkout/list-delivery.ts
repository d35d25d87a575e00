import type { DeliveryKeyDto, DeliveryListDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { kopecksToRubles } from '../../shared/money';
import { goodsKopecksOf, priceCart } from '../cart/index';
import { isDeliveryKey, listDeliveryOptions, type StoreAddress } from '../cart/index';
import { cartOwnerOf, type CartRepositories } from '../cart/index';
import type { ContentRepository } from '../content/index';

/** The two stores customers pick orders up from, as the configuration names them. */
export async function loadStores(content: ContentRepository): Promise<{ left: StoreAddress; right: StoreAddress }> {
  const config = async (key: string): Promise<string> => (await content.findConfig(key)) ?? '';
  return {
    left: { title: await config('HEADER_STORE_LEFT_TITLE'), address: await config('HEADER_STORE_LEFT_ADDRESS_NAME') },
    right: { title: await config('HEADER_STORE_RIGHT_TITLE'), address: await config('HEADER_STORE_RIGHT_ADDRESS_NAME') },
  };
}

/** `GET /api/delivery/list`: every way to receive the order, priced for the caller's cart as it is now. */
export async function listDelivery(
  repositories: CartRepositories & { content: ContentRepository },
  identity: Identity,
): Promise<DeliveryListDto> {
  const owner = cartOwnerOf(identity);
  const cart = owner ? await repositories.cart.findCart(owner) : null;
  const lines = cart ? await repositories.cart.listLines(cart.id) : [];
  const priced = await priceCart(repositories.promos, identity, cart, lines);
  const goods = goodsKopecksOf(lines) - (priced?.promo_discount_kopecks ?? 0);
  const stores = await loadStores(repositories.content);
  const selected = cart?.delivery_key;
  return {
    items: listDeliveryOptions(stores, goods).map((option) => ({
      key: option.key,
      type: option.type,
      title: option.title,
      address: option.address,
      price: kopecksToRubles(option.priceKopecks),
      free_from: option.freeFromKopecks === null ? null : kopecksToRubles(option.freeFromKopecks),
      term: option.term,
    })),
    selected: selected && isDeliveryKey(selected) ? (selected as DeliveryKeyDto) : null,
  };
}
