import type { PersonalSummaryDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import type { PersonalProductsRepository } from '../favourites/personal-products';
import type { AccountsRepository } from './accounts-repository';

/** `GET /api/personal`: greeting, bonus balance and the counts of the cabinet's home. */
export async function getPersonalSummary(
  repositories: { accounts: AccountsRepository; favourites: PersonalProductsRepository; waitlist: PersonalProductsRepository },
  identity: Identity,
): Promise<PersonalSummaryDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const account = await repositories.accounts.findAccount(identity.accountId);
  if (!account) throw unauthorized();
  const [favourites, waitlist] = await Promise.all([
    repositories.favourites.countItems(identity.accountId),
    repositories.waitlist.countItems(identity.accountId),
  ]);
  return {
    name: account.name,
    surname: account.surname,
    email: account.email,
    bonus_balance: account.bonus_balance,
    favourites,
    waitlist,
    last_order: null,
  };
}
