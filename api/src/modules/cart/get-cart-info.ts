import type { CartInfoDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { kopecksToRubles } from '../../shared/money';
import type { AccountsRepository } from '../accounts/accounts-repository';
import type { CartOwner, CartRepository } from './cart-repository';
import { computeCartTotals } from './cart-totals';

/** The cart owner for an identity; an unknown caller has no cart. */
export function cartOwnerOf(identity: Identity): CartOwner | null {
  if (identity.kind === 'account') return { accountId: identity.accountId };
  if (identity.kind === 'session') return { sessionToken: identity.sessionToken };
  return null;
}

/** Totals of the caller's cart for the header and the cart page; an empty cart gives zeros. */
export async function getCartInfo(
  repositories: { cart: CartRepository; accounts: AccountsRepository },
  identity: Identity,
): Promise<CartInfoDto> {
  const owner = cartOwnerOf(identity);
  const cart = owner ? await repositories.cart.findCart(owner) : null;
  const [lines, account] = await Promise.all([
    cart ? repositories.cart.listLines(cart.id) : Promise.resolve([]),
    identity.kind === 'account' ? repositories.accounts.findAccount(identity.accountId) : Promise.resolve(null),
  ]);
  const totals = computeCartTotals(cart, lines, account?.bonus_balance ?? 0);
  return {
    currency: 'RUB',
    count: totals.count,
    discount: kopecksToRubles(totals.discount),
    priceDefault: kopecksToRubles(totals.priceDefault),
    deliveryCost: kopecksToRubles(totals.deliveryCost),
    priceFinal: kopecksToRubles(totals.priceFinal),
    bonuses: totals.bonuses,
    bonuses_available: totals.bonusesAvailable,
    bonuses_receive: totals.bonusesReceive,
    promo_code: cart?.promo_code ?? null,
  };
}
