import { useId, useState, type FormEvent } from 'react';
import { Button } from 'shared-kit';
import {
  promoEdited,
  selectCartInfo,
  selectPromoCodeError,
  useApplyPromoCodeMutation,
  useCancelPromoCodeMutation,
  useCartDispatch,
  useCartSelector,
} from '../../entities/cart';
import { messages } from '../../messages';
import '../../shared/ui/blocks.css';

const text = messages.promo;

/**
 * The promo code block of the cart (docs/product.md §4, §8): a code is checked first and applied only when legit;
 * a refused one shows the server's reason under the field; an applied one can be cancelled, which also
 * drops the chosen bonuses.
 */
export function PromoCodeForm() {
  const dispatch = useCartDispatch();
  const info = useCartSelector(selectCartInfo);
  const promocodeError = useCartSelector(selectPromoCodeError);
  const [applyPromoCode] = useApplyPromoCodeMutation();
  const [cancelPromoCode] = useCancelPromoCodeMutation();
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const errorId = useId();
  const applied = info?.promo_code ?? null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = code.trim();
    if (!trimmed) {
      setProblem(text.required);
      return;
    }
    setProblem(null);
    setPending(true);
    const outcome = await applyPromoCode(trimmed)
      .unwrap()
      .catch(() => 'failed' as const);
    setPending(false);
    if (outcome === 'applied') setCode('');
    if (outcome === 'failed') setProblem(text.failed);
  };

  const cancel = async () => {
    setProblem(null);
    setPending(true);
    try {
      await cancelPromoCode().unwrap();
    } catch (error) {
      console.warn('[mf_checkout] promo code cancel failed', error);
      setProblem(text.cancelFailed);
    } finally {
      setPending(false);
    }
  };

  const error = problem ?? promocodeError;

  return (
    <section className="mfo-block" aria-label={text.title}>
      <h2 className="mfo-block__title">{text.title}</h2>
      {applied ? (
        <div className="mfo-block__row">
          <p className="mfo-block__ok">{text.applied(applied)}</p>
          <Button variant="secondary" disabled={pending} onClick={() => void cancel()}>
            {text.cancel}
          </Button>
        </div>
      ) : (
        <form className="mfo-block__row" noValidate onSubmit={(event) => void submit(event)}>
          <input
            className="mfo-input"
            aria-label={text.label}
            placeholder={text.placeholder}
            value={code}
            autoComplete="off"
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            onChange={(event) => {
              setCode(event.target.value);
              setProblem(null);
              if (promocodeError) dispatch(promoEdited());
            }}
          />
          <Button type="submit" disabled={pending} aria-busy={pending || undefined}>
            {pending ? text.applying : text.apply}
          </Button>
        </form>
      )}
      {error && (
        <p id={errorId} role="alert" className="mfo-block__error">
          {error}
        </p>
      )}
    </section>
  );
}
