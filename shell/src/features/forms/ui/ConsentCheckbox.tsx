import { useField } from 'formik';
import { ConsentField, type ConsentFieldProps } from '../ConsentField';

/** Props of {@link ConsentCheckbox}. */
export type ConsentCheckboxProps = Pick<ConsentFieldProps, 'name' | 'lead' | 'linkText' | 'href' | 'errorClassName'>;

/** {@link ConsentField} as a field of the Formik form around it. */
export function ConsentCheckbox({ name, ...shown }: ConsentCheckboxProps) {
  const [field, meta] = useField({ name, type: 'checkbox' });
  return (
    <ConsentField
      {...shown}
      name={name}
      checked={Boolean(field.checked)}
      onChange={field.onChange}
      onBlur={() => field.onBlur({ target: { name } })}
      error={meta.touched ? meta.error : undefined}
    />
  );
}
