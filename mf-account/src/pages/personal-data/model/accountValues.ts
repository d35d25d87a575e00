import { object, string } from 'yup';
import { displayPhone, validationMessages } from 'shared-kit';
import { phoneSchema } from 'shared-kit/validation';
import type { AccountInfoDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';

const text = messages.data;

/** Today in the customer's time zone, `YYYY-MM-DD`. */
export function today(): string {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
}

/** The rules of the account's own fields: the name required, the birthday between 1900 and today. */
export const schema = object({
  surname: string().trim().max(100),
  name: string().trim().required(validationMessages.required).max(100),
  patronymic: string().trim().max(100),
  phone: phoneSchema,
  gender: string().oneOf(['', 'male', 'female']),
  date_of_birth: string().test('birthday', text.birthdayInvalid, (value) => !value || (value >= '1900-01-01' && value <= today())),
});

/** The account form's values (empty strings for what is not set). */
export type Values = {
  surname: string;
  name: string;
  patronymic: string;
  phone: string;
  gender: '' | 'male' | 'female';
  date_of_birth: string;
};

/** The form's values of an account. */
export function valuesOf(info: AccountInfoDto): Values {
  return {
    surname: info.surname,
    name: info.name,
    patronymic: info.patronymic,
    phone: displayPhone(info.phone),
    gender: info.gender ?? '',
    date_of_birth: info.date_of_birth ?? '',
  };
}
