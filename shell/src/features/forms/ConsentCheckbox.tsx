import { ErrorMessage, Field } from 'formik';
import './forms.css';

/** Props of {@link ConsentCheckbox}. */
export interface ConsentCheckboxProps {
  name: string;
  /** Text before the link, e.g. «Я даю согласие на». */
  lead: string;
  /** The linked words, e.g. «обработку персональных данных». */
  linkText: string;
  /** Route of the consent text. */
  href: string;
  errorClassName?: string;
}

/**
 * A consent a form asks for: unticked until the customer ticks it, with its text a link away (opened in
 * a new tab, so the form keeps what was typed).
 */
export function ConsentCheckbox({ name, lead, linkText, href, errorClassName = 'sh-field-error' }: ConsentCheckboxProps) {
  return (
    <div className="sh-consent">
      <label className="sh-consent__label">
        <Field type="checkbox" name={name} />
        <span>
          {lead}{' '}
          <a href={href} target="_blank" rel="noopener noreferrer">
            {linkText}
          </a>
        </span>
      </label>
      <ErrorMessage name={name} component="p" className={errorClassName} />
    </div>
  );
}
