import { useCallback, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatPrice, getEventBus, isHttpErrorStatus, usePageTitle } from 'shared-kit';
import type { CartItemDto, OrderDraftDto } from 'shared-kit/contracts';
import { cartTotalsArrived, selectCartInfo, useCartDispatch, useCartSelector } from '../../entities/cart';
import { CartBonuses } from '../../features/cart-bonuses';
import { OrderForm } from '../../features/order-form';
import { useOrderDraftQuery } from '../../shared/api';
import { CartSummary } from '../../widgets/cart-summary';
import { messages } from '../../messages';
import '../cart/CartPage.css';
import './OrderPage.css';
import '../../shared/ui/blocks.css';

const text = messages.order;

type State =
  | { status: 'loading' }
  | { status: 'ready'; draft: OrderDraftDto }
  | { status: 'unauthorized' }
  | { status: 'failed' };

function OrderLines({ lines }: { lines: CartItemDto[] }) {
  return (
    <section className="mfo-block" aria-label={text.items}>
      <h2 className="mfo-block__title">{text.items}</h2>
      <ul className="mfo-order-lines">
        {lines.map((line) => (
          <li key={`${line.product_id}-${line.is_gift ? 'gift' : 'item'}`}>
            <span className="mfo-order-lines__title">{line.title}</span>
            {line.is_gift && <span className="mfo-line__gift">{text.gift}</span>}
            <span className="mfo-order-lines__qty">{text.quantity(line.amount)}</span>
            {!line.is_gift && <span>{formatPrice(line.line_price_final)}</span>}
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * The `/order` page (guarded by the shell): `GET /api/order` gives the lines, the ways to receive and
 * to pay and the pre-filled contacts; the form places the order. A 401 (expired sign-in) offers
 * sign-in instead of a broken page; an empty cart shows the empty state.
 */
export function OrderPage() {
  const dispatch = useCartDispatch();
  const info = useCartSelector(selectCartInfo);
  const [deliveryChosen, setDeliveryChosen] = useState(false);
  const [refused, setRefused] = useState(false);
  const { data, error, isFetching, refetch } = useOrderDraftQuery();
  const reload = useCallback(() => {
    setRefused(false);
    void refetch();
  }, [refetch]);
  usePageTitle(text.title);

  useEffect(() => {
    if (!data) return;
    dispatch(cartTotalsArrived(data.paymentInfo.totals));
    setDeliveryChosen((chosen) => chosen || data.presavedDelivery.delivery_key !== null);
  }, [data, dispatch]);

  useEffect(() => {
    if (error) console.warn('[mf_checkout] order draft failed', error);
  }, [error]);

  // A reload after "the cart changed" keeps the form on screen when it fails; the first load does not.
  const failed = Boolean(error) && !isFetching;
  const state: State =
    refused || (failed && isHttpErrorStatus(error, 401))
      ? { status: 'unauthorized' }
      : data
        ? { status: 'ready', draft: data }
        : failed
          ? { status: 'failed' }
          : { status: 'loading' };

  const unauthorized = useCallback(() => setRefused(true), []);
  const draft = state.status === 'ready' ? state.draft : null;
  const empty = draft !== null && draft.orderList.length === 0;

  return (
    <section className="mfo-page">
      <h1 className="mfo-page__title">{text.title}</h1>
      {state.status === 'loading' && <p aria-busy="true">{messages.loading}</p>}
      {state.status === 'failed' && (
        <p role="alert" className="mfo-page__error">
          {text.loadFailed}
        </p>
      )}
      {state.status === 'unauthorized' && (
        <div className="mfo-empty">
          <p className="mfo-empty__title">{text.signInNeeded}</p>
          <Button
            onClick={() =>
              getEventBus().emit('account:sign-in-requested', { reason: 'order', redirectTo: '/order' })
            }
          >
            {text.signIn}
          </Button>
        </div>
      )}
      {empty && (
        <div className="mfo-empty">
          <p className="mfo-empty__title">{text.empty}</p>
          <Link className="sk-btn" to="/category">
            {messages.cart.toCatalogue}
          </Link>
        </div>
      )}
      {draft && !empty && (
        // The lines, the form's fields, the total with the bonuses, then the consent and «Оформить заказ»: one
        // column on a phone in this order; from 1024 px the total is a side column (OrderPage.css).
        <div className="mfo-cart mfo-order">
          <OrderLines lines={[...draft.orderList, ...draft.gifts_added]} />
          <OrderForm
            draft={draft}
            info={info ?? draft.paymentInfo.totals}
            onCartChanged={reload}
            onUnauthorized={unauthorized}
            onDeliveryChosen={() => setDeliveryChosen(true)}
            aside={
              <>
                {/* Choosing the delivery resets the bonuses (docs/product.md §4): they are spent again here, not only in the cart. */}
                <CartBonuses />
                <CartSummary info={info ?? draft.paymentInfo.totals} deliveryChosen={deliveryChosen} />
                <Link className="mfo-back" to="/cart">
                  {text.backToCart}
                </Link>
              </>
            }
          />
        </div>
      )}
      {state.status !== 'loading' && !(draft && !empty) && (
        <Link className="mfo-back" to="/cart">
          {text.backToCart}
        </Link>
      )}
    </section>
  );
}
