import { ErrorMessage, Field } from 'formik';
import { Button } from 'shared-kit';
import { messages } from '../../../messages';

const text = messages.order;

/** The page with the text of the consent to the processing of personal data. */
const CONSENT_PAGE = '/personal-data-consent';

interface SubmitBlockProps {
  /** The id of the form the button submits (the block stands after the page's summary, outside the form). */
  form: string;
  /** Titles out of stock: the order cannot be placed. */
  outOfStock: string[];
  failure: string | null;
  busy: boolean;
  deliveryPending: boolean;
}

/** The consent (never ticked beforehand), what stops the order, the failure of the last try, the button. */
export function SubmitBlock({ form, outOfStock, failure, busy, deliveryPending }: SubmitBlockProps) {
  const blocked = outOfStock.length > 0;
  return (
    <div className="mfo-block mfo-order__submit">
      <label className="mfo-check">
        <Field type="checkbox" name="personal_data_consent" form={form} />
        <span>
          {text.consentBefore}
          <a href={CONSENT_PAGE} target="_blank" rel="noopener noreferrer">
            {text.consentLink}
          </a>
        </span>
      </label>
      <ErrorMessage name="personal_data_consent" component="p" className="mfo-block__error" />
      {blocked && (
        <p role="note" className="mfo-block__error">
          {text.outOfStock(outOfStock.join(', '))}
        </p>
      )}
      {failure && (
        <p role="alert" className="mfo-form-failure">
          {failure}
        </p>
      )}
      <Button
        type="submit"
        form={form}
        className="mfo-order-form__submit"
        disabled={busy || blocked || deliveryPending}
        aria-busy={busy || undefined}
      >
        {busy ? text.submitting : text.submit}
      </Button>
    </div>
  );
}
