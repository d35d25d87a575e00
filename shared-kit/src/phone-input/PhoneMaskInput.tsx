import MaskedInput from 'react-text-mask';
import type { InputHTMLAttributes } from 'react';
import { PHONE_MASK } from '../validation/phone';
import { phonePipe } from './phonePipe';

/** Props of {@link PhoneMaskInput}: those of an `<input>`, but its type and keyboard, which are the field's. */
export type PhoneMaskInputProps = Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'inputMode' | 'value'
> & {
  value?: string;
};

/**
 * The phone input of every form of the shop: react-text-mask with the mask `+7 (###) ###-##-##`, the
 * keyboard of a phone (`type="tel"`, `inputmode="tel"`) and the browser's saved number
 * (`autocomplete="tel"`). It masks on the input's own events, so the caret stays right on any keyboard.
 * Bound to a form like an `<input>`: `<Field name="phone" as={PhoneMaskInput} />` in Formik; `onChange`
 * gets the event once the value is masked.
 */
export function PhoneMaskInput({ value = '', ...props }: PhoneMaskInputProps) {
  return (
    <MaskedInput
      autoComplete="tel"
      {...props}
      value={value}
      type="tel"
      inputMode="tel"
      mask={PHONE_MASK}
      pipe={phonePipe}
      guide={false}
    />
  );
}
