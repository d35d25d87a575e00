import { Link, useParams } from 'react-router-dom';
import { usePageTitle } from 'shared-kit';
import { messages } from '../../messages';
import { nextStep } from './model/nextStep';
import { useOrderConfirmation } from './model/useOrderConfirmation';
import { ConfirmProblem } from './ui/ConfirmProblem';
import { OrderFacts } from './ui/OrderFacts';
import { OrderItems } from './ui/OrderItems';
import { PayBlock } from './ui/PayBlock';
import '../cart/CartPage.css';
import './OrderConfirmPage.css';

export { PAYMENT_POLL_MS, PAYMENT_POLL_TIMES } from './model/useOrderConfirmation';

const text = messages.confirm;

/**
 * `/order/confirm/{id}` (guarded): a placed order from `GET /api/order-confirm/{id}` (`OrderDto`). A
 * pending payment is read again every 3 s for a minute, and can be paid ('Оплатить'); a canceled one is
 * said so and offers 'Оплатить снова'. Both go to the provider's page from `POST /api/order/{id}/pay`.
 */
export function OrderConfirmPage() {
  const splat = useParams()['*'] ?? '';
  const id = splat.replace(/\/+$/, '');
  const { state, pay, paying, payFailed } = useOrderConfirmation(id);
  usePageTitle(state.status === 'ready' ? text.title(state.order.number) : text.pageTitle);

  if (state.status === 'loading') {
    return (
      <section className="mfo-page">
        <p aria-busy="true">{messages.loading}</p>
      </section>
    );
  }
  if (state.status !== 'ready') return <ConfirmProblem status={state.status} id={id} />;

  const { order } = state;
  const { status } = order.payment;
  return (
    <section className="mfo-page">
      <div className="mfo-confirm">
        <p className="mfo-confirm__thanks">{text.thanks}</p>
        <h1 className="mfo-page__title">{text.title(order.number)}</h1>
        <OrderFacts order={order} />
        {(status === 'pending' || status === 'canceled') && (
          <PayBlock canceled={status === 'canceled'} paying={paying} payFailed={payFailed} onPay={() => void pay(order.id)} />
        )}
        <OrderItems order={order} />
        <h2 className="mfo-confirm__subtitle">{text.next}</h2>
        <p className="mfo-confirm__next">{nextStep(order)}</p>
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
