import type { RegistrationRequestDto, RegistrationResultDto } from 'api-contracts';
import { HttpError } from '../../shared/http-error';
import { WELCOME_BONUS_POINTS } from '../bonuses/index';
import { CONSENT_TEXTS } from '../consents/index';
import { accountMessages, badRequest } from './account-messages';
import type { AccountsRepository } from './accounts-repository';
import { newKey, normaliseEmail, type KeyHasher } from '../../shared/keys';
import { SIGN_IN_RULES as RULES } from './sign-in-rules';

/** Where a registration comes from, for the consent record and the cart carried over. */
export interface RegistrationContext {
  ip: string;
  userAgent: string | null;
  sessionKeyHash: string | null;
}

/**
 * `POST /api/personal/registration`: creates the account of an address just confirmed by a code (the
 * ticket of the code step, single use), stores the consents with their text version, time, IP and
 * browser, credits the welcome bonus, signs the customer in for 7 days and moves the session's cart in.
 * All in one transaction.
 */
export async function registerAccount(
  deps: { accounts: AccountsRepository; keys: KeyHasher },
  input: RegistrationRequestDto,
  context: RegistrationContext,
): Promise<RegistrationResultDto> {
  if (input.consent_personal_data !== true) throw badRequest(accountMessages.consentRequired, 'CONSENT_REQUIRED');
  const email = normaliseEmail(input.email);
  const name = input.first_name.trim();
  if (!name) throw badRequest('Введите имя', 'VALIDATION_ERROR');

  const token = await deps.accounts.transaction(async (tx) => {
    const confirmed = await tx.useRegistrationTicket(deps.keys.key(input.registration_token));
    if (confirmed === null) throw badRequest(accountMessages.ticketInvalid, 'REGISTRATION_EXPIRED');
    if (confirmed !== email) throw badRequest(accountMessages.emailMismatch, 'EMAIL_MISMATCH');
    const accountId = await tx.insertAccount({ email, name, surname: (input.last_name ?? '').trim(), phone: input.phone });
    if (accountId === null) throw new HttpError(409, accountMessages.alreadyRegistered, 'ALREADY_REGISTERED');
    await tx.bonuses.post(accountId, WELCOME_BONUS_POINTS, 'welcome', null);

    const consent = { email, accountId, ip: context.ip, userAgent: context.userAgent, source: 'registration' };
    await tx.consents.record({ ...consent, kind: 'personal_data', textVersion: CONSENT_TEXTS.personal_data.version });
    if (input.consent_newsletter === true) {
      await tx.consents.record({ ...consent, kind: 'newsletter', textVersion: CONSENT_TEXTS.newsletter.version });
    }

    const issued = newKey();
    await tx.insertToken(deps.keys.key(issued), accountId, 'registration', RULES.registrationTokenTtlSeconds);
    if (context.sessionKeyHash) await tx.carryOverSession(context.sessionKeyHash, accountId);
    return issued;
  });
  return { success: true, token };
}
