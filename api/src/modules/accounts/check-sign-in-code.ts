import type { EmailLoginResultDto } from 'api-contracts';
import { HttpError } from '../../shared/http-error';
import type { CaptchaProvider } from '../captcha/index';
import { accountMessages, badRequest, TooManyRequestsError, waitInWords } from './account-messages';
import type { AccountsWriter, CodePurpose } from './accounts-repository';
import { newKey, sameHash } from '../../shared/keys';
import { limitSubjects, pairSubject, validEmail, type SignInDeps } from './send-sign-in-code';
import { SIGN_IN_RULES as RULES } from './sign-in-rules';

/** 403 `CAPTCHA_REQUIRED`: the page runs the captcha for `signIn` and sends the code again with its token. */
export function captchaRequired(message: string = accountMessages.captchaRequired): HttpError {
  return new HttpError(403, message, 'CAPTCHA_REQUIRED');
}

type Subjects = { email: string; pair: string; ip: string };

/**
 * The failure budgets. The client's own (per address and client, and per client) end in a 429; the
 * address's budget over all clients only asks for a captcha, so that guesses from many places cannot
 * shut the owner out: the owner asks for a fresh code, solves the captcha and signs in.
 */
async function checkFailureLimits(tx: AccountsWriter, subjects: Subjects, captchaSolved: boolean): Promise<void> {
  for (const [subject, limit] of [
    [subjects.pair, RULES.failuresPerEmailAndIpPerHour],
    [subjects.ip, RULES.failuresPerIpPerHour],
  ] as const) {
    const failures = await tx.limitWindow(subject, 'code_failed', RULES.windowSeconds);
    if (failures.count >= limit) {
      const wait = failures.oldestLeavesIn ?? RULES.windowSeconds;
      throw new TooManyRequestsError(accountMessages.tooManyFailures(waitInWords(wait)), wait);
    }
  }
  if (captchaSolved) return;
  const everyone = await tx.limitWindow(subjects.email, 'code_failed', RULES.windowSeconds);
  if (everyone.count >= RULES.failuresPerEmailBeforeCaptcha) throw captchaRequired();
}

/** A checked code: right (with the code's row) or wrong (with the text to show). */
export type CodeCheck = { ok: true; accountId: number | null } | { ok: false; message: string };

/**
 * Checks a code inside the caller's transaction: the failure budgets of the address and the client
 * first (429 when spent), then the newest open code of the address, compared in constant time. A
 * wrong code counts against the code (closed at the fifth), the address and the client; a right one
 * is closed, so it works once.
 */
export async function checkCode(
  deps: Pick<SignInDeps, 'keys'>,
  tx: AccountsWriter,
  request: { email: string; code: string; ip: string; purpose: CodePurpose; captchaSolved?: boolean },
): Promise<CodeCheck> {
  const emailHash = deps.keys.email(request.email);
  const subjects = { ...limitSubjects(emailHash, request.ip), pair: pairSubject(emailHash, request.ip) };
  await tx.lockLimitSubject(subjects.email);
  await tx.lockLimitSubject(subjects.pair);
  await tx.lockLimitSubject(subjects.ip);
  await tx.pruneLimitEvents(subjects.pair);
  await checkFailureLimits(tx, subjects, request.captchaSolved ?? false);

  const open = await tx.findOpenCode(emailHash, request.purpose);
  const candidate = deps.keys.code(emailHash, request.code);
  if (open && sameHash(open.code_hash, candidate)) {
    await tx.closeCode(open.id);
    return { ok: true, accountId: open.account_id };
  }
  await tx.recordLimitEvent(subjects.email, 'code_failed');
  await tx.recordLimitEvent(subjects.pair, 'code_failed');
  await tx.recordLimitEvent(subjects.ip, 'code_failed');
  if (!open) return { ok: false, message: accountMessages.noActiveCode };
  const tries = await tx.recordCodeFailure(open.id, RULES.maxAttemptsPerCode);
  const left = RULES.maxAttemptsPerCode - tries;
  return { ok: false, message: left > 0 ? accountMessages.wrongCode(left) : accountMessages.codeClosed };
}

/**
 * `POST /api/personal/email_login {email, code}`. A right code signs a known customer in with a new
 * token (14 hours) and moves the anonymous session's cart into the account; for a new address it
 * answers `new_registration` with a single-use ticket the registration must bring. A wrong code is
 * a 400 with the tries left, written before the answer (a failure is never rolled back).
 */
export async function checkSignInCode(
  deps: SignInDeps & { captcha?: CaptchaProvider },
  request: { email: string; code: string; ip: string; sessionKeyHash: string | null; captcha?: string },
): Promise<EmailLoginResultDto> {
  const email = validEmail(request.email);
  // The captcha is asked for only past the address's failure budget; a token sent is checked first,
  // outside the transaction (the provider is a network call).
  let captchaSolved = false;
  if (request.captcha) {
    const verdict = deps.captcha ? await deps.captcha.verify({ token: request.captcha, action: 'signIn', ip: request.ip }) : { ok: false as const, reason: 'no provider' };
    if (!verdict.ok) {
      deps.log.info({ reason: verdict.reason }, 'sign-in captcha refused');
      throw captchaRequired(accountMessages.captchaFailed);
    }
    captchaSolved = true;
  }
  type Outcome = { ok: false; message: string } | { ok: true; token: string } | { ok: true; ticket: string };
  const outcome = await deps.accounts.transaction<Outcome>(async (tx) => {
    const check = await checkCode(deps, tx, { email, code: request.code, ip: request.ip, purpose: 'sign_in', captchaSolved });
    if (!check.ok) return { ok: false, message: check.message };
    const accountId = await tx.findAccountIdByEmail(email);
    if (accountId === null) {
      const ticket = newKey();
      await tx.insertRegistrationTicket(deps.keys.key(ticket), email, RULES.registrationTicketTtlSeconds);
      return { ok: true, ticket };
    }
    const token = newKey();
    await tx.insertToken(deps.keys.key(token), accountId, 'login', RULES.loginTokenTtlSeconds);
    if (request.sessionKeyHash) await tx.carryOverSession(request.sessionKeyHash, accountId);
    return { ok: true, token };
  });

  if (!outcome.ok) throw badRequest(outcome.message, 'INVALID_CODE');
  if ('ticket' in outcome) {
    return { status: 'login_error', success: true, new_registration: true, token: null, registration_token: outcome.ticket, reload: false };
  }
  return { status: 'login_success', success: true, new_registration: false, token: outcome.token, registration_token: null, reload: false };
}
