import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { Button, phoneForServer } from 'shared-kit';
import type { AccountInfoDto } from 'shared-kit/contracts';
import { infoLoaded, useAccountDispatch } from '../../../entities/account';
import { serverDetail, useUpdateAccountInfoMutation } from '../../../shared/api';
import { PhoneField } from '../../../shared/form';
import { messages } from '../../../messages';
import { schema, today, valuesOf, type Values } from '../model/accountValues';

const text = messages.data;

function TextField({ name, label, autoComplete }: { name: keyof Values; label: string; autoComplete?: string }) {
  return (
    <>
      <label className="mfa-field">
        <span className="mfa-field__label">{label}</span>
        <Field className="mfa-field__input" name={name} autoComplete={autoComplete} />
      </label>
      <ErrorMessage name={name} component="p" className="mfa-field__error" />
    </>
  );
}

/** The form of the account's own fields; the saved account replaces the one in the header. */
export function AccountForm({ info }: { info: AccountInfoDto }) {
  const dispatch = useAccountDispatch();
  const [updateAccountInfo] = useUpdateAccountInfoMutation();
  const [outcome, setOutcome] = useState<{ ok: boolean; text: string } | null>(null);
  return (
    <Formik
      initialValues={valuesOf(info)}
      validationSchema={schema}
      onSubmit={async (values, helpers) => {
        setOutcome(null);
        try {
          const saved = await updateAccountInfo({
            surname: values.surname.trim(),
            name: values.name.trim(),
            patronymic: values.patronymic.trim(),
            phone: phoneForServer(values.phone),
            gender: values.gender || null,
            date_of_birth: values.date_of_birth || null,
          }).unwrap();
          dispatch(infoLoaded(saved));
          helpers.resetForm({ values: valuesOf(saved) });
          setOutcome({ ok: true, text: text.saved });
        } catch (error) {
          console.warn('[mf_account] account update failed', error);
          setOutcome({ ok: false, text: serverDetail(error) ?? text.saveFailed });
        }
      }}
    >
      {({ isSubmitting, dirty }) => (
        <Form className="mfa-form mfa-card" noValidate aria-busy={isSubmitting || undefined} aria-label={text.title}>
          <TextField name="surname" label={text.surname} autoComplete="family-name" />
          <TextField name="name" label={text.name} autoComplete="given-name" />
          <TextField name="patronymic" label={text.patronymic} autoComplete="additional-name" />
          <PhoneField label={text.phone} />
          <label className="mfa-field">
            <span className="mfa-field__label">{text.birthday}</span>
            <Field className="mfa-field__input" name="date_of_birth" type="date" min="1900-01-01" max={today()} autoComplete="bday" />
          </label>
          <ErrorMessage name="date_of_birth" component="p" className="mfa-field__error" />
          <fieldset className="mfa-choice">
            <legend className="mfa-field__label">{text.gender}</legend>
            <label className="mfa-check">
              <Field type="radio" name="gender" value="female" />
              <span>{text.genders.female}</span>
            </label>
            <label className="mfa-check">
              <Field type="radio" name="gender" value="male" />
              <span>{text.genders.male}</span>
            </label>
            <label className="mfa-check">
              <Field type="radio" name="gender" value="" />
              <span>{text.genderNotSet}</span>
            </label>
          </fieldset>
          {outcome && (
            <p role={outcome.ok ? 'status' : 'alert'} className={outcome.ok ? 'mfa-form__success' : 'mfa-form__error'}>
              {outcome.text}
            </p>
          )}
          <Button type="submit" className="mfa-form__submit" disabled={isSubmitting || !dirty}>
            {isSubmitting ? text.saving : text.save}
          </Button>
        </Form>
      )}
    </Formik>
  );
}
