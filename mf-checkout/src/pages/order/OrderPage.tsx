import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, getEventBus, isHttpStatus, whenSessionReady } from 'shared-kit';
import type { CartInfoDto } from 'shared-kit/contracts';
import { infoLoaded, useCartDispatch } from '../../entities/cart';
import { getCartInfo } from '../../shared/api/cartApi';
import { CartSummary } from '../../widgets/cart-summary';
import { messages } from '../../messages';
import '../cart/CartPage.css';

const text = messages.order;

type State =
  { kind: 'loading' } | { kind: 'ready'; info: CartInfoDto } | { kind: 'unauthorized' } | { kind: 'failed' };

/** The `/order` page (guarded): the order being placed, with the cart totals from the API. */
export function OrderPage() {
  const dispatch = useCartDispatch();
  const [state, setState] = useState<State>({ kind: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    void whenSessionReady()
      .then(() => getCartInfo(controller.signal))
      .then((info) => {
        dispatch(infoLoaded(info));
        setState({ kind: 'ready', info });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn('[mf_checkout] order summary failed', error);
        setState({ kind: isHttpStatus(error, 401) ? 'unauthorized' : 'failed' });
      });
    return () => controller.abort();
  }, [dispatch]);

  return (
    <section className="mfo-page">
      <h1 className="mfo-page__title">{text.title}</h1>
      {state.kind === 'loading' && <p aria-busy="true">{messages.loading}</p>}
      {state.kind === 'failed' && (
        <p role="alert" className="mfo-page__error">
          {text.loadFailed}
        </p>
      )}
      {state.kind === 'unauthorized' && (
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
      {state.kind === 'ready' && state.info.count <= 0 && (
        <div className="mfo-empty">
          <p className="mfo-empty__title">{text.empty}</p>
          <Link className="sk-btn" to="/category">
            {messages.cart.toCatalogue}
          </Link>
        </div>
      )}
      {state.kind === 'ready' && state.info.count > 0 && (
        <div className="mfo-cart">
          <div className="mfo-empty">
            <p className="mfo-empty__hint">{text.intro}</p>
            <Link className="sk-btn sk-btn--secondary" to="/cart">
              {text.backToCart}
            </Link>
          </div>
          <aside className="mfo-cart__aside">
            <CartSummary info={state.info} />
          </aside>
        </div>
      )}
      {state.kind !== 'loading' && !(state.kind === 'ready' && state.info.count > 0) && (
        <Link className="mfo-back" to="/cart">
          {text.backToCart}
        </Link>
      )}
    </section>
  );
}
