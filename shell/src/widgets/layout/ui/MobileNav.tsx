import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Fragment } from 'shared-kit';
import { messages } from '../../../messages';
import { BurgerMenu } from './BurgerMenu';
import { CartFallbackIcon, CatalogueIcon, MenuIcon } from './MobileNavIcons';

/**
 * Bottom navigation on phones: catalogue, the cart with its count (the checkout team's cart link in its
 * `tabbar` form) and the burger. The burger opens a menu dialog that closes on navigation, on Escape and
 * on its close button; the last two give focus back to the burger.
 */
export function MobileNav() {
  const [open, setOpen] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();
  const menuId = useId();
  useEffect(() => setOpen(false), [pathname]);

  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) burger.current?.focus();
  };

  return (
    <>
      <nav className="sh-mobilenav" aria-label="Мобильная навигация">
        <Link to="/category" className="sh-mobilenav__item" aria-current={pathname.startsWith('/category') ? 'page' : undefined}>
          <CatalogueIcon />
          <span>{messages.catalogue}</span>
        </Link>
        <Fragment
          id="mf_checkout/HeaderCart"
          props={{ variant: 'tabbar' }}
          className="sh-mobilenav__cart"
          fallback={
            <Link to="/cart" className="sh-mobilenav__item">
              <CartFallbackIcon />
              <span>{messages.cart}</span>
            </Link>
          }
        />
        <button
          ref={burger}
          type="button"
          className="sh-mobilenav__item"
          aria-expanded={open}
          aria-haspopup="dialog"
          aria-controls={open ? menuId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          <MenuIcon open={open} />
          <span>{messages.menu}</span>
        </button>
      </nav>
      {open && <BurgerMenu id={menuId} onClose={close} />}
    </>
  );
}
