import { ErrorMessage, Field } from 'formik';
import { PhoneMaskInput } from 'shared-kit/phone-input';
import { messages } from '../../messages';

/** Props of {@link PhoneField}. */
export interface PhoneFieldProps {
  label: string;
  /** Name of the Formik field. */
  name?: string;
}

/**
 * The phone field of a Formik form: its label, the shop's phone input on react-text-mask (the mask
 * `+7 (XXX) XXX-XX-XX` as the customer types, pastes or erases; ADR 0039) and the field's error.
 */
export function PhoneField({ label, name = 'phone' }: PhoneFieldProps) {
  return (
    <>
      <label className="mfa-field">
        <span className="mfa-field__label">{label}</span>
        <Field
          name={name}
          as={PhoneMaskInput}
          className="mfa-field__input"
          placeholder={messages.phonePlaceholder}
        />
      </label>
      <ErrorMessage name={name} component="p" className="mfa-field__error" />
    </>
  );
}
