import { ErrorMessage, Field } from 'formik';
import type { OrderDraftDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';

const text = messages.order;

/** The ways to pay as cards. */
export function PaymentFieldset({ draft, chosen, disabled }: { draft: OrderDraftDto; chosen: string; disabled: boolean }) {
  return (
    <fieldset className="mfo-block" disabled={disabled}>
      <legend className="mfo-block__title">{text.payment}</legend>
      <div className="mfo-choices" role="radiogroup" aria-label={text.payment}>
        {draft.paymentInfo.methods.map((method) => (
          <label key={method.key} className={`mfo-choice${chosen === method.key ? ' mfo-choice--on' : ''}`}>
            <Field type="radio" name="payment_key" value={method.key} aria-label={method.title} />
            <span className="mfo-choice__body">
              <span className="mfo-choice__title">{method.title}</span>
              <span className="mfo-choice__hint">{method.description}</span>
            </span>
          </label>
        ))}
      </div>
      <ErrorMessage name="payment_key" component="p" className="mfo-block__error" />
    </fieldset>
  );
}
