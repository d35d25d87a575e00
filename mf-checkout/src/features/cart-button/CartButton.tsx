import { useId, useRef, useState, type KeyboardEvent } from 'react';
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
 */
export function CartButton({ productId, available, variant = 'card' }: CartButtonProps) {
  const quantity = useCartSelector(selectQuantity(productId));
  const [changeQuantity] = useChangeQuantityMutation();
  const [draft, setDraft] = useState(String(quantity));
  const [pending, setPending] = useState(false);
  // A ref as well as state: a blur right after Enter must not send the same change twice.
  const busy = useRef(false);
  const { notice, show } = useNotice();
  const limit = Math.max(0, Math.floor(available));
  const owner = useId();

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

  if (quantity <= 0) {
    return (
      <span className={`mfo-cart-button mfo-cart-button--${variant}`}>
        <Button
          className="mfo-cart-button__buy"
          disabled={limit <= 0 || pending}
          aria-busy={pending || undefined}
          onClick={() => void change(1)}
        >
          {limit <= 0 ? text.outOfStock : text.buy}
        </Button>
        {noticeView}
      </span>
    );
  }

  return (
    <span className={`mfo-cart-button mfo-cart-button--${variant}`}>
      <span className="mfo-stepper" role="group" aria-label={text.inCart} aria-busy={pending || undefined}>
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
