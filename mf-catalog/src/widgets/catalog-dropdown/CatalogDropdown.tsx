import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { useLocation } from 'react-router-dom';
import { useCategoryTree } from '../../entities/category';
import { useBannerSelection } from '../../entities/selection';
import { LoadError, SkeletonBlock } from '../../shared/ui';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/lib';
import { messages } from '../../messages';
import { DesktopPanel, HOVER_DELAY_MS } from './ui/DesktopPanel';
import { MobilePanel } from './ui/MobilePanel';
import './CatalogDropdown.css';
import { useDismiss } from 'shared-kit';

export { HOVER_DELAY_MS };

function Loading() {
  return (
    <div className="mfc-dd__loading" role="status">
      <span className="mfc-visually-hidden">{messages.dropdown.loading}</span>
      {Array.from({ length: 7 }, (_, index) => (
        <SkeletonBlock key={index} width={`${60 + ((index * 17) % 35)}%`} height={16} />
      ))}
    </div>
  );
}

/**
 * The header's catalogue button with its dropdown (docs/product.md §2). The tree and the header banners are
 * requested on the first open only; the dropdown closes on an outside click, Escape, a followed link or any change of location.
 */
export function CatalogDropdown() {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const { items, status, retry } = useCategoryTree(opened);
  // Asked for together with the tree, on the first open only (docs/product.md §2); kept in the store afterwards.
  const banners = useBannerSelection('header_catalog', opened);
  const desktop = useMediaQuery(DESKTOP_QUERY);
  const location = useLocation();
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    setOpen(false);
  }, [location.pathname, location.search]);

  useDismiss(
    rootRef,
    open,
    (reason) => {
      setOpen(false);
      if (reason === 'escape') buttonRef.current?.focus();
    },
    // The mobile panel covers the screen: a touch outside it closes at once.
    { touch: true },
  );

  useEffect(() => {
    if (!open || desktop) return;
    // The mobile list covers the screen: the page under it must not scroll, and focus goes into it.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    closeRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, desktop]);

  const toggle = () => {
    setOpened(true);
    setOpen((value) => !value);
  };

  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false);
  };

  let body;
  if (items.length > 0) body = desktop ? <DesktopPanel items={items} banners={banners} /> : <MobilePanel items={items} />;
  else if (status === 'failed') body = <LoadError onRetry={retry} />;
  else body = <Loading />;

  return (
    <div className="mfc-dd" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className={`mfc-dd__button${open ? ' mfc-dd__button--open' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <span className="mfc-dd__icon" aria-hidden="true">
          <span />
          <span />
          <span />
        </span>
        {messages.dropdown.button}
      </button>
      {open && (
        <nav
          id={panelId}
          className={`mfc-dd__panel ${desktop ? 'mfc-dd__panel--desktop' : 'mfc-dd__panel--mobile'}`}
          aria-label={messages.dropdown.label}
          onClick={closeOnLink}
        >
          {!desktop && (
            <div className="mfc-dd__mobile-head">
              <strong>{messages.dropdown.button}</strong>
              <button
                ref={closeRef}
                type="button"
                className="mfc-dd__close"
                aria-label={messages.dropdown.close}
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
          )}
          {body}
        </nav>
      )}
    </div>
  );
}
