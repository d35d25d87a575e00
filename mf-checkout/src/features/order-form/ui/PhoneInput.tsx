import { ErrorMessage, Field, type FieldProps } from 'formik';
import { PhoneMaskInput } from 'shared-kit/phone-input';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  label: string;
  placeholder: string;
  /** Name of the Formik field. */
  name?: string;
}

/**
 * The phone field of a Formik form (docs/product.md §5 mask `+7 (###) ###-##-##`): the shop's phone input on
 * react-text-mask, as in the account team's forms (ADR 0039).
 */
export function PhoneInput({ label, placeholder, name = 'phone' }: PhoneInputProps) {
  return (
    <div className="mfo-field">
      <label className="mfo-field__label" htmlFor={`mfo-${name}`}>
        {label}
      </label>
      <Field name={name}>
        {({ field, meta }: FieldProps<string>) => (
          <PhoneMaskInput
            {...field}
            id={`mfo-${name}`}
            className="mfo-input"
            placeholder={placeholder}
            aria-invalid={meta.touched && meta.error ? true : undefined}
          />
        )}
      </Field>
      <ErrorMessage name={name} component="p" className="mfo-block__error" />
    </div>
  );
}
