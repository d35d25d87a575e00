import { useRef, useState } from 'react';
import { Button } from 'shared-kit';
import { serverDetail } from '../../../shared/api';
import { CODE_COUNTDOWN_SECONDS, formatCountdown, useCountdown } from '../model/useCountdown';
import { CODE_AUTO_SUBMIT_LENGTH, completeSignIn, sendCode, submitCode, useEmailLogin } from '../model/signIn';
import { messages } from '../../../messages';

const text = messages.auth;

/** Submit status of docs/product.md §4. */
type SubmitStatus = '' | 'PENDING' | 'ERROR';

/** Props of {@link CodeStep}. */
export interface CodeStepProps {
  email: string;
  /** Digits of the code (announced by the server); the code is sent once they are all typed. */
  codeLength: number;
  /** 'Изменить': back to the e-mail. */
  onEdit: () => void;
  /** Signed in; `reload` when the server asked for a page reload. */
  onSignedIn: (reload: boolean) => void;
  /** The e-mail has no account yet: registration follows, with the server's proof of the code. */
  onNewRegistration: (email: string, registrationToken: string) => void;
}

/**
 * The second step of sign-in: the code from the e-mail, sent by itself once all its digits are typed
 * (4 or more), with a 180-second countdown before the code may be sent again.
 */
export function CodeStep({ email, codeLength: initialLength, onEdit, onSignedIn, onNewRegistration }: CodeStepProps) {
  const emailLogin = useEmailLogin();
  const [code, setCode] = useState('');
  const [codeLength, setCodeLength] = useState(initialLength);
  const [status, setStatus] = useState<SubmitStatus>('');
  const [error, setError] = useState<string | null>(null);
  const [resending, setResending] = useState(false);
  const pending = useRef(false);
  const { secondsLeft, restart } = useCountdown(CODE_COUNTDOWN_SECONDS);

  const submit = async (value: string) => {
    if (pending.current) return;
    pending.current = true;
    setStatus('PENDING');
    setError(null);
    try {
      const answer = await submitCode(emailLogin, email, value);
      if (answer.new_registration) {
        onNewRegistration(email, answer.registration_token ?? '');
        return;
      }
      if (answer.token) {
        completeSignIn('login');
        onSignedIn(answer.reload === true);
        return;
      }
      setStatus('ERROR');
      setError(answer.detail || text.sendFailed);
      setCode('');
    } catch (failure) {
      console.warn('[mf_account] sign-in code check failed', failure);
      setStatus('ERROR');
      setError(serverDetail(failure) ?? text.sendFailed);
      setCode('');
    } finally {
      pending.current = false;
    }
  };

  const onCodeChange = (typed: string) => {
    const digits = typed.replace(/\D/g, '').slice(0, codeLength);
    setCode(digits);
    if (digits.length >= Math.max(codeLength, CODE_AUTO_SUBMIT_LENGTH)) void submit(digits);
  };

  const resend = async () => {
    setResending(true);
    setError(null);
    const result = await sendCode(emailLogin, email);
    setResending(false);
    if (!result.sent) {
      setStatus('ERROR');
      setError(result.message);
    } else {
      setStatus('');
      setCode('');
      setCodeLength(result.codeLength);
      restart();
    }
  };

  return (
    <div className="mfa-form" aria-busy={status === 'PENDING' || undefined}>
      <p className="mfa-form__intro">
        {text.codeSentTo} <strong className="mfa-form__email">{email}</strong>{' '}
        <button type="button" className="mfa-link-button" onClick={onEdit}>
          {text.change}
        </button>
      </p>
      <label className="mfa-field">
        <span className="mfa-field__label">{text.code}</span>
        <input
          className="mfa-field__input mfa-field__input--code"
          name="code"
          type="text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={codeLength}
          value={code}
          readOnly={status === 'PENDING'}
          autoFocus
          onChange={(event) => onCodeChange(event.target.value)}
        />
      </label>
      {status === 'PENDING' && <p className="mfa-form__hint">{text.checking}</p>}
      {error && (
        <p role="alert" className="mfa-form__error">
          {error}
        </p>
      )}
      <Button variant="secondary" disabled={secondsLeft > 0 || resending} onClick={() => void resend()}>
        {text.resend}
      </Button>
      {secondsLeft > 0 && (
        <p className="mfa-form__hint" role="timer" aria-live="off">
          {text.resendIn(formatCountdown(secondsLeft))}
        </p>
      )}
    </div>
  );
}
