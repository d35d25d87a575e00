import type { FastifyBaseLogger } from 'fastify';
import type { EmailLoginCodeSentDto } from 'api-contracts';
import { HttpError } from '../../shared/http-error';
import type { Mailer } from '../mail/index';
import { accountMessages, badRequest, TooManyRequestsError, waitInWords } from './account-messages';
import type { AccountsRepository, AccountsWriter, CodePurpose } from './accounts-repository';
import { CODE_LENGTH, newCode, normaliseEmail, type KeyHasher } from '../../shared/keys';
import { signInLetter } from './sign-in-letter';
import { SIGN_IN_RULES as RULES } from './sign-in-rules';

/** What the sign-in use cases work with. */
export interface SignInDeps {
  accounts: AccountsRepository;
  keys: KeyHasher;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

/** A plain shape check; the letter itself is the real test of an address. */
const EMAIL_PATTERN = /^[^\s@]{1,64}@[^\s@.]+(\.[^\s@.]+)+$/;

/** The e-mail as stored and compared; 400 with a Russian text when it is not an address. */
export function validEmail(raw: string): string {
  const email = normaliseEmail(raw);
  if (!EMAIL_PATTERN.test(email) || email.length > 254) throw badRequest('Введите корректный адрес электронной почты', 'INVALID_EMAIL');
  return email;
}

/** Limit subjects: one per address, one per client IP. Always locked in this order. */
export function limitSubjects(emailHash: string, ip: string) {
  return { email: `email:${emailHash}`, ip: `ip:${ip}` };
}

/** The limit subject of one address asked from one client IP (wrong codes are counted per pair too). */
export function pairSubject(emailHash: string, ip: string): string {
  return `pair:${emailHash}:${ip}`;
}

async function checkSendLimits(tx: AccountsWriter, subjects: { email: string; ip: string }): Promise<void> {
  const ipSends = await tx.limitWindow(subjects.ip, 'code_sent', RULES.windowSeconds);
  if (ipSends.count >= RULES.sendsPerIpPerHour) {
    const wait = ipSends.oldestLeavesIn ?? RULES.windowSeconds;
    throw new TooManyRequestsError(accountMessages.tooManySendsFromIp(waitInWords(wait)), wait);
  }
  const emailSends = await tx.limitWindow(subjects.email, 'code_sent', RULES.windowSeconds);
  if (emailSends.sinceNewest !== null && emailSends.sinceNewest < RULES.resendIntervalSeconds) {
    const wait = RULES.resendIntervalSeconds - emailSends.sinceNewest;
    throw new TooManyRequestsError(accountMessages.resendTooSoon(waitInWords(wait)), wait);
  }
  if (emailSends.count >= RULES.sendsPerEmailPerHour) {
    const wait = emailSends.oldestLeavesIn ?? RULES.windowSeconds;
    throw new TooManyRequestsError(accountMessages.tooManySendsForEmail(waitInWords(wait)), wait);
  }
}

/**
 * Sends a code to an address. Known and unknown addresses get the same answer and the same letter
 * (a new address registers after its code). The limits and the new code are written in one
 * transaction; the letter goes out after it, and when it cannot be sent the code is closed and the
 * attempt does not count.
 */
export async function sendCode(
  deps: SignInDeps,
  request: { email: string; ip: string; purpose?: CodePurpose; accountId?: number | null },
): Promise<EmailLoginCodeSentDto> {
  const email = validEmail(request.email);
  const purpose = request.purpose ?? 'sign_in';
  const emailHash = deps.keys.email(email);
  const subjects = limitSubjects(emailHash, request.ip);
  const code = newCode();

  const sent = await deps.accounts.transaction(async (tx) => {
    await tx.lockLimitSubject(subjects.email);
    await tx.lockLimitSubject(subjects.ip);
    await checkSendLimits(tx, subjects);
    await tx.pruneLimitEvents(subjects.email);
    await tx.pruneLimitEvents(subjects.ip);
    await tx.pruneExpired(emailHash);
    await tx.closeOpenCodes(emailHash, purpose);
    const codeId = await tx.insertCode({
      emailHash,
      purpose,
      accountId: request.accountId ?? null,
      codeHash: deps.keys.code(emailHash, code),
      ttlSeconds: RULES.codeTtlSeconds,
    });
    const events = [await tx.recordLimitEvent(subjects.email, 'code_sent'), await tx.recordLimitEvent(subjects.ip, 'code_sent')];
    return { codeId, events };
  });

  try {
    await deps.mailer.send(signInLetter(email, code, purpose));
  } catch (error) {
    deps.log.error({ err: error }, 'sign-in letter not sent');
    await deps.accounts.transaction(async (tx) => {
      await tx.closeCode(sent.codeId);
      await tx.forgetLimitEvents(sent.events);
    });
    throw new HttpError(503, accountMessages.letterNotSent, 'MAIL_NOT_SENT');
  }

  return {
    status: 'send_code',
    success: true,
    code_length: CODE_LENGTH,
    resend_after: RULES.resendIntervalSeconds,
    expires_in: RULES.codeTtlSeconds,
  };
}
