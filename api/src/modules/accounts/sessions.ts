import type { AccountInfoDto, SessionDto } from 'api-contracts';
import { unauthorized } from '../../shared/http-error';
import type { Identity } from '../../plugins/identity';
import type { AccountRow, AccountsRepository } from './accounts-repository';
import { newKey, type KeyHasher } from '../../shared/keys';

/** Starts an anonymous session and returns its key for `X-Authorization: Session {key}`; only its hash is kept. */
export async function startSession(accounts: AccountsRepository, keys: KeyHasher): Promise<SessionDto> {
  const token = newKey();
  await accounts.createSession(keys.key(token));
  return { token };
}

/** The account as the cabinet shows it. */
export function toAccountInfo(account: AccountRow): AccountInfoDto {
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

/** The signed-in customer's account data; 401 for anyone else. */
export async function getAccountInfo(accounts: AccountsRepository, identity: Identity): Promise<AccountInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const account = await accounts.findAccount(identity.accountId);
  if (!account) throw unauthorized();
  return toAccountInfo(account);
}

/** `POST /api/personal/logout`: revokes the caller's sign-in token on the server. */
export async function signOut(accounts: AccountsRepository, identity: Identity): Promise<{ success: true }> {
  if (identity.kind !== 'account') throw unauthorized();
  await accounts.deleteToken(identity.tokenHash);
  return { success: true };
}
