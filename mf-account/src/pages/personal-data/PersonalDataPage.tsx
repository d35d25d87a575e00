import { useState } from 'react';
import { ErrorMessage, Field, Form, Formik } from 'formik';
import { object, string } from 'yup';
import { Button, displayPhone, phoneForServer, validationMessages } from 'shared-kit';
import { phoneSchema } from 'shared-kit/validation';
import type { AccountInfoDto } from 'shared-kit/contracts';
import { infoLoaded, useAccountDispatch, useAccountInfoQuery } from '../../entities/account';
import { serverDetail, useUpdateAccountInfoMutation, EVERY_VISIT } from '../../shared/api';
import { useResourceState } from '../../shared/lib';
import { PhoneField } from '../../shared/form';
import { CabinetLayout, ResourceStatus } from '../../widgets/cabinet-layout';
import { messages } from '../../messages';
import { YandexLinkCard } from '../../features/auth';
import { AvatarField } from './AvatarField';
import { EmailChange } from './EmailChange';
import '../../shared/ui/forms.css';
import './PersonalDataPage.css';

const text = messages.data;

/** Today in the customer's time zone, `YYYY-MM-DD`. */
function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

const schema = object({
  surname: string().trim().max(100),
  name: string().trim().required(validationMessages.required).max(100),
  patronymic: string().trim().max(100),
  phone: phoneSchema,
  gender: string().oneOf(['', 'male', 'female']),
  date_of_birth: string().test('birthday', text.birthdayInvalid, (value) => !value || (value >= '1900-01-01' && value <= today())),
});

type Values = {
  surname: string;
  name: string;
  patronymic: string;
  phone: string;
  gender: '' | 'male' | 'female';
  date_of_birth: string;
};

function valuesOf(info: AccountInfoDto): Values {
  return {
    surname: info.surname,
    name: info.name,
    patronymic: info.patronymic,
    phone: displayPhone(info.phone),
    gender: info.gender ?? '',
    date_of_birth: info.date_of_birth ?? '',
  };
}

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
function AccountForm({ info }: { info: AccountInfoDto }) {
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

/** `/personal/data` (guarded): the account fields of `GET /api/personal/info`, edited and saved; the e-mail changes by a code. */
export function PersonalDataPage() {
  const state = useResourceState(useAccountInfoQuery(undefined, EVERY_VISIT));
  const [email, setEmail] = useState<string | null>(null);
  const [pictured, setPictured] = useState<AccountInfoDto | null>(null);
  return (
    <CabinetLayout title={text.title}>
      {state.kind === 'ready' ? (
        <div className="mfa-data">
          <AvatarField info={pictured ?? state.data} onChanged={setPictured} />
          <AccountForm info={state.data} />
          <EmailChange email={email ?? state.data.email} onChanged={setEmail} />
          <YandexLinkCard />
        </div>
      ) : (
        <ResourceStatus state={state} />
      )}
    </CabinetLayout>
  );
}
