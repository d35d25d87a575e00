import { lazy, Suspense } from 'react';
import { Modal } from 'shared-kit';
import { messages } from '../../../messages';
import type { RegistrationWindowProps } from './RegistrationWindow';
import type { SignInWindowProps } from './SignInWindow';

// The windows' forms (Formik, yup) come in a chunk of their own when a window first opens: the fragment
// stands on every page, the forms do not.
const SignInWindow = lazy(() => import('./SignInWindow').then((module) => ({ default: module.SignInWindow })));
const RegistrationWindow = lazy(() =>
  import('./RegistrationWindow').then((module) => ({ default: module.RegistrationWindow })),
);

/** The window as it will be, saying that its form is on its way. */
function LoadingWindow({ name, title, onClose }: { name: string; title: string; onClose: () => void }) {
  return (
    <Modal name={name} title={title} maxWidth={448} onClose={onClose}>
      <p role="status" className="mfa-form__loading">
        {messages.loading}
      </p>
    </Modal>
  );
}

/** The sign-in window, its code loaded when it first opens. */
export function LazySignInWindow(props: SignInWindowProps) {
  return (
    <Suspense fallback={<LoadingWindow name="auth" title={messages.auth.title} onClose={props.onClose} />}>
      <SignInWindow {...props} />
    </Suspense>
  );
}

/** The registration window, its code loaded when it first opens. */
export function LazyRegistrationWindow(props: RegistrationWindowProps) {
  return (
    <Suspense fallback={<LoadingWindow name="registration" title={messages.registration.title} onClose={props.onClose} />}>
      <RegistrationWindow {...props} />
    </Suspense>
  );
}
