import { ErrorMessage, Field, getIn, useFormikContext } from 'formik';
import { ADDRESS_LIMITS } from '../model/deliveryText';
import type { OrderFormValues } from '../model/schema';

/** One text field of the address with its label and the error under it. */
export function AddressInput({ name, label, autoComplete, required }: { name: keyof typeof ADDRESS_LIMITS; label: string; autoComplete: string; required?: boolean }) {
  const { errors, touched } = useFormikContext<OrderFormValues>();
  const path = `address.${name}`;
  const invalid = Boolean(getIn(errors, path) && getIn(touched, path));
  return (
    <div className={`mfo-field mfo-field--${name}`}>
      <label className="mfo-field__label" htmlFor={`mfo-address-${name}`}>
        {label}
        {required && <span aria-hidden="true"> *</span>}
      </label>
      <Field
        id={`mfo-address-${name}`}
        className="mfo-input"
        name={path}
        autoComplete={autoComplete}
        maxLength={ADDRESS_LIMITS[name] + 1}
        aria-required={required || undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `mfo-address-${name}-error` : undefined}
      />
      <ErrorMessage name={path}>
        {(message) => (
          <p id={`mfo-address-${name}-error`} className="mfo-block__error">
            {message}
          </p>
        )}
      </ErrorMessage>
    </div>
  );
}
