import { lazy, Suspense } from 'react';
import { messages } from '../../messages';
import type { ContactKind } from './model/contactKind';

// Formik and yup come with the form's own chunk, when a window asks for it, never with the page.
const ContactForm = lazy(() => import('./ui/ContactForm').then((module) => ({ default: module.ContactForm })));

/** The feedback or callback form, its code loaded when its window first opens. */
export function LazyContactForm({ kind }: { kind: ContactKind }) {
  return (
    <Suspense
      fallback={
        <p role="status" className="sh-form__loading">
          {messages.formLoading}
        </p>
      }
    >
      <ContactForm kind={kind} />
    </Suspense>
  );
}
