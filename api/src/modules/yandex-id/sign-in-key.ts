import type { AccountsWriter } from '../accounts/index';
import { newKey, type KeyHasher } from '../../shared/keys';
import { SIGN_IN_RULES } from '../accounts/index';

/**
 * Signs a customer in after Yandex ID, exactly as a right e-mail code does: a new sign-in key with the
 * code sign-in's lifetime (only its keyed hash is stored, logout revokes it) and the anonymous session's
 * cart, promo code, viewed products and searches carried into the account. Returns the key for the page.
 * This is the one place that decides how the key reaches the browser.
 */
export async function issueSignInKey(
  tx: AccountsWriter,
  keys: KeyHasher,
  accountId: number,
  sessionKeyHash: string,
): Promise<string> {
  const key = newKey();
  await tx.insertToken(keys.key(key), accountId, 'login', SIGN_IN_RULES.loginTokenTtlSeconds);
  await tx.carryOverSession(sessionKeyHash, accountId);
  return key;
}
