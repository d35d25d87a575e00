import { useCallback, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import type { NewsletterErrors, NewsletterValues } from './newsletterValidation';

type Field = keyof NewsletterValues;

const INITIAL: NewsletterValues = { email: '', consent: false, newsletter_consent: false };

let validation: Promise<typeof import('./newsletterValidation')> | null = null;

/** The validation's chunk, asked for once (again after a failure). */
function loadValidation() {
  validation ??= import('./newsletterValidation').catch((error: unknown) => {
    validation = null;
    throw error;
  });
  return validation;
}

/** What {@link useNewsletterForm} gives the form. */
export interface NewsletterForm {
  values: NewsletterValues;
  /** An error to show: its field has been left or the form sent. */
  shown(field: Field): string | undefined;
  onFocus(): void;
  onChange(event: ChangeEvent<HTMLInputElement>): void;
  onBlur(field: Field): void;
  onSubmit(event: FormEvent<HTMLFormElement>): void;
  reset(): void;
}

/**
 * The newsletter form's state without a form library: a field's error shows once it has been left, every
 * error once the form is sent, and `send` runs only for a valid form. The rules arrive on the first focus
 * (or the first send) in a chunk of their own; until then nothing is judged.
 */
export function useNewsletterForm(send: (values: NewsletterValues) => Promise<void>): NewsletterForm {
  const [values, setValues] = useState(INITIAL);
  const [touched, setTouched] = useState<Partial<Record<Field, boolean>>>({});
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const latest = useRef(0);

  /** The form's errors, or null when the rules could not be loaded (only logged, like a network failure). */
  const check = useCallback(async (next: NewsletterValues): Promise<NewsletterErrors | null> => {
    const run = ++latest.current;
    try {
      const found = await (await loadValidation()).newsletterErrors(next);
      if (run === latest.current) setErrors(found);
      return found;
    } catch (error) {
      console.warn('[shell] newsletter rules unavailable', error);
      return null;
    }
  }, []);

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const { name, type, checked, value } = event.target;
    const next = { ...values, [name]: type === 'checkbox' ? checked : value };
    setValues(next);
    void check(next);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setTouched({ email: true, consent: true, newsletter_consent: true });
    void check(values).then((found) => (found && Object.keys(found).length === 0 ? send(values) : undefined));
  };

  return {
    values,
    shown: (field) => (touched[field] ? errors[field] : undefined),
    onFocus: () => void loadValidation().catch(() => undefined),
    onChange,
    onBlur: (field) => {
      setTouched((was) => ({ ...was, [field]: true }));
      void check(values);
    },
    onSubmit,
    reset: () => {
      latest.current += 1;
      setValues(INITIAL);
      setTouched({});
      setErrors({});
    },
  };
}
