import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Fragment, getEventBus } from 'shared-kit';
import { useSite } from '../../../entities/site';
import { HeaderCity } from '../../../features/city';
import { messages } from '../../../messages';
import { MenuLink } from './MenuLink';
import { StoreBlock, telHref } from './StoreBlock';
import { useScrolled } from '../model/useScrolled';

/** The header of docs/product.md §2: top strip, menus, logo, catalogue, search, personal icons and cart. */
export function Header() {
  const compact = useScrolled(64);
  const { configs, files, nav } = useSite();
  const [logoFailed, setLogoFailed] = useState(false);
  const siteName = configs.SITE_NAME || 'Здоровье+';

  return (
    <header className={`sh-header${compact ? ' sh-header--compact' : ''}`}>
      <div className="sh-header__strip">
        <div className="sh-container sh-header__strip-inner">
          <HeaderCity />
          {configs.HEADER_PHONE && (
            <a className="sh-header__phone" href={telHref(configs.HEADER_PHONE)}>
              {configs.HEADER_PHONE}
            </a>
          )}
          {configs.HEADER_EMAIL && <a href={`mailto:${configs.HEADER_EMAIL}`}>{configs.HEADER_EMAIL}</a>}
          <StoreBlock side="LEFT" />
          <StoreBlock side="RIGHT" />
          <button
            type="button"
            className="sk-btn sk-btn--secondary sh-header__apply"
            onClick={() => getEventBus().emit('shell:modal-requested', { name: 'leaveApplication-modal' })}
          >
            {messages.leaveApplication}
          </button>
        </div>
      </div>
      <div className="sh-container sh-header__menus">
        <nav aria-label="Меню магазина" className="sh-menu">
          {nav.header_left_menu.map((item) => (
            <MenuLink key={item.id} item={item} />
          ))}
        </nav>
        <nav aria-label="Информация" className="sh-menu sh-menu--right">
          {nav.header_menu.map((item) => (
            <MenuLink key={item.id} item={item} />
          ))}
        </nav>
      </div>
      <div className="sh-container sh-header__main">
        <Link to="/" className="sh-logo" aria-label={messages.logo}>
          {files.SITE_IMAGE && !logoFailed ? (
            <img src={files.SITE_IMAGE} alt={siteName} width={150} height={40} onError={() => setLogoFailed(true)} />
          ) : (
            <span className="sh-logo__text">{siteName}</span>
          )}
        </Link>
        <div className="sh-header__catalog">
          <Fragment id="mf_catalog/CatalogDropdown" props={{}} />
        </div>
        <div className="sh-header__search">
          <Fragment id="mf_search/SearchDropdown" props={{}} />
        </div>
        <div className="sh-header__icons">
          <Fragment id="mf_account/HeaderPersonal" props={{}} />
          <Fragment id="mf_checkout/HeaderCart" props={{}} />
          {configs.HEADER_PHONE && (
            <a className="sh-header__call" href={telHref(configs.HEADER_PHONE)} aria-label={messages.call}>
              ☎
            </a>
          )}
        </div>
      </div>
    </header>
  );
}
