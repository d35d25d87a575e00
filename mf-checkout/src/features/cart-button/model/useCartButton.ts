import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNotice } from 'shared-kit';
import {
  selectQuantity,
  useCartListQuery,
  useCartSelector,
  useChangeQuantityMutation,
} from '../../../entities/cart';
import { parseTypedQuantity } from '../../../shared/lib';
import { messages } from '../../../messages';
import { announceAdded } from './addedNotice';

const text = messages.cartButton;

const NO_RESULT = {};

/**
 * The state of one cart button: the stored quantity, the typed draft, the change in flight and its notice.
 * Every change goes to the server first; the shown quantity follows only a successful answer.
 * Focus stays with the control when one of its parts replaces the other (see {@link CartButton}).
 */
export function useCartButton(productId: number, available: number) {
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

  return {
    quantity,
    inCart,
    limit,
    draft,
    setDraft,
    pending,
    notice,
    owner,
    rootRef,
    stepperRef,
    change,
    commitDraft,
    onKeyDown,
  };
}
