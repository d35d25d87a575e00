import { ErrorMessage, Field } from 'formik';
import { messages } from '../../../messages';
import { PhoneInput } from './PhoneInput';
import { COMMENT_MAX } from '../model/schema';

const text = messages.order;

function TextField({ name, label, ...input }: { name: string; label: string } & Record<string, unknown>) {
  return (
    <div className="mfo-field">
      <label className="mfo-field__label" htmlFor={`mfo-${name}`}>
        {label}
      </label>
      <Field id={`mfo-${name}`} className="mfo-input" name={name} {...input} />
      <ErrorMessage name={name} component="p" className="mfo-block__error" />
    </div>
  );
}

/** Contacts: name, phone, e-mail, a company buyer's ИНН, the comment. */
export function ContactsFieldset({ company }: { company: boolean }) {
  return (
    <fieldset className="mfo-block">
      <legend className="mfo-block__title">{text.contacts}</legend>
      <TextField name="full_name" label={text.fullName} autoComplete="name" />
      <PhoneInput label={text.phone} placeholder={text.phonePlaceholder} />
      <TextField name="email" label={text.email} type="email" autoComplete="email" />
      <label className="mfo-check">
        <Field type="checkbox" name="company" />
        <span>{text.company}</span>
      </label>
      {company && <TextField name="inn" label={text.inn} inputMode="numeric" maxLength={12} />}
      <TextField
        name="comment"
        label={text.comment}
        as="textarea"
        className="mfo-input mfo-input--area"
        maxLength={COMMENT_MAX + 1}
      />
    </fieldset>
  );
}
