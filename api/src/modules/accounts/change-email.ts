import type { AccountInfoDto, EmailLoginCodeSentDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { HttpError, unauthorized } from '../../shared/http-error';
import { accountMessages, badRequest } from './account-messages';
import { checkCode } from './check-sign-in-code';
import { sendCode, validEmail, type SignInDeps } from './send-sign-in-code';
import { toAccountInfo } from './sessions';

/** `POST /api/personal/email_change {email}`: sends a code to the new address (the sign-in limits apply). */
export async function requestEmailChange(deps: SignInDeps, identity: Identity, request: { email: string; ip: string }): Promise<EmailLoginCodeSentDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const account = await deps.accounts.findAccount(identity.accountId);
  if (!account) throw unauthorized();
  if (validEmail(request.email) === account.email.toLowerCase()) throw badRequest(accountMessages.sameEmail, 'SAME_EMAIL');
  return sendCode(deps, { email: request.email, ip: request.ip, purpose: 'email_change', accountId: identity.accountId });
}

/**
 * `POST /api/personal/email_change/confirm {email, code}`: the code proves the new address belongs to
 * the customer; only then the account's e-mail changes. A code sent for another account never works.
 */
export async function confirmEmailChange(
  deps: SignInDeps,
  identity: Identity,
  request: { email: string; code: string; ip: string },
): Promise<AccountInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const email = validEmail(request.email);
  const outcome = await deps.accounts.transaction(async (tx) => {
    const check = await checkCode(deps, tx, { email, code: request.code, ip: request.ip, purpose: 'email_change' });
    if (!check.ok) return check;
    if (check.accountId !== identity.accountId) return { ok: false as const, message: accountMessages.noActiveCode };
    if (!(await tx.updateEmail(identity.accountId, email))) throw new HttpError(409, accountMessages.emailTaken, 'EMAIL_TAKEN');
    return { ok: true as const };
  });
  if (!outcome.ok) throw badRequest(outcome.message, 'INVALID_CODE');
  const account = await deps.accounts.findAccount(identity.accountId);
  if (!account) throw unauthorized();
  return toAccountInfo(account);
}
