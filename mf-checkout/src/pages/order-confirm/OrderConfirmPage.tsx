import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { Button, formatPrice, getEventBus, isHttpStatus, whenSessionReady } from 'shared-kit';
import { getOrderConfirmation, type OrderSummary } from '../../shared/api/orderApi';
import { messages } from '../../messages';
import '../cart/CartPage.css';
import './OrderConfirmPage.css';

const text = messages.confirm;

type State =
  | { kind: 'loading' }
  | { kind: 'ready'; order: OrderSummary }
  | { kind: 'not-found' }
  | { kind: 'unauthorized' }
  | { kind: 'failed' };

function formatDate(value: string): string {
  const date = new Date(value);
  return Number.isNaN(date.getTime())
    ? value
    : date.toLocaleDateString('ru-RU', { day: 'numeric', month: 'long', year: 'numeric' });
}

/** `/order/confirm/{id}` (guarded): the order just placed, from `GET /api/order-confirm/{id}`. */
export function OrderConfirmPage() {
  const splat = useParams()['*'] ?? '';
  const id = splat.replace(/\/+$/, '');
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    if (!id) {
      setState({ kind: 'not-found' });
      return;
    }
    const controller = new AbortController();
    setState({ kind: 'loading' });
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

  const { order } = state;
  return (
    <section className="mfo-page">
      <div className="mfo-confirm">
        <p className="mfo-confirm__thanks">{text.thanks}</p>
        <h1 className="mfo-page__title">{text.title(order.number)}</h1>
        <dl className="mfo-confirm__facts">
          {order.status && (
            <div>
              <dt>{text.status}</dt>
              <dd>{order.status}</dd>
            </div>
          )}
          {order.createdAt && (
            <div>
              <dt>{text.date}</dt>
              <dd>{formatDate(order.createdAt)}</dd>
            </div>
          )}
          {order.delivery && (
            <div>
              <dt>{text.delivery}</dt>
              <dd>{order.delivery}</dd>
            </div>
          )}
          {order.payment && (
            <div>
              <dt>{text.payment}</dt>
              <dd>{order.payment}</dd>
            </div>
          )}
          {order.total !== null && (
            <div>
              <dt>{text.total}</dt>
              <dd className="mfo-confirm__total">{formatPrice(order.total)}</dd>
            </div>
          )}
        </dl>
        {order.items.length > 0 && (
          <>
            <h2 className="mfo-confirm__subtitle">{text.items}</h2>
            <ul className="mfo-confirm__items">
              {order.items.map((item) => (
                <li key={item.key}>
                  {item.url ? <Link to={item.url}>{item.title}</Link> : <span>{item.title}</span>}
                  {item.isGift && <span className="mfo-line__gift">{messages.cart.gift}</span>}
                  <span className="mfo-confirm__qty">{text.quantity(item.quantity)}</span>
                  {item.price !== null && <span>{formatPrice(item.price)}</span>}
                </li>
              ))}
            </ul>
          </>
        )}
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
