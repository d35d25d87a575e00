import type { DeliveryKeyDto, OrderDraftDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import { toCartItemDto, toCartListDto } from '../cart/index';
import { isDeliveryKey } from '../cart/index';
import { getCartInfo, type CartRepositories } from '../cart/index';
import type { AddressBook } from '../addresses/index';
import type { CitiesRepository } from '../cities/index';
import type { ContentRepository } from '../content/index';
import { listDelivery } from './list-delivery';
import { PAYMENT_METHODS } from './order-messages';
import type { OrderReads } from './orders-repository';

/**
 * A phone in the order form's mask `+7 (###) ###-##-##`, from any way it was typed (`8 911 …`, `+79…`,
 * ten digits); an empty string when it is not a Russian number, so the form asks for it.
 */
export function formatPhone(raw: string): string {
  let digits = raw.replace(/\D/g, '');
  if (digits.length === 11 && (digits.startsWith('7') || digits.startsWith('8'))) digits = digits.slice(1);
  if (digits.length !== 10) return '';
  return `+7 (${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6, 8)}-${digits.slice(8)}`;
}

/**
 * What the order page reads of the account: the bonus balance and the contacts the form starts with.
 * Declared here, not imported: the accounts module shows orders in the cabinet, so it sits above checkout.
 */
export interface AccountContactReads {
  findAccount(accountId: number): Promise<{ name: string; surname: string; phone: string; email: string; bonus_balance: number } | null>;
}

/**
 * `GET /api/order` (signed in): the order page in one answer: the cart's paid and gift lines, the ways of
 * delivery priced for it, the ways to pay with the cart's totals and what is out of stock, and the form's
 * starting values: the chosen delivery and the contacts of the last order, else of the account; the
 * cities of delivery and the customer's address book.
 */
export async function getOrderDraft(
  repositories: Omit<CartRepositories, 'accounts'> & {
    accounts: AccountContactReads;
    content: ContentRepository;
    orders: OrderReads;
    cities: CitiesRepository;
    addresses: AddressBook;
  },
  identity: Identity,
): Promise<OrderDraftDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const cart = await repositories.cart.findCart({ accountId: identity.accountId });
  const items = cart ? await repositories.cart.listItems(cart.id) : [];
  const [delivery, totals, account, lastOrder, chosenCity, mainCity, savedAddresses] = await Promise.all([
    listDelivery(repositories, identity),
    getCartInfo(repositories, identity),
    repositories.accounts.findAccount(identity.accountId),
    repositories.orders.findLastOrder(identity.accountId),
    repositories.cities.findChosen({ accountId: identity.accountId }),
    repositories.cities.findMain(),
    repositories.addresses.list(identity.accountId),
  ]);
  const deliveryCity = chosenCity ?? mainCity;
  const deliveryKey = cart?.delivery_key && isDeliveryKey(cart.delivery_key) ? (cart.delivery_key as DeliveryKeyDto) : null;
  const contacts = lastOrder
    ? { full_name: lastOrder.full_name, phone: formatPhone(lastOrder.phone), email: lastOrder.email }
    : {
        full_name: [account?.name, account?.surname].map((part) => part?.trim() ?? '').filter(Boolean).join(' '),
        phone: formatPhone(account?.phone ?? ''),
        email: account?.email ?? '',
      };
  return {
    orderList: items.filter((item) => !item.is_gift).map(toCartItemDto),
    gifts_added: items.filter((item) => item.is_gift).map(toCartItemDto),
    availableDelivery: delivery.items,
    paymentInfo: { methods: PAYMENT_METHODS, totals, out_of_stock: toCartListDto(items).statuses.out_of_stock },
    presavedDelivery: { delivery_key: deliveryKey, ...contacts },
    delivery_city: deliveryCity ? { id: deliveryCity.id, title: deliveryCity.title } : null,
    courier_city: mainCity ? { id: mainCity.id, title: mainCity.title } : null,
    saved_addresses: savedAddresses,
  };
}
