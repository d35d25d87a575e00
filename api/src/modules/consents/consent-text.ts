/**
 * The texts customers agree to. A new wording gets a new version (the date it took effect) and its page
 * is updated: every stored consent names the version the customer saw.
 */
export const CONSENT_TEXTS = {
  /** Processing of personal data (152-ФЗ), asked by every form that takes personal data. */
  personal_data: { slug: 'personal-data-consent', version: '2026-11-22' },
  /** Advertising letters (38-ФЗ «О рекламе»), asked separately and never required. */
  newsletter: { slug: 'newsletter-consent', version: '2026-11-22' },
} as const;

export type ConsentKind = keyof typeof CONSENT_TEXTS;
