import { isIPv6 } from 'node:net';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { HttpError } from '../shared/http-error';
import { createKeyHasher } from '../shared/keys';
import type { RateLimitsRepository } from './rate-limits-repository';

/** At most `max` events per fixed window of `windowSeconds`. */
export interface RateLimit {
  max: number;
  windowSeconds: number;
}

/**
 * Per-address limits of the shopper's routes that anyone may call without signing in (ADR 0034). Sized so
 * a person never meets them, also behind an office's or a mobile network's shared address (and the
 * end-to-end suite, whose every shopper comes from 127.0.0.1): they stop scripts, not people.
 */
export const ADDRESS_LIMITS = {
  /** `GET /api/personal/get_session`: a page asks once per visit (a new tab of a visitor without storage again). */
  session: { max: 120, windowSeconds: 60 },
  /** `POST /api/captcha/dev-token` (development provider only): one per form sent. */
  captchaToken: { max: 60, windowSeconds: 60 },
  /** `GET /api/modal-search` with a query: a request per pause in typing. */
  search: { max: 600, windowSeconds: 60 },
  /**
   * `GET /api/category` (and `/api/category/*`) searching by text — `query`, or `query` inside `filters`, of
   * 3 characters or more, with or without `category_query`: a request per results page, sorting or filter a
   * shopper picks, a few a minute. A bucket apart from the dropdown's, so that typing never uses up the
   * results page; the same size, so a script gets no more full-text searches here than there.
   */
  categorySearch: { max: 600, windowSeconds: 60 },
  /**
   * `POST /api/vitals`: a sampled page view sends one beacon when it is hidden, one more after each return
   * from the back/forward cache (ADR 0042): a person sends a few a minute.
   */
  vitals: { max: 120, windowSeconds: 60 },
} as const satisfies Record<string, RateLimit>;

/**
 * Wrong HTTP Basic passwords (1C's exchange, the operators): per client address, then per user over all
 * addresses. Past the per-user limit only addresses that signed in as that user within
 * `knownAddressDays` may still try, so a burst from elsewhere never locks the real 1C out.
 */
export const BASIC_SIGN_IN_LIMITS = {
  perAddress: { max: 10, windowSeconds: 15 * 60 },
  perUser: { max: 100, windowSeconds: 15 * 60 },
  knownAddressDays: 30,
} as const;

/**
 * The address a limit counts: an IPv4 address as it is (also when written IPv4-mapped), an IPv6 address by
 * its /64 network, which one customer's line usually gets whole (counting single IPv6 addresses would let
 * one machine rotate through billions of them).
 */
export function limitedAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head, tail = ''] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = ip.includes('::') && tail ? tail.split(':') : [];
  const groups = [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right];
  return `${groups.slice(0, 4).map((group) => group.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

/** 429 with a Russian message; {@link sendTooMany} or the error handler answers it with `Retry-After`. */
export class TooManyAttemptsError extends HttpError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, 'TOO_MANY_REQUESTS');
  }
}

/** «… через N с» / «… через N мин.» */
function waitText(seconds: number): string {
  return seconds < 120 ? `${seconds} с` : `${Math.ceil(seconds / 60)} мин.`;
}

/** The message of a shopper's route past its per-address limit. */
export function tooManyFromAddress(retryAfterSeconds: number): string {
  return `Слишком много запросов с вашего адреса. Повторите через ${waitText(retryAfterSeconds)}`;
}

/** The message of an HTTP Basic sign-in past its limits. */
export function tooManySignIns(retryAfterSeconds: number): string {
  return `Слишком много неверных попыток входа. Повторите через ${waitText(retryAfterSeconds)}`;
}

/**
 * A preHandler counting each request of a route per client address (after validation, so refused
 * requests cost nothing and count nothing); past `limit` it is 429 «Слишком много запросов…» with
 * `Retry-After`. Counted in the database: every API process shares the count.
 */
export function limitPerAddress(limits: RateLimitsRepository, name: string, limit: RateLimit, applies: (request: FastifyRequest) => boolean = () => true) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    if (!applies(request)) return;
    const { hits, retryAfterSeconds } = await limits.hit(`${name}:ip:${limitedAddress(request.ip)}`, limit.windowSeconds);
    if (hits <= limit.max) return;
    request.log.warn({ limit: name, ip: request.ip }, 'per-address limit reached');
    reply.header('retry-after', String(retryAfterSeconds));
    throw new TooManyAttemptsError(tooManyFromAddress(retryAfterSeconds), retryAfterSeconds);
  };
}

/** What an HTTP Basic sign-in attempt ended with. */
export type BasicSignIn<T> = { ok: true; value: T } | { ok: false; reason: 'unauthorized' } | { ok: false; reason: 'limited'; retryAfterSeconds: number };

/** The HTTP Basic checks of one realm (`exchange`, `operator`) under {@link BASIC_SIGN_IN_LIMITS}. */
export interface BasicSignInGuard {
  /**
   * Checks a pair with `verify` unless the limits refuse first. A missing pair is `unauthorized` without
   * being counted; a wrong one counts for the address and the user; the right one records the address.
   */
  attempt<T>(ip: string, credentials: { user: string; password: string } | null, verify: () => T | null): Promise<BasicSignIn<T>>;
}

/**
 * The limits of HTTP Basic sign-ins, counted in the database (every API process shares them): wrong
 * passwords per address first (`perAddress`), then per user over all addresses (`perUser`), which refuses
 * only addresses that never signed in as that user.
 */
export function createBasicSignInGuard(repository: RateLimitsRepository, realm: string, secret: string): BasicSignInGuard {
  const rules = BASIC_SIGN_IN_LIMITS;
  const hasher = createKeyHasher(secret);
  return {
    async attempt(ip, credentials, verify) {
      const address = limitedAddress(ip);
      const addressBucket = `basic:${realm}:ip:${address}`;
      if (!credentials) {
        const byAddress = await repository.count(addressBucket, rules.perAddress.windowSeconds);
        return byAddress.hits >= rules.perAddress.max ? { ok: false, reason: 'limited', retryAfterSeconds: byAddress.retryAfterSeconds } : { ok: false, reason: 'unauthorized' };
      }
      // Counted before the check, in one statement: tries sent at once from one address cannot all pass the
      // limit together. A right password gives its count back below.
      const byAddress = await repository.hit(addressBucket, rules.perAddress.windowSeconds);
      if (byAddress.hits > rules.perAddress.max) return { ok: false, reason: 'limited', retryAfterSeconds: byAddress.retryAfterSeconds };

      const userHash = hasher.key(`basic-user\u0000${realm}\u0000${credentials.user}`);
      const userBucket = `basic:${realm}:user:${userHash}`;
      const byUser = await repository.count(userBucket, rules.perUser.windowSeconds);
      if (byUser.hits >= rules.perUser.max && !(await repository.isKnownAddress(realm, userHash, address, rules.knownAddressDays))) {
        return { ok: false, reason: 'limited', retryAfterSeconds: byUser.retryAfterSeconds };
      }

      const value = verify();
      if (value === null) {
        await repository.hit(userBucket, rules.perUser.windowSeconds);
        return { ok: false, reason: 'unauthorized' };
      }
      await repository.release(addressBucket, rules.perAddress.windowSeconds);
      await repository.rememberAddress(realm, userHash, address);
      return { ok: true, value };
    },
  };
}
