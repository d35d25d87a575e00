/**
 * The rules of the sign-in by e-mail code (OWASP ASVS level 2, V2.7 out-of-band verifiers). Limits
 * are counted in the database, so they hold however many API processes answer.
 */
export const SIGN_IN_RULES = {
  /** A code lives 10 minutes. */
  codeTtlSeconds: 10 * 60,
  /** Wrong tries one code survives; the fifth closes it. */
  maxAttemptsPerCode: 5,
  /** One letter per address per 180 s (the window's countdown). */
  resendIntervalSeconds: 180,
  /** Letters per address per hour. */
  sendsPerEmailPerHour: 5,
  /**
   * Wrong codes per address and client address per hour, over all their codes: new codes do not
   * refill it. Past it that client gets 429 for that address; other clients are not affected.
   */
  failuresPerEmailAndIpPerHour: 10,
  /**
   * Wrong codes per address per hour from all clients together. Past it a code is checked only with
   * a solved captcha (`CAPTCHA_REQUIRED`): anyone could otherwise lock a customer out by guessing.
   */
  failuresPerEmailBeforeCaptcha: 10,
  /** Letters asked from one client address per hour (offices and mobile networks share addresses). */
  sendsPerIpPerHour: 30,
  /** Wrong codes from one client address per hour. */
  failuresPerIpPerHour: 50,
  /** The window the hourly limits look at. */
  windowSeconds: 60 * 60,
  /** A confirmed address may register within 30 minutes. */
  registrationTicketTtlSeconds: 30 * 60,
  /** Sign-in token lifetimes, as the auth_key cookie (docs/product.md §9). */
  loginTokenTtlSeconds: 50_400,
  registrationTokenTtlSeconds: 604_800,
} as const;
