import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, formatPrice, getEventBus, isHttpStatus, pluralize, usePageTitle, whenSessionReady } from 'shared-kit';
import type { DeliveryKeyDto, OrderDto } from 'shared-kit/contracts';
import { getOrderConfirmation, payOrder } from '../../shared/api/orderApi';
import { externalNavigation } from '../../shared/lib/leavePage';
import { messages } from '../../messages';
import { deliveryText } from '../../features/order-form';
import '../cart/CartPage.css';
import './OrderConfirmPage.css';

const text = messages.confirm;

/** How often a pending payment is read again: the provider's webhook may land after the customer returns. */
export const PAYMENT_POLL_MS = 3_000;
/** How many times it is read (a minute in all); then the page offers 'Оплатить' and stops asking. */
export const PAYMENT_POLL_TIMES = 20;

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; order: OrderDto }
  | { kind: 'not-found' }
  | { kind: 'unauthorized' }
  | { kind: 'failed' };

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}

function deliveryKind(key: DeliveryKeyDto): 'pickup' | 'courier' | 'post' {
  if (key === 'pickup_left' || key === 'pickup_right') return 'pickup';
  return key === 'courier_city' ? 'courier' : 'post';
}

/** What happens next, by the way of delivery and the state of the payment. */
function nextStep(order: OrderDto): string {
  if (order.status === 'cancelled') return text.nextCancelled;
  if (order.payment.status === 'pending') return text.nextPending;
  if (order.payment.status === 'canceled') return text.nextCanceled;
  const paid = order.payment.status === 'succeeded';
  switch (deliveryKind(order.delivery.key ?? order.delivery_key)) {
    case 'pickup':
      return paid ? text.nextPickupPaid : text.nextPickupCash;
    case 'courier':
      return paid ? text.nextCourierPaid : text.nextCourierCash;
    default:
      return paid ? text.nextPostPaid : text.nextPostCash;
  }
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * `/order/confirm/{id}` (guarded): a placed order from `GET /api/order-confirm/{id}` (`OrderDto`). A
 * pending payment is read again every 3 s for a minute, and can be paid ('Оплатить'); a canceled one is
 * said so and offers 'Оплатить снова'. Both go to the provider's page from `POST /api/order/{id}/pay`.
 */
export function OrderConfirmPage() {
  const splat = useParams()['*'] ?? '';
  const id = splat.replace(/\/+$/, '');
  const [state, setState] = useState<State>({ kind: 'loading' });
  const [paying, setPaying] = useState(false);
  const [payFailed, setPayFailed] = useState(false);
  const polls = useRef(0);
  // Bumped after each read of a pending payment, answered or not, so the next one gets scheduled.
  const [pollTick, setPollTick] = useState(0);
  usePageTitle(state.kind === 'ready' ? text.title(state.order.number) : text.pageTitle);

  useEffect(() => {
    if (!id) {
      setState({ kind: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
    polls.current = 0;
    void whenSessionReady()
      .then(() => getOrderConfirmation(id, controller.signal))
      .then((order) => setState({ kind: 'ready', order }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        if (isHttpStatus(error, 404)) return setState({ kind: 'not-found' });
        console.warn('[mf_checkout] order confirmation failed', error);
        setState({ kind: isHttpStatus(error, 401) ? 'unauthorized' : 'failed' });
      });
    return () => controller.abort();
  }, [id]);

  const order = state.kind === 'ready' ? state.order : null;
  const pending = order?.payment.status === 'pending';

  // Each answer that is still pending schedules the next read, up to PAYMENT_POLL_TIMES of them.
  useEffect(() => {
    if (!pending || polls.current >= PAYMENT_POLL_TIMES) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      polls.current += 1;
      getOrderConfirmation(id, controller.signal)
        .then((next) => setState({ kind: 'ready', order: next }))
        .catch((error: unknown) => {
          if (!controller.signal.aborted) console.warn('[mf_checkout] payment status failed', error);
        })
        .finally(() => {
          if (!controller.signal.aborted) setPollTick((tick) => tick + 1);
        });
    }, PAYMENT_POLL_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [id, pending, pollTick]);

  const pay = async (orderId: number) => {
    setPaying(true);
    setPayFailed(false);
    try {
      const next = await payOrder(orderId);
      const url = next.payment.confirmation_url;
      if (url) {
        externalNavigation.assign(url);
        return;
      }
      setState({ kind: 'ready', order: next });
    } catch (error) {
      console.warn('[mf_checkout] payment start failed', error);
      setPayFailed(true);
    }
    setPaying(false);
  };

  if (state.kind === 'loading') {
    return (
      <section className="mfo-page">
        <p aria-busy="true">{messages.loading}</p>
      </section>
    );
  }

  if (state.kind !== 'ready') {
    return (
      <section className="mfo-page">
        <div className="mfo-empty">
          {state.kind === 'not-found' && (
            <>
              <h1 className="mfo-empty__title">{text.notFound}</h1>
              <p className="mfo-empty__hint">{text.notFoundHint}</p>
            </>
          )}
          {state.kind === 'failed' && (
            <p role="alert" className="mfo-empty__title">
              {text.loadFailed}
            </p>
          )}
          {state.kind === 'unauthorized' && (
            <>
              <h1 className="mfo-empty__title">{text.signInNeeded}</h1>
              <Button
                onClick={() =>
                  getEventBus().emit('account:sign-in-requested', {
                    reason: 'order',
                    redirectTo: `/order/confirm/${id}`,
                  })
                }
              >
                {text.signIn}
              </Button>
            </>
          )}
          <Link className="sk-btn sk-btn--secondary" to="/category">
            {text.toCatalogue}
          </Link>
        </div>
      </section>
    );
  }

  const current = state.order;
  const { payment, delivery } = current;
  const canceled = payment.status === 'canceled';
  return (
    <section className="mfo-page">
      <div className="mfo-confirm">
        <p className="mfo-confirm__thanks">{text.thanks}</p>
        <h1 className="mfo-page__title">{text.title(current.number)}</h1>
        <dl className="mfo-confirm__facts">
          <Fact term={text.date}>{formatDate(current.created_at)}</Fact>
          <Fact term={text.status}>{current.status_title}</Fact>
          <Fact term={text.payment}>{payment.title}</Fact>
          <Fact term={text.paymentStatus}>{payment.status_title}</Fact>
          <Fact term={text.delivery}>{delivery.title}</Fact>
          {delivery.address && <Fact term={text.address}>{delivery.address}</Fact>}
          {current.pickup_point && <Fact term={deliveryText.pointHours}>{current.pickup_point.hours}</Fact>}
          {current.delivery_address?.comment && <Fact term={deliveryText.comment}>{current.delivery_address.comment}</Fact>}
          <Fact term={text.term}>{delivery.term}</Fact>
          <Fact term={text.recipient}>
            <span className="mfo-confirm__contacts">
              <span>{current.full_name}</span>
              <span>{current.phone}</span>
              <span>{current.email}</span>
            </span>
          </Fact>
          {current.comment && <Fact term={text.comment}>{current.comment}</Fact>}
        </dl>

        {(pending || canceled) && (
          <div className={`mfo-confirm__pay${canceled ? ' mfo-confirm__pay--failed' : ''}`}>
            <p role={canceled ? 'alert' : 'status'}>{canceled ? text.canceled : text.pendingHint}</p>
            <Button disabled={paying} aria-busy={paying || undefined} onClick={() => void pay(current.id)}>
              {paying ? text.paying : canceled ? text.payAgain : text.pay}
            </Button>
            {payFailed && (
              <p role="alert" className="mfo-page__error">
                {text.payFailed}
              </p>
            )}
          </div>
        )}

        <h2 className="mfo-confirm__subtitle">{text.items}</h2>
        <ul className="mfo-confirm__items" aria-label={text.items}>
          {current.items.map((item) => (
            <li key={`${item.product_id}-${item.is_gift ? 'gift' : 'item'}`}>
              {item.url ? <Link to={item.url}>{item.title}</Link> : <span>{item.title}</span>}
              {item.is_gift && <span className="mfo-line__gift">{messages.cart.gift}</span>}
              <span className="mfo-confirm__qty">{text.quantity(item.quantity)}</span>
              {!item.is_gift && <span>{formatPrice(item.price * item.quantity)}</span>}
            </li>
          ))}
        </ul>

        <dl className="mfo-confirm__facts mfo-confirm__totals" aria-label={text.total}>
          <Fact term={text.goods}>{formatPrice(current.priceDefault)}</Fact>
          {current.discount > 0 && <Fact term={text.discount}>−{formatPrice(current.discount)}</Fact>}
          {current.promo_code && <Fact term={text.promo(current.promo_code)}>✓</Fact>}
          {current.bonuses > 0 && <Fact term={text.bonusesUsed}>−{formatPrice(current.bonuses)}</Fact>}
          <Fact term={text.deliveryCost}>
            {current.deliveryCost > 0 ? formatPrice(current.deliveryCost) : text.deliveryFree}
          </Fact>
          <Fact term={text.grandTotal}>
            <span className="mfo-confirm__total">{formatPrice(current.priceFinal)}</span>
          </Fact>
        </dl>
        {current.bonuses_receive > 0 && (
          <p className="mfo-confirm__bonus">
            {text.bonusesReceive(
              current.bonuses_receive,
              pluralize(current.bonuses_receive, messages.bonuses.forms),
            )}
          </p>
        )}

        <h2 className="mfo-confirm__subtitle">{text.next}</h2>
        <p className="mfo-confirm__next">{nextStep(current)}</p>

        <div className="mfo-confirm__actions">
          <Link className="sk-btn" to="/category">
            {text.toCatalogue}
          </Link>
          <Link className="sk-btn sk-btn--secondary" to="/personal/orders">
            {text.toOrders}
          </Link>
        </div>
      </div>
    </section>
  );
}
