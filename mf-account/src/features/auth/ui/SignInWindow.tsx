import { useState } from 'react';
import { Modal } from 'shared-kit';
import { messages } from '../../../messages';
import { YandexIdButton } from './YandexIdButton';
import { CODE_AUTO_SUBMIT_LENGTH } from '../model/signIn';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';

/** Props of {@link SignInWindow}. */
export interface SignInWindowProps {
  onClose: () => void;
  onSignedIn: (reload: boolean) => void;
  onNewRegistration: (email: string, registrationToken: string) => void;
  /** Why the last sign-in with Yandex ID failed, shown at the top of the window. */
  error?: string;
}

/** The sign-in window (modal `auth`, 448 px): e-mail, then the code from the e-mail; or Yandex ID. */
export function SignInWindow({ onClose, onSignedIn, onNewRegistration, error }: SignInWindowProps) {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  const [codeLength, setCodeLength] = useState(CODE_AUTO_SUBMIT_LENGTH);
  return (
    <Modal name="auth" title={messages.auth.title} maxWidth={448} onClose={onClose}>
      {error && step === 'email' && (
        <p role="alert" className="mfa-form__error">
          {error}
        </p>
      )}
      {step === 'email' ? (
        <>
          <EmailStep
            initialEmail={email}
            onCodeSent={(sentTo, length) => {
              setEmail(sentTo);
              setCodeLength(length);
              setStep('code');
            }}
          />
          <YandexIdButton />
        </>
      ) : (
        <CodeStep
          email={email}
          codeLength={codeLength}
          onEdit={() => setStep('email')}
          onSignedIn={onSignedIn}
          onNewRegistration={onNewRegistration}
        />
      )}
    </Modal>
  );
}
