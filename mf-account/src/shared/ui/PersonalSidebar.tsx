import type { ReactNode } from 'react';
import { AppLink } from './AppLink';
import { messages } from '../../messages';
import './PersonalSidebar.css';

const links = messages.cabinet.links;

/** The cabinet pages of docs/product.md §2, in the order the sidebar lists them. */
export const CABINET_LINKS: readonly { to: string; title: string }[] = [
  { to: '/personal', title: links.home },
  { to: '/personal/data', title: links.data },
  { to: '/personal/orders', title: links.orders },
  { to: '/personal/favourites', title: links.favourites },
  { to: '/personal/waitlist', title: links.waitlist },
  { to: '/personal/reviews', title: links.reviews },
  { to: '/personal/help-buyer', title: links.helpBuyer },
  { to: '/personal/feedback', title: links.feedback },
];

/** Props of {@link PersonalSidebar}. */
export interface PersonalSidebarProps {
  /** Called when a link is followed (a popup closes itself). */
  onNavigate?: () => void;
  variant?: 'page' | 'popup';
  /** What ends the list: the 'Выйти' button. */
  footer?: ReactNode;
}

/** The personal sidebar: links to the cabinet pages, then `footer` (the 'Выйти' button). */
export function PersonalSidebar({ onNavigate, variant = 'page', footer }: PersonalSidebarProps) {
  return (
    <nav className={`mfa-sidebar mfa-sidebar--${variant}`} aria-label={messages.cabinet.navLabel}>
      <ul className="mfa-sidebar__list">
        {CABINET_LINKS.map((link) => (
          <li key={link.to}>
            <AppLink nav className="mfa-sidebar__link" to={link.to} onClick={onNavigate}>
              {link.title}
            </AppLink>
          </li>
        ))}
      </ul>
      {footer}
    </nav>
  );
}
