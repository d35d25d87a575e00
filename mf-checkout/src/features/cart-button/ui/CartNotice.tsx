import { useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Link } from 'react-router-dom';
import { messages } from '../../../messages';
import { dismissAdded, holdAdded, useAddedNotice } from '../model/addedNotice';

const text = messages.cartNotice;

/**
 * «Товар добавлен в корзину»: the product's picture and title and a link to the cart, for 5 s after
 * 'Купить'. Shown at the bottom of the window, above the bottom navigation on phones; only the control
 * that added the product (`owner`) draws it. The spoken part is {@link CartNoticeAnnouncement}.
 */
export function CartNotice({ owner }: { owner: string }) {
  const added = useAddedNotice();
  const mine = added?.owner === owner ? added : null;

  useEffect(() => {
    if (!mine) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') dismissAdded();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mine]);

  if (!mine || typeof document === 'undefined') return null;
  return createPortal(
    <section
      className="mfo-cart-notice"
      aria-label={text.heading}
      onMouseEnter={() => holdAdded(true)}
      onMouseLeave={() => holdAdded(false)}
      onFocus={() => holdAdded(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) holdAdded(false);
      }}
    >
      {mine.picture ? <img className="mfo-cart-notice__picture" src={mine.picture} alt="" width={56} height={56} decoding="async" /> : null}
      <div className="mfo-cart-notice__body">
        <p className="mfo-cart-notice__heading">{text.heading}</p>
        {mine.title ? <p className="mfo-cart-notice__title">{mine.title}</p> : null}
        <Link className="mfo-cart-notice__link" to="/cart" onClick={() => dismissAdded()}>
          {text.toCart}
        </Link>
      </div>
      <button type="button" className="mfo-cart-notice__close" aria-label={text.close} onClick={() => dismissAdded()}>
        <svg aria-hidden="true" focusable="false" width="16" height="16" viewBox="0 0 16 16">
          <path d="M3 3l10 10M13 3L3 13" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
    </section>,
    document.body,
  );
}

/**
 * The cart button's live region. It stays in the page from the start (a region added together with its
 * text is often not read): it carries the button's short info notices (`children`) and, for screen
 * readers only, «… добавлен в корзину» once this control has added a product.
 */
export function CartNoticeAnnouncement({ owner, children }: { owner: string; children?: ReactNode }) {
  const added = useAddedNotice();
  const mine = added?.owner === owner ? added : null;
  return (
    <span className="mfo-cart-button__live" role="status">
      {children}
      {mine ? <span className="mfo-visually-hidden">{text.announcement(mine.title)}</span> : null}
    </span>
  );
}
