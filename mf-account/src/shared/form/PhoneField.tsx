import { ErrorMessage, Field, type FieldProps } from 'formik';
import { nextPhoneValue } from 'shared-kit';
import { messages } from '../../messages';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  label: string;
  /** Name of the Formik field. */
  name?: string;
}

/**
 * The phone field of a Formik form: its label, an input that keeps the `+7 (XXX) XXX-XX-XX` mask as the
 * customer types or erases, and the field's error.
 */
export function PhoneField({ label, name = 'phone' }: PhoneFieldProps) {
  return (
    <>
      <label className="mfa-field">
        <span className="mfa-field__label">{label}</span>
        <Field name={name}>
          {({ field, form }: FieldProps<string>) => (
            <input
              {...field}
              className="mfa-field__input"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              placeholder={messages.phonePlaceholder}
              onChange={(event) =>
                void form.setFieldValue(name, nextPhoneValue(field.value, event.target.value))
              }
            />
          )}
        </Field>
      </label>
      <ErrorMessage name={name} component="p" className="mfa-field__error" />
    </>
  );
}
