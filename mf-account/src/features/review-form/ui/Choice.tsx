import { ErrorMessage, Field } from 'formik';
import type { Values } from '../model/reviewSchema';

/** A required choice of the review (rating, price, quality): radios under a legend, the error below. */
export function Choice({ name, legend, options }: { name: keyof Values; legend: string; options: [string, string][] }) {
  return (
    <fieldset className="mfa-choice">
      <legend className="mfa-field__label">{legend}</legend>
      {options.map(([value, label]) => (
        <label key={value} className="mfa-check">
          <Field type="radio" name={name} value={value} />
          <span>{label}</span>
        </label>
      ))}
      <ErrorMessage name={name} component="p" className="mfa-field__error" />
    </fieldset>
  );
}
