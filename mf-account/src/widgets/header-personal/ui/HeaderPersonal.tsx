import { useId, useRef, useState, type ReactNode } from 'react';
import { useDismiss, useSignedIn, type DismissReason } from 'shared-kit';
import { ClockIcon, HeartIcon, UserIcon } from '../../../shared/ui';
import { messages } from '../../../messages';
import { useHeaderAccount } from '../model/useHeaderAccount';
import { CountIcon } from './CountIcon';
import { IconButton } from './IconButton';
import { SignInPopup } from './PopupPanel';
import { ProfilePopup } from './ProfilePopup';
import './HeaderPersonal.css';

type Popup = 'waitlist' | 'favourites' | 'profile';

const text = messages.header;

/**
 * The personal icons of the header (docs/product.md §2): waitlist and favourites with count badges for a
 * signed-in customer, or a popup asking to sign in; the profile popup with the personal sidebar,
 * or a text with 'Войти' / 'Зарегистрироваться'.
 */
export function HeaderPersonal() {
  const signedIn = useSignedIn();
  const [open, setOpen] = useState<Popup | null>(null);
  const { favourites, waitlist, info } = useHeaderAccount(signedIn, open === 'profile');
  const root = useRef<HTMLDivElement>(null);
  const baseId = useId();

  const popupId = (popup: Popup) => `${baseId}-${popup}`;
  /**
   * Closes the open popup. Unless the visitor pressed elsewhere, focus goes back to the icon that opened it
   * before the popup leaves the page, so a window opened from the popup ('Войти') returns focus to that icon.
   */
  const close = (reason: DismissReason | 'action' = 'action') => {
    if (reason !== 'outside' && open !== null) {
      root.current?.querySelector<HTMLButtonElement>(`[aria-controls="${popupId(open)}"]`)?.focus();
    }
    setOpen(null);
  };

  useDismiss(root, open !== null, close);

  const toggle = (popup: Popup) => setOpen((current) => (current === popup ? null : popup));
  const signInSlot = (popup: 'waitlist' | 'favourites', label: string, prompt: string, icon: ReactNode) => (
    <span className="mfa-hp__slot">
      <IconButton label={label} expanded={open === popup} popupId={popupId(popup)} onToggle={() => toggle(popup)}>
        {icon}
      </IconButton>
      {open === popup && <SignInPopup id={popupId(popup)} reason={popup} prompt={prompt} onClose={() => close()} />}
    </span>
  );

  return (
    <div className="mfa-hp" ref={root}>
      {signedIn ? (
        <>
          <CountIcon to="/personal/waitlist" title={text.waitlist} count={waitlist.quantity} badge={text.waitlistBadge}>
            <ClockIcon />
          </CountIcon>
          <CountIcon to="/personal/favourites" title={text.favourites} count={favourites.quantity} badge={text.favouritesBadge}>
            <HeartIcon />
          </CountIcon>
        </>
      ) : (
        <>
          {signInSlot('waitlist', text.waitlist, text.waitlistPrompt, <ClockIcon />)}
          {signInSlot('favourites', text.favourites, text.favouritesPrompt, <HeartIcon />)}
        </>
      )}
      <span className="mfa-hp__slot">
        <IconButton label={text.profile} expanded={open === 'profile'} popupId={popupId('profile')} onToggle={() => toggle('profile')}>
          <UserIcon />
        </IconButton>
        {open === 'profile' && <ProfilePopup id={popupId('profile')} signedIn={signedIn} info={info} onClose={() => close()} />}
      </span>
    </div>
  );
}
