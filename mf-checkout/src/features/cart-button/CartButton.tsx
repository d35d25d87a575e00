import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Button, useNotice } from 'shared-kit';
import type { FragmentProps } from 'shared-kit/contracts';
import {
  selectQuantity,
  useCartListQuery,
  useCartSelector,
  useChangeQuantityMutation,
} from '../../entities/cart';
import { parseTypedQuantity } from '../../shared/lib';
import { messages } from '../../messages';
import { announceAdded } from './addedNotice';
import { CartNotice, CartNoticeAnnouncement } from './CartNotice';
import './CartButton.css';

/** Props of {@link CartButton} (the `mf_checkout/CartButton` fragment contract). */
export type CartButtonProps = FragmentProps['mf_checkout/CartButton'];

const text = messages.cartButton;

const NO_RESULT = {};

/**
 * The add-to-cart control (docs/product.md §2, §4, §5): 'Купить' while the product is not in the cart, then
 * minus / number / plus. Every change goes to the server first; the shown quantity follows only
 * a successful answer, and a failure shows a short notice for 5 s. A product put into the cart from
 * 'Купить' shows «Товар добавлен в корзину» with its picture, title and a link to the cart for 5 s.
 *
 * Focus stays with the control when one of its parts replaces the other: 'Купить' pressed with the focus
 * on it hands the focus to the stepper (the group «В корзине»), and minus to 0 hands it back to 'Купить'.
 * A product not on sale yet (`soon`) has a disabled button that says 'Скоро в продаже'.
 */
export function CartButton({ productId, available, variant = 'card', soon = false }: CartButtonProps) {
  const quantity = useCartSelector(selectQuantity(productId));
  const [changeQuantity] = useChangeQuantityMutation();
  const [draft, setDraft] = useState(String(quantity));
  const [pending, setPending] = useState(false);
  // A ref as well as state: a blur right after Enter must not send the same change twice.
  const busy = useRef(false);
  const { notice, show } = useNotice();
  const limit = Math.max(0, Math.floor(available));
  const owner = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const stepperRef = useRef<HTMLSpanElement>(null);
  // Where the focus goes once the part that held it is replaced: set when a change starts with the focus inside.
  const focusNext = useRef<'stepper' | 'buy' | null>(null);
  const inCart = quantity > 0;

  useEffect(() => {
    // Once the change is over: 'Купить' is disabled while it runs, and a disabled button takes no focus.
    if (pending || focusNext.current !== (inCart ? 'stepper' : 'buy')) return;
    focusNext.current = null;
    (inCart ? stepperRef.current : rootRef.current?.querySelector<HTMLButtonElement>('.mfo-cart-button__buy'))?.focus();
  }, [inCart, pending]);

  // The lines are loaded once per page, shared by every cart button.
  useCartListQuery(undefined, { selectFromResult: () => NO_RESULT });

  // The field follows the stored quantity in the same render (an effect would show the old number once).
  const [shownQuantity, setShownQuantity] = useState(quantity);
  if (shownQuantity !== quantity) {
    setShownQuantity(quantity);
    setDraft(String(quantity));
  }

  const change = async (next: number) => {
    if (busy.current) return;
    const target = Math.max(0, Math.min(next, limit));
    if (target === quantity) {
      setDraft(String(quantity));
      return;
    }
    busy.current = true;
    setPending(true);
    // Before the button is disabled: a disabled button loses the focus.
    const focused = typeof document !== 'undefined' && Boolean(rootRef.current?.contains(document.activeElement));
    focusNext.current = focused && (quantity <= 0) !== (target <= 0) ? (target > 0 ? 'stepper' : 'buy') : null;
    try {
      const answer = await changeQuantity({ productId, from: quantity, to: target }).unwrap();
      const serverNotice = answer.notice || null;
      if (serverNotice) show(serverNotice, 'info');
      if (quantity <= 0 && target > 0) {
        const product = answer.items.find((line) => line.product_id === productId && !line.is_gift);
        announceAdded({
          owner,
          productId,
          title: product?.title ?? null,
          picture: product ? product.preview_webp || product.preview || null : null,
        });
      }
    } catch (error) {
      console.warn('[mf_checkout] cart change failed', error);
      focusNext.current = null;
      setDraft(String(quantity));
      show(text.failed);
    } finally {
      busy.current = false;
      setPending(false);
    }
  };

  const commitDraft = () => {
    const { quantity: typed, clamped } = parseTypedQuantity(draft, limit);
    if (clamped) show(text.limit(limit), 'info');
    setDraft(String(typed));
    void change(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  };

  // One live region for the info notices and the «added» announcement; errors are alerts of their own.
  const noticeView = (
    <>
      <CartNoticeAnnouncement owner={owner}>
        {notice?.kind === 'info' && (
          <span className="mfo-cart-button__notice mfo-cart-button__notice--info">{notice.text}</span>
        )}
      </CartNoticeAnnouncement>
      {notice?.kind === 'error' && (
        <span className="mfo-cart-button__notice mfo-cart-button__notice--error" role="alert">
          {notice.text}
        </span>
      )}
      <CartNotice owner={owner} />
    </>
  );

  if (!inCart) {
    return (
      <span ref={rootRef} className={`mfo-cart-button mfo-cart-button--${variant}`}>
        <Button
          className="mfo-cart-button__buy"
          disabled={limit <= 0 || pending}
          aria-busy={pending || undefined}
          onClick={() => void change(1)}
        >
          {limit > 0 ? (
            text.buy
          ) : soon ? (
            // Below 360 px a card shows only «Скоро»; the button is still named «Скоро в продаже».
            <>
              <span className="mfo-cart-button__short" aria-hidden="true">
                {text.soonShort}
              </span>
              <span className="mfo-cart-button__full">{text.soon}</span>
            </>
          ) : (
            text.outOfStock
          )}
        </Button>
        {noticeView}
      </span>
    );
  }

  return (
    <span ref={rootRef} className={`mfo-cart-button mfo-cart-button--${variant}`}>
      <span
        ref={stepperRef}
        className="mfo-stepper"
        role="group"
        aria-label={text.inCart}
        aria-busy={pending || undefined}
        tabIndex={-1}
      >
        <button
          type="button"
          className="mfo-stepper__btn"
          aria-label={text.decrease}
          disabled={pending}
          onClick={() => void change(quantity - 1)}
        >
          −
        </button>
        <input
          className="mfo-stepper__input"
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          aria-label={text.quantity}
          value={draft}
          disabled={pending}
          onChange={(event) => setDraft(event.target.value.replace(/\D/g, ''))}
          onBlur={commitDraft}
          onKeyDown={onKeyDown}
        />
        <button
          type="button"
          className="mfo-stepper__btn"
          aria-label={text.increase}
          disabled={pending || quantity >= limit}
          onClick={() => void change(quantity + 1)}
        >
          +
        </button>
      </span>
      {noticeView}
    </span>
  );
}
