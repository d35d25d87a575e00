import type { KeyboardEvent, RefObject } from 'react';
import { messages } from '../../../messages';

const text = messages.cartButton;

interface CartStepperProps {
  stepperRef: RefObject<HTMLSpanElement | null>;
  quantity: number;
  limit: number;
  draft: string;
  pending: boolean;
  change: (next: number) => Promise<void>;
  setDraft: (draft: string) => void;
  commitDraft: () => void;
  onKeyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** Minus / number / plus of a product in the cart: the group «В корзине». */
export function CartStepper({
  stepperRef,
  quantity,
  limit,
  draft,
  pending,
  change,
  setDraft,
  commitDraft,
  onKeyDown,
}: CartStepperProps) {
  return (
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
  );
}
