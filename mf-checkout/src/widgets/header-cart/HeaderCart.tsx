import { useEffect } from 'react';
import { Badge, getEventBus, pluralize, whenSessionReady } from 'shared-kit';
import type { FragmentProps } from 'shared-kit/contracts';
import { cartCountReported, reloadCartInfo, selectCartCount, useCartDispatch, useCartSelector } from '../../entities/cart';
import { AppLink, CartIcon } from '../../shared/ui';
import { messages } from '../../messages';
import './HeaderCart.css';

/**
 * The header cart button (docs/product.md §2): a link to `/cart` with the number of units. The count loads at
 * start (`GET /api/cart/info`), follows `checkout:cart-changed`, and reloads when the visitor signs
 * in (the cart then belongs to the account). The `tabbar` variant is the cart tab of the bottom bar on
 * phones: icon, badge and the label under it; it reads the same store and leaves loading to the header's.
 */
export function HeaderCart({ variant = 'header' }: FragmentProps['mf_checkout/HeaderCart'] = {}) {
  const dispatch = useCartDispatch();
  const count = useCartSelector(selectCartCount);
  // The link is named by its own text — the word it shows, then the count for screen readers only — so a
  // voice command that says what is on the screen finds it. The count starts with a space and a dash: a
  // browser that separates the two spans with a space of its own reads the same «Корзина — 2 товара».
  const countText = count > 0 ? ` — ${count} ${pluralize(count, messages.goods)}` : '';

  useEffect(() => {
    if (variant === 'tabbar') return undefined;
    let active = true;
    void whenSessionReady().then(() => {
      if (active) void dispatch(reloadCartInfo());
    });
    const bus = getEventBus();
    const stopChanged = bus.subscribe('checkout:cart-changed', ({ count: next }) =>
      dispatch(cartCountReported(next)),
    );
    const stopSignedIn = bus.subscribe('account:signed-in', () => void dispatch(reloadCartInfo()));
    return () => {
      active = false;
      stopChanged();
      stopSignedIn();
    };
  }, [dispatch, variant]);

  return (
    <AppLink className={`mfo-header-cart mfo-header-cart--${variant}`} to="/cart">
      <span className="mfo-header-cart__icon">
        <CartIcon />
        <span className="mfo-header-cart__badge" aria-hidden="true">
          <Badge count={count} label={messages.headerCart.badge} />
        </span>
      </span>
      <span className="mfo-header-cart__label">{messages.headerCart.link}</span>
      {countText && <span className="mfo-header-cart__count">{countText}</span>}
    </AppLink>
  );
}
