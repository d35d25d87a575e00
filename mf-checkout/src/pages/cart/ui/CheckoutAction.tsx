import { Link } from 'react-router-dom';
import { Button, getEventBus, useSignedIn } from 'shared-kit';
import { messages } from '../../../messages';

const text = messages.cart;

/** 'Оформить заказ': blocked while titles are out of stock, a sign-in first for a visitor. */
export function CheckoutAction({ unavailable }: { unavailable: string[] }) {
  const signedIn = useSignedIn();
  if (unavailable.length > 0) {
    return (
      <>
        <p role="note" className="mfo-summary__blocked">
          {text.outOfStockNote(unavailable.join(', '))}
        </p>
        <Button className="mfo-summary__cta" disabled>
          {text.checkout}
        </Button>
      </>
    );
  }
  if (signedIn) {
    return (
      <Link className="sk-btn mfo-summary__cta" to="/order">
        {text.checkout}
      </Link>
    );
  }
  return (
    <>
      <Button
        className="mfo-summary__cta"
        onClick={() => getEventBus().emit('account:sign-in-requested', { reason: 'cart', redirectTo: '/order' })}
      >
        {text.checkout}
      </Button>
      <p className="mfo-summary__hint">{text.signInToCheckout}</p>
    </>
  );
}
