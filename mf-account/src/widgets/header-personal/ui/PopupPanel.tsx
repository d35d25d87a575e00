import type { ReactNode } from 'react';
import { Button, getEventBus, type SignInReason } from 'shared-kit';
import { messages } from '../../../messages';

/** A popup under a header icon; closes on Escape and on a click outside the personal icons. */
export function PopupPanel({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div id={id} className="mfa-hp__popup" role="dialog" aria-label={label}>
      {children}
    </div>
  );
}

/** Asks the account team's windows to sign the visitor in. */
export function requestSignIn(reason: SignInReason) {
  getEventBus().emit('account:sign-in-requested', { reason });
}

/** The popup of a visitor's waitlist or favourites icon: why to sign in, and 'Войти'. */
export function SignInPopup({ id, reason, prompt, onClose }: { id: string; reason: 'waitlist' | 'favourites'; prompt: string; onClose: () => void }) {
  return (
    <PopupPanel id={id} label={prompt}>
      <p className="mfa-hp__text">{prompt}</p>
      <Button
        onClick={() => {
          onClose();
          requestSignIn(reason);
        }}
      >
        {messages.signIn}
      </Button>
    </PopupPanel>
  );
}
