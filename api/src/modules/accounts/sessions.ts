import { randomBytes } from 'node:crypto';
import type { AccountInfoDto, SessionDto } from 'api-contracts';
import { unauthorized } from '../../shared/http-error';
import type { Identity } from '../../plugins/identity';
import type { AccountsRepository } from './accounts-repository';

/** A new random key: 32 URL-safe characters. */
export function newKey(): string {
  return randomBytes(24).toString('base64url');
}

/** Starts an anonymous session and returns its key for `X-Authorization: Session {key}`. */
export async function startSession(accounts: AccountsRepository): Promise<SessionDto> {
  const token = newKey();
  await accounts.createSession(token);
  return { token };
}

/** The signed-in customer's account data; 401 for anyone else. */
export async function getAccountInfo(accounts: AccountsRepository, identity: Identity): Promise<AccountInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const account = await accounts.findAccount(identity.accountId);
  if (!account) throw unauthorized();
  return {
    date_of_birth: account.date_of_birth,
    email: account.email,
    gender: account.gender,
    image: account.image,
    name: account.name,
    patronymic: account.patronymic,
    phone: account.phone,
    surname: account.surname,
  };
}
