import type { FastifyBaseLogger } from 'fastify';
import type { OrderCreateRequestDto, OrderDto, PagedDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { conflict, HttpError, notFound, unauthorized } from '../../shared/http-error';
import { toPage } from '../../shared/paging';
import type { ContentRepository } from '../content/index';
import type { Mailer } from '../mail/index';
import type { PaymentOrder } from '../payments/index';
import type { PaymentService } from '../payments/index';
import type { PaymentReads } from '../payments/index';
import { buildReceipt } from '../payments/index';
import { orderPageUrl, orderPaidLetter, orderPlacedLetter } from './order-letters';
import { orderMessages } from './order-messages';
import { loadOrderDtos, type OrderViewRepositories } from './order-view';
import type { OrderRecord, OrdersRepository } from './orders-repository';
import { placeOrder, type PlaceOrderContext } from './place-order';

/** What the order use cases read, write and call. */
export interface OrderFlowDeps {
  orders: OrdersRepository;
  paymentReads: PaymentReads;
  content: ContentRepository;
  payments: PaymentService;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** The shop's address, for links in letters and the provider's return address. */
  publicUrl: string;
}

function viewRepositories(deps: OrderFlowDeps): OrderViewRepositories {
  return { orders: deps.orders, payments: deps.paymentReads, content: deps.content };
}

async function toDto(deps: OrderFlowDeps, order: OrderRecord): Promise<OrderDto> {
  return (await loadOrderDtos(viewRepositories(deps), [order]))[0];
}

/** Ids the API accepts in an address: a positive 32-bit integer; anything else is an unknown order. */
export function parseOrderId(raw: string): number | null {
  if (!/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** The caller's own order; 401 signed out, 404 for a bad id, an unknown order or somebody else's. */
async function ownOrder(deps: OrderFlowDeps, identity: Identity, rawId: string): Promise<OrderRecord> {
  if (identity.kind !== 'account') throw unauthorized();
  const id = parseOrderId(rawId);
  const order = id === null ? null : await deps.orders.findOrder(identity.accountId, id);
  if (!order) throw notFound(orderMessages.orderNotFound);
  return order;
}

function isOnline(order: OrderRecord): boolean {
  return order.payment_key === 'card_online' || order.payment_key === 'sbp';
}

/**
 * What the provider is told about an order: its amount, the customer's contacts and a receipt whose lines
 * add up to the amount (the promo discount and bonuses spread over the goods, the delivery as a service).
 */
async function describeForPayment(deps: OrderFlowDeps, order: OrderRecord): Promise<Omit<PaymentOrder, 'idempotenceKey'>> {
  const dto = await toDto(deps, order);
  const receipt = buildReceipt(
    (await deps.orders.listItemsOfOrders([order.id])).filter((item) => !item.is_gift).map((item) => ({ title: item.title, quantity: item.quantity, unitKopecks: item.price_kopecks })),
    Number(order.promo_discount_kopecks) + order.bonuses_spent * 100,
    { title: `Доставка: ${dto.delivery.title}`, kopecks: Number(order.delivery_kopecks) },
  );
  // The test provider's page is served by the API behind the shop's own address; a real provider needs an absolute one.
  const returnPath = `/order/confirm/${order.id}`;
  return {
    orderId: order.id,
    orderNumber: dto.number,
    amountKopecks: Number(order.total_kopecks),
    paymentKey: order.payment_key === 'sbp' ? 'sbp' : 'card_online',
    email: order.email,
    phone: order.phone,
    receipt,
    returnUrl: deps.payments.provider.name === 'test' ? returnPath : orderPageUrl(deps.publicUrl, order.id),
  };
}

/**
 * `POST /api/order`: places the order (one transaction, see {@link placeOrder}); then, outside it, an
 * online order gets its payment (a failure leaves it pending without a page, to be retried from the
 * confirmation page), and a new order its confirmation letter (a failure is only logged). A repeated
 * idempotency key answers the same order, retrying a payment whose create failed.
 */
export async function submitOrder(
  deps: OrderFlowDeps,
  identity: Identity,
  idempotencyKey: string,
  draft: OrderCreateRequestDto,
  context: PlaceOrderContext,
): Promise<{ order: OrderDto; created: boolean }> {
  const { orderId, created } = await placeOrder(deps.orders, identity, idempotencyKey, draft, context);
  const accountId = identity.kind === 'account' ? identity.accountId : 0;
  let record = await deps.orders.findOrder(accountId, orderId);
  if (!record) throw new Error('The order just placed is missing');
  if (isOnline(record) && record.status === 'new') {
    const placed = record;
    await deps.payments.ensurePayment(orderId, () => describeForPayment(deps, placed), { renew: false });
    record = (await deps.orders.findOrder(accountId, orderId)) ?? record;
  }
  const order = await toDto(deps, record);
  if (created) {
    try {
      await deps.mailer.send(orderPlacedLetter(order, deps.publicUrl));
    } catch (error) {
      deps.log.error({ err: error, orderId }, 'the confirmation letter of an order was not sent');
    }
  }
  return { order, created };
}

/**
 * `POST /api/order/{id}/pay`: a page to pay an unpaid online order of the caller on. A pending payment is
 * first checked with the provider; a canceled one is followed by a new attempt. 409 for an order paid on
 * receipt, paid already or no longer new; 503 when the provider fails.
 */
export async function payOrder(deps: OrderFlowDeps, identity: Identity, rawId: string): Promise<OrderDto> {
  const order = await ownOrder(deps, identity, rawId);
  if (!isOnline(order)) throw conflict(orderMessages.payOnReceipt, 'PAYMENT_NOT_ONLINE');
  const result = await deps.payments.ensurePayment(order.id, () => describeForPayment(deps, order), { renew: true });
  const now = (await deps.orders.findOrder(order.account_id, order.id)) ?? order;
  if (result.kind === 'failed') throw new HttpError(503, orderMessages.providerUnavailable, 'PAYMENT_PROVIDER_UNAVAILABLE');
  if (result.kind === 'closed') throw conflict(now.status === 'paid' ? orderMessages.alreadyPaid : orderMessages.orderClosed, now.status === 'paid' ? 'ORDER_PAID' : 'ORDER_CLOSED');
  return toDto(deps, now);
}

/**
 * `GET /api/order-confirm/{id}`: the caller's order. While its online payment is pending the provider is
 * asked how it stands (at most once per few seconds per payment), so a lost notification still ends right.
 */
export async function getOrderConfirmation(deps: OrderFlowDeps, identity: Identity, rawId: string): Promise<OrderDto> {
  const order = await ownOrder(deps, identity, rawId);
  if (!isOnline(order) || order.status !== 'new') return toDto(deps, order);
  const [payment] = await deps.paymentReads.latestForOrders([order.id]);
  if (payment?.status !== 'pending') return toDto(deps, order);
  await deps.payments.refreshIfDue(payment);
  return toDto(deps, (await deps.orders.findOrder(order.account_id, order.id)) ?? order);
}

/** `GET /api/personal/orders`: the caller's orders, newest first; the count is of this account's orders only. */
export async function listPersonalOrders(deps: OrderFlowDeps, identity: Identity, page: number, pageSize: number): Promise<PagedDto<OrderDto>> {
  if (identity.kind !== 'account') throw unauthorized();
  const [records, total] = await Promise.all([
    deps.orders.listOrders(identity.accountId, pageSize, (page - 1) * pageSize),
    deps.orders.countOrders(identity.accountId),
  ]);
  return toPage(await loadOrderDtos(viewRepositories(deps), records), page, pageSize, total);
}

/** Sends the short letter of a paid order (registered as the payment service's `onPaid`). */
export async function sendPaidLetter(deps: Pick<OrderFlowDeps, 'orders' | 'paymentReads' | 'content' | 'mailer' | 'publicUrl'>, orderId: number): Promise<void> {
  const order = await deps.orders.findOrderById(orderId);
  if (!order) return;
  const [dto] = await loadOrderDtos({ orders: deps.orders, payments: deps.paymentReads, content: deps.content }, [order]);
  await deps.mailer.send(orderPaidLetter(dto, deps.publicUrl));
}
