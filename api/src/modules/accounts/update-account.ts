import type { AccountInfoDto, AccountUpdateRequestDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import { badRequest } from './account-messages';
import type { AccountsRepository } from './accounts-repository';
import { toAccountInfo } from './sessions';

/** A real calendar date between 1900-01-01 and today. */
function validBirthday(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value) return false;
  return value >= '1900-01-01' && date.getTime() <= Date.now();
}

/**
 * `POST /api/personal/update`: the customer's own fields. The e-mail is not among them (a new address
 * is confirmed by a code, see change-email.ts); the avatar stays as it is.
 */
export async function updateAccount(accounts: AccountsRepository, identity: Identity, input: AccountUpdateRequestDto): Promise<AccountInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const current = await accounts.findAccount(identity.accountId);
  if (!current) throw unauthorized();
  const name = (input.name ?? current.name).trim();
  if (!name) throw badRequest('Введите имя', 'VALIDATION_ERROR');
  const dateOfBirth = input.date_of_birth === undefined ? current.date_of_birth : input.date_of_birth || null;
  if (dateOfBirth !== null && !validBirthday(dateOfBirth)) throw badRequest('Введите настоящую дату рождения', 'VALIDATION_ERROR');
  const updated = await accounts.updateAccount(identity.accountId, {
    name,
    surname: (input.surname ?? current.surname).trim(),
    patronymic: (input.patronymic ?? current.patronymic).trim(),
    phone: input.phone ?? current.phone,
    gender: input.gender === undefined ? current.gender : input.gender,
    date_of_birth: dateOfBirth,
    image: current.image,
  });
  if (!updated) throw unauthorized();
  return toAccountInfo(updated);
}
