import type { CartWriteResultDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import { answerCartWrite } from './change-cart';
import { bonusesLimited } from './checkout-messages';
import type { CartRepositories } from './get-cart-info';

/**
 * `POST /api/cart/bonuses`: keeps on the signed-in customer's cart how many bonus points they want to pay
 * with (0 cancels). The wish is stored as it is and the totals clamp it, on every read, to the balance and
 * to the share of the goods points may pay ({@link MAX_BONUS_SHARE}); the answer says when it was clamped.
 * Choosing a promo code or another way of delivery resets it (docs/product.md §4).
 */
export async function chooseBonuses(repositories: CartRepositories, identity: Identity, bonuses: number): Promise<CartWriteResultDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const { accountId } = identity;
  const outcome = await repositories.cart.transaction(async (tx) => {
    const cart = await tx.lockCart({ accountId });
    await tx.setBonuses(cart.id, bonuses);
    return { cart: { ...cart, bonuses_used: bonuses }, items: await tx.listItems(cart.id), productId: null, amount: 0, clamped: false, available: null };
  });
  const result = await answerCartWrite(repositories, identity, outcome, null);
  const clamped = result.bonuses < bonuses;
  return { ...result, clamped, notice: clamped ? bonusesLimited(result.bonuses) : null };
}
