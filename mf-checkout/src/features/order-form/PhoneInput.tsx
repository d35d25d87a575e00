import { ErrorMessage, Field, type FieldProps } from 'formik';
import { nextPhoneValue } from 'shared-kit';

/** Props of {@link PhoneInput}. */
export interface PhoneInputProps {
  label: string;
  placeholder: string;
  /** Name of the Formik field. */
  name?: string;
}

/**
 * The phone field of a Formik form (docs/product.md §5 mask `+7 (###) ###-##-##`): the mask is kept as the
 * customer types, pastes or erases, as in the account team's forms.
 */
export function PhoneInput({ label, placeholder, name = 'phone' }: PhoneInputProps) {
  return (
    <div className="mfo-field">
      <label className="mfo-field__label" htmlFor={`mfo-${name}`}>
        {label}
      </label>
      <Field name={name}>
        {({ field, form, meta }: FieldProps<string>) => (
          <input
            {...field}
            id={`mfo-${name}`}
            className="mfo-input"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={placeholder}
            aria-invalid={meta.touched && meta.error ? true : undefined}
            onChange={(event) =>
              void form.setFieldValue(name, nextPhoneValue(field.value, event.target.value))
            }
          />
        )}
      </Field>
      <ErrorMessage name={name} component="p" className="mfo-block__error" />
    </div>
  );
}
