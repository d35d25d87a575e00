import { useEffect, useRef, type RefObject } from 'react';
import { ErrorMessage, useFormikContext, type FormikProps } from 'formik';
import type { ContactValues } from '../model/contactSchema';

/** Ties a field to its error text: `aria-invalid` and `aria-describedby` while the error is shown. */
export function errorProps(
  name: keyof ContactValues,
  idPrefix: string,
  form: Pick<FormikProps<ContactValues>, 'errors' | 'touched'>,
) {
  const shown = Boolean(form.touched[name] && form.errors[name]);
  return { 'aria-invalid': shown || undefined, 'aria-describedby': shown ? `${idPrefix}-${name}-error` : undefined };
}

/** An error under its field, with the id the field points at. */
export function FieldError({ name, idPrefix }: { name: keyof ContactValues; idPrefix: string }) {
  return (
    <ErrorMessage
      name={name}
      render={(text: string) => (
        <p id={`${idPrefix}-${name}-error`} className="sh-field-error">
          {text}
        </p>
      )}
    />
  );
}

/**
 * After a send that validation stopped, focus goes to the first field with an error, so the customer
 * (and a screen reader) lands on what to fix.
 */
export function FocusFirstError({ form }: { form: RefObject<HTMLFormElement | null> }) {
  const { submitCount, isValid } = useFormikContext<ContactValues>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current) return;
    handled.current = submitCount;
    if (!isValid) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
  return null;
}
