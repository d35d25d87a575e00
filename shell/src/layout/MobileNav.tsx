import { useEffect, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { useShellSelector } from '../app/store';
import { HeaderCity } from '../features/city/HeaderCity';
import { messages } from '../messages';
import { MenuLink } from './MenuLink';

/** Bottom navigation on phones (spec §2): catalogue, cart, burger with the menus. */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const nav = useShellSelector((state) => state.site.nav);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);

  return (
    <>
      <nav className="sh-mobilenav" aria-label="Мобильная навигация">
        <Link to="/category">{messages.catalogue}</Link>
        <Link to="/cart">{messages.cart}</Link>
        <button type="button" aria-expanded={open} onClick={() => setOpen((value) => !value)}>
          {messages.menu}
        </button>
      </nav>
      {open && (
        <div className="sh-burger" role="dialog" aria-label={messages.menu}>
          <button type="button" className="sh-burger__close" onClick={() => setOpen(false)}>
            {messages.closeMenu}
          </button>
          <HeaderCity className="sh-header__city sh-burger__city" onOpen={() => setOpen(false)} />
          {[...nav.header_left_menu, ...nav.header_menu].map((item) => (
            <MenuLink key={`${item.id}-${item.slug}`} item={item} className="sh-burger__link" onClick={() => setOpen(false)} />
          ))}
        </div>
      )}
    </>
  );
}
