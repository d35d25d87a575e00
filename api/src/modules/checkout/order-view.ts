import type { DeliveryKeyDto, OrderDto, PaymentKeyDto, PaymentStatusDto } from 'api-contracts';
import type { Queryable } from '../../db/database';
import { kopecksToRubles } from '../../shared/money';
import { urls } from '../../shared/urls';
import { addressLine } from '../addresses/index';
import { listDeliveryOptions, type StoreAddress } from '../cart/index';
import { createContentRepository, type ContentRepository } from '../content/index';
import { paymentReadsOn, type PaymentReads, type PaymentRecord } from '../payments/index';
import { loadStores } from './list-delivery';
import { orderNumber } from '../../shared/shop';
import { ORDER_STATUS_TITLES, PAYMENT_STATUS_TITLES, paymentMethod } from './order-messages';
import { orderReadsOn, type OrderItemRecord, type OrderReads, type OrderRecord } from './orders-repository';

/** What turning order rows into {@link OrderDto}s reads. */
export interface OrderViewRepositories {
  orders: OrderReads;
  payments: PaymentReads;
  content: ContentRepository;
}

/** The payment part of an order: paid on receipt, or the latest online attempt (none yet: pending). */
function paymentStatusOf(order: OrderRecord, payment: PaymentRecord | null): PaymentStatusDto {
  if (order.payment_key === 'cash') return 'not_required';
  return payment?.status ?? 'pending';
}

/** The courier's address or the pickup point of the order in one line; null for pickup in a store. */
function placeLine(order: OrderRecord): string | null {
  if (order.delivery_address) return addressLine(order.delivery_address);
  if (order.pickup_point) return `${order.pickup_point.kind_title} «${order.pickup_point.title}»: ${order.pickup_point.city}, ${order.pickup_point.address}`;
  return null;
}

/** An order as the API answers it; money in rubles. */
export function toOrderDto(
  order: OrderRecord,
  items: OrderItemRecord[],
  payment: PaymentRecord | null,
  stores: { left: StoreAddress; right: StoreAddress },
  history: Array<{ status: OrderRecord['status']; changed_at: Date }> = [],
): OrderDto {
  const deliveryKey = order.delivery_key as DeliveryKeyDto;
  const option = listDeliveryOptions(stores, 0).find((candidate) => candidate.key === deliveryKey);
  const paymentKey = order.payment_key as PaymentKeyDto;
  const paymentStatus = paymentStatusOf(order, payment);
  // A page to pay on is offered only while there is something to pay.
  const confirmationUrl = order.status === 'new' && paymentStatus === 'pending' ? (payment?.confirmation_url ?? null) : null;
  return {
    id: order.id,
    number: orderNumber(order.id),
    status: order.status,
    status_title: ORDER_STATUS_TITLES[order.status],
    status_history: history.map((change) => ({ status: change.status, status_title: ORDER_STATUS_TITLES[change.status], changed_at: new Date(change.changed_at).toISOString() })),
    items: items.map((item) => ({
      product_id: item.product_id,
      title: item.title,
      quantity: item.quantity,
      price: kopecksToRubles(item.price_kopecks),
      is_gift: item.is_gift,
      url: item.full_slug ? urls.product(item.full_slug) : null,
      preview: item.picture ?? (item.full_slug ? urls.productPackshot(item.product_id) : null),
    })),
    delivery_key: deliveryKey,
    delivery: { key: deliveryKey, title: option?.title ?? deliveryKey, address: placeLine(order) ?? option?.address ?? null, term: option?.term ?? '' },
    delivery_address: order.delivery_address ?? null,
    pickup_point: order.pickup_point ?? null,
    payment_key: paymentKey,
    payment: {
      key: paymentKey,
      title: paymentMethod(paymentKey).title,
      status: paymentStatus,
      status_title: PAYMENT_STATUS_TITLES[paymentStatus],
      confirmation_url: confirmationUrl,
    },
    full_name: order.full_name,
    phone: order.phone,
    email: order.email,
    comment: order.comment,
    promo_code: order.promo_code,
    priceDefault: kopecksToRubles(Number(order.price_default_kopecks)),
    discount: kopecksToRubles(Number(order.price_default_kopecks) - Number(order.goods_kopecks) + Number(order.promo_discount_kopecks)),
    deliveryCost: kopecksToRubles(Number(order.delivery_kopecks)),
    bonuses: order.bonuses_spent,
    priceFinal: kopecksToRubles(Number(order.total_kopecks)),
    bonuses_receive: order.bonuses_receive,
    created_at: new Date(order.created_at).toISOString(),
  };
}

/** Orders with their lines and payments, read in three queries whatever their number; in the given order. */
export async function loadOrderDtos(repositories: OrderViewRepositories, orders: OrderRecord[]): Promise<OrderDto[]> {
  if (orders.length === 0) return [];
  const ids = orders.map((order) => order.id);
  const [items, payments, stores, history] = await Promise.all([
    repositories.orders.listItemsOfOrders(ids),
    repositories.payments.latestForOrders(ids),
    loadStores(repositories.content),
    repositories.orders.listStatusHistory(ids),
  ]);
  return orders.map((order) =>
    toOrderDto(
      order,
      items.filter((item) => item.order_id === order.id),
      payments.find((payment) => payment.order_id === order.id) ?? null,
      stores,
      history.filter((change) => change.order_id === order.id),
    ),
  );
}

function viewRepositoriesOn(db: Queryable): OrderViewRepositories {
  return { orders: orderReadsOn(db), payments: paymentReadsOn(db), content: createContentRepository(db) };
}

/** The account's newest order as the API answers it (for the cabinet's summary); null when it has none. */
export async function findLastOrder(db: Queryable, accountId: number): Promise<OrderDto | null> {
  const repositories = viewRepositoriesOn(db);
  const order = await repositories.orders.findLastOrder(accountId);
  return order ? (await loadOrderDtos(repositories, [order]))[0] : null;
}

/** Any order as the API answers it, for the shop's own work (a status letter); null for an unknown id. */
export async function findOrderDtoById(db: Queryable, orderId: number): Promise<OrderDto | null> {
  const repositories = viewRepositoriesOn(db);
  const order = await repositories.orders.findOrderById(orderId);
  return order ? (await loadOrderDtos(repositories, [order]))[0] : null;
}

/** How many orders the account has placed. */
export async function countOrders(db: Queryable, accountId: number): Promise<number> {
  return orderReadsOn(db).countOrders(accountId);
}
