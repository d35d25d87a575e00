import { useState } from 'react';
import { Modal } from 'shared-kit';
import { messages } from '../../../messages';
import { CodeStep } from './CodeStep';
import { EmailStep } from './EmailStep';

/** Props of {@link SignInWindow}. */
export interface SignInWindowProps {
  onClose: () => void;
  onSignedIn: (reload: boolean) => void;
  onNewRegistration: (email: string) => void;
}

/** The sign-in window (modal `auth`, 448 px): e-mail, then the code from the e-mail. */
export function SignInWindow({ onClose, onSignedIn, onNewRegistration }: SignInWindowProps) {
  const [email, setEmail] = useState('');
  const [step, setStep] = useState<'email' | 'code'>('email');
  return (
    <Modal name="auth" title={messages.auth.title} maxWidth={448} onClose={onClose}>
      {step === 'email' ? (
        <EmailStep
          initialEmail={email}
          onCodeSent={(sentTo) => {
            setEmail(sentTo);
            setStep('code');
          }}
        />
      ) : (
        <CodeStep
          email={email}
          onEdit={() => setStep('email')}
          onSignedIn={onSignedIn}
          onNewRegistration={onNewRegistration}
        />
      )}
    </Modal>
  );
}
