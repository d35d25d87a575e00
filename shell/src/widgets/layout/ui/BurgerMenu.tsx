import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { getEventBus, useSignedIn } from 'shared-kit';
import { useSite } from '../../../entities/site';
import { HeaderCity } from '../../../features/city';
import { messages } from '../../../messages';
import { MenuLink } from './MenuLink';
import { StoreBlock, telHref } from './StoreBlock';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The burger menu: logo, sign-in or cabinet, the shop's phone, city, the contacts of the desktop header strip
 * (e-mail, both stores with their map links, «Оставить заявку») and the menus of the server. A window opened
 * from the menu (sign-in, city, callback request) closes the menu first and gives focus to the burger, so the
 * window returns focus there when it closes.
 */
export function BurgerMenu({ id, onClose }: { id: string; onClose: (returnFocus: boolean) => void }) {
  const dialog = useRef<HTMLDivElement>(null);
  const signedIn = useSignedIn();
  const { nav, configs, files } = useSite();
  const [logoFailed, setLogoFailed] = useState(false);
  const siteName = configs.SITE_NAME || 'Здоровье+';
  const phone = configs.HEADER_PHONE || configs.MAIN_PHONE;

  useEffect(() => {
    dialog.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, []);

  // Keyboard: Escape closes and gives focus back to the burger; Tab stays inside the menu.
  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onClose(true);
      return;
    }
    if (event.key !== 'Tab' || !dialog.current) return;
    const items = [...dialog.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items[items.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const signIn = () => {
    onClose(true);
    getEventBus().emit('account:sign-in-requested', { reason: 'header' });
  };
  const leaveApplication = () => {
    onClose(true);
    getEventBus().emit('shell:modal-requested', { name: 'leaveApplication-modal' });
  };

  return (
    <div
      ref={dialog}
      id={id}
      className="sh-burger"
      role="dialog"
      aria-modal="true"
      aria-label={messages.menu}
      onKeyDown={onKeyDown}
    >
      <div className="sh-burger__top">
        <Link to="/" className="sh-logo sh-burger__logo" aria-label={messages.logo} onClick={() => onClose(false)}>
          {files.SITE_IMAGE && !logoFailed ? (
            <img src={files.SITE_IMAGE} alt={siteName} width={120} height={32} onError={() => setLogoFailed(true)} />
          ) : (
            <span className="sh-logo__text">{siteName}</span>
          )}
        </Link>
        <button type="button" className="sh-burger__close" onClick={() => onClose(true)}>
          {messages.closeMenu}
        </button>
      </div>
      {signedIn ? (
        <Link to="/personal" className="sh-burger__account" onClick={() => onClose(false)}>
          {messages.cabinet}
        </Link>
      ) : (
        <button type="button" className="sh-burger__account" onClick={signIn}>
          {messages.signIn}
        </button>
      )}
      {phone && (
        <a className="sh-burger__phone" href={telHref(phone)}>
          <span className="sh-burger__phone-label">{messages.phone}</span>
          {phone}
        </a>
      )}
      <HeaderCity className="sh-header__city sh-burger__city" onOpen={() => onClose(true)} />
      <section className="sh-burger__contacts" aria-label={messages.contacts}>
        {configs.HEADER_EMAIL && (
          <a className="sh-burger__email" href={`mailto:${configs.HEADER_EMAIL}`}>
            <span className="sh-burger__phone-label">{messages.email}</span>
            {configs.HEADER_EMAIL}
          </a>
        )}
        <StoreBlock side="LEFT" className="sh-store sh-burger__store" />
        <StoreBlock side="RIGHT" className="sh-store sh-burger__store" />
        <button type="button" className="sk-btn sk-btn--secondary sh-burger__apply" onClick={leaveApplication}>
          {messages.leaveApplication}
        </button>
      </section>
      <nav aria-label={messages.burgerMenus} className="sh-burger__menus">
        {[...nav.header_left_menu, ...nav.header_menu].map((item) => (
          <MenuLink key={`${item.id}-${item.slug}`} item={item} className="sh-burger__link" onClick={() => onClose(false)} />
        ))}
      </nav>
    </div>
  );
}
