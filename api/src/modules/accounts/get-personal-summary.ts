import type { OrderDto, PersonalSummaryDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import type { PersonalProductsRepository } from '../favourites/index';
import type { AccountsRepository } from './accounts-repository';
import type { ProductsReviewRepository } from './products-review-repository';

/** What the cabinet's home reads of the customer's orders. */
export interface PersonalOrdersReads {
  /** The newest order as the order pages show it; null before the first. */
  findLastOrder(accountId: number): Promise<OrderDto | null>;
  countOrders(accountId: number): Promise<number>;
}

/** `GET /api/personal`: greeting, bonus balance, the last order and the counts of the cabinet's home. */
export async function getPersonalSummary(
  repositories: {
    accounts: AccountsRepository;
    favourites: PersonalProductsRepository;
    waitlist: PersonalProductsRepository;
    orders: PersonalOrdersReads;
    productsReview: Pick<ProductsReviewRepository, 'countAwaiting'>;
  },
  identity: Identity,
): Promise<PersonalSummaryDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const { accountId } = identity;
  const account = await repositories.accounts.findAccount(accountId);
  if (!account) throw unauthorized();
  const [favourites, waitlist, lastOrder, orders, awaitingReview] = await Promise.all([
    repositories.favourites.countItems(accountId),
    repositories.waitlist.countItems(accountId),
    repositories.orders.findLastOrder(accountId),
    repositories.orders.countOrders(accountId),
    repositories.productsReview.countAwaiting(accountId),
  ]);
  return {
    name: account.name,
    surname: account.surname,
    email: account.email,
    bonus_balance: account.bonus_balance,
    favourites,
    waitlist,
    last_order: lastOrder,
    orders,
    awaiting_review: awaitingReview,
  };
}
