import { boolean, ValidationError } from 'yup';
import { newsletterSchema } from 'shared-kit/validation';
import { messages } from '../../../messages';

/** What the newsletter form holds. */
export interface NewsletterValues {
  email: string;
  consent: boolean;
  newsletter_consent: boolean;
}

/** The first error of each field that has one. */
export type NewsletterErrors = Partial<Record<keyof NewsletterValues, string>>;

const schema = newsletterSchema.shape({
  consent: boolean().oneOf([true], messages.consentRequired),
  newsletter_consent: boolean().oneOf([true], messages.newsletterConsentRequired),
});

/**
 * Checks the newsletter form by the shop's e-mail rule (shared-kit's schema) and its two consents. Loaded
 * with yup in a chunk of its own when the customer first reaches the form, so the pages do not carry it.
 */
export async function newsletterErrors(values: NewsletterValues): Promise<NewsletterErrors> {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    const errors: NewsletterErrors = {};
    for (const problem of error.inner.length ? error.inner : [error]) {
      const field = problem.path as keyof NewsletterValues | undefined;
      if (field && !errors[field]) errors[field] = problem.message;
    }
    return errors;
  }
}
