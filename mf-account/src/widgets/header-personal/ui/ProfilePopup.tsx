import { Button } from 'shared-kit';
import type { AccountInfoDto } from 'shared-kit/contracts';
import { LogoutButton } from '../../../features/logout';
import { PersonalSidebar } from '../../../shared/ui';
import { messages } from '../../../messages';
import { PopupPanel, requestSignIn } from './PopupPanel';

const text = messages.header;

interface ProfilePopupProps {
  id: string;
  signedIn: boolean;
  info: AccountInfoDto | null;
  onClose: () => void;
}

/** The profile popup: who is signed in with the personal sidebar, or 'Войти' / 'Зарегистрироваться'. */
export function ProfilePopup({ id, signedIn, info, onClose }: ProfilePopupProps) {
  if (signedIn) {
    return (
      <PopupPanel id={id} label={messages.cabinet.title}>
        <div className="mfa-hp__who">
          <strong>{messages.cabinet.greeting([info?.name, info?.surname].filter(Boolean).join(' '))}</strong>
          {info?.email && <span className="mfa-hp__email">{info.email}</span>}
        </div>
        <PersonalSidebar variant="popup" onNavigate={onClose} footer={<LogoutButton className="mfa-sidebar__logout" />} />
      </PopupPanel>
    );
  }
  const signIn = () => {
    onClose();
    requestSignIn('header');
  };
  return (
    <PopupPanel id={id} label={text.profile}>
      <p className="mfa-hp__text">{text.profilePrompt}</p>
      <div className="mfa-hp__actions">
        <Button onClick={signIn}>{messages.signIn}</Button>
        <Button variant="secondary" onClick={signIn}>
          {messages.register}
        </Button>
      </div>
    </PopupPanel>
  );
}
