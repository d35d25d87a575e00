import type { ChangeEvent } from 'react';
import './forms.css';

/** Props of {@link ConsentField}. */
export interface ConsentFieldProps {
  name: string;
  /** Text before the link, e.g. «Я даю согласие на». */
  lead: string;
  /** The linked words, e.g. «обработку персональных данных». */
  linkText: string;
  /** Route of the consent text. */
  href: string;
  checked: boolean;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur?(): void;
  /** The error shown under it (once the customer has been there or has sent the form). */
  error?: string;
  errorClassName?: string;
}

/**
 * A consent a form asks for: unticked until the customer ticks it, with its text a link away (opened in
 * a new tab, so the form keeps what was typed). Plain React, so a form that needs no form library
 * (the newsletter on every page) uses it as it is.
 */
export function ConsentField({ name, lead, linkText, href, checked, onChange, onBlur, error, errorClassName = 'sh-field-error' }: ConsentFieldProps) {
  return (
    <div className="sh-consent">
      <label className="sh-consent__label">
        <input type="checkbox" name={name} checked={checked} onChange={onChange} onBlur={onBlur} />
        <span>
          {lead}{' '}
          <a href={href} target="_blank" rel="noopener noreferrer">
            {linkText}
          </a>
        </span>
      </label>
      {error && <p className={errorClassName}>{error}</p>}
    </div>
  );
}
