import { useEffect } from 'react';
import { Badge, getEventBus, pluralize, whenSessionReady } from 'shared-kit';
import {
  countChanged,
  loadCartInfo,
  selectCartCount,
  useCartDispatch,
  useCartSelector,
} from '../../entities/cart';
import { AppLink } from '../../shared/ui/AppLink';
import { CartIcon } from '../../shared/ui/CartIcon';
import { messages } from '../../messages';
import './HeaderCart.css';

/**
 * The header cart button (spec §2): a link to `/cart` with the number of units. The count loads at
 * start (`GET /api/cart/info`), follows `checkout:cart-changed`, and reloads when the visitor signs
 * in (the cart then belongs to the account).
 */
export function HeaderCart() {
  const dispatch = useCartDispatch();
  const count = useCartSelector(selectCartCount);
  const label =
    count > 0
      ? `${messages.headerCart.link}: ${count} ${pluralize(count, messages.goods)}`
      : messages.headerCart.link;

  useEffect(() => {
    let active = true;
    void whenSessionReady().then(() => {
      if (active) void dispatch(loadCartInfo());
    });
    const bus = getEventBus();
    const stopChanged = bus.subscribe('checkout:cart-changed', ({ count: next }) =>
      dispatch(countChanged(next)),
    );
    const stopSignedIn = bus.subscribe('account:signed-in', () => void dispatch(loadCartInfo()));
    return () => {
      active = false;
      stopChanged();
      stopSignedIn();
    };
  }, [dispatch]);

  return (
    <AppLink className="mfo-header-cart" to="/cart" aria-label={label}>
      <span className="mfo-header-cart__icon">
        <CartIcon />
        <span className="mfo-header-cart__badge">
          <Badge count={count} label={messages.headerCart.badge} />
        </span>
      </span>
      <span className="mfo-header-cart__label">{messages.headerCart.link}</span>
    </AppLink>
  );
}
