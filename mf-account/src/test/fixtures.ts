import type { AccountInfoDto } from 'shared-kit/contracts';

/** The signed-in customer as `GET /api/personal/info` answers. */
export function accountInfo(change: Partial<AccountInfoDto> = {}): AccountInfoDto {
  return {
    date_of_birth: '1990-04-12',
    email: 'anna@example.ru',
    gender: 'female',
    image: null,
    name: 'Анна',
    patronymic: 'Сергеевна',
    phone: '+7 (916) 123-45-67',
    surname: 'Иванова',
    ...change,
  };
}
