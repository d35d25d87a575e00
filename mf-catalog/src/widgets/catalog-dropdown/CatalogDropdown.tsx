import { useEffect, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import type { CategoryTreeItemDto } from 'shared-kit/contracts';
import { CategoryGroups, categoryUrl, useCategoryTree } from '../../entities/category';
import { BannerCard, useBannerSelection, type BannerSelectionView } from '../../entities/selection';
import { Carousel, LoadError, SkeletonBlock } from '../../shared/ui';
import { DESKTOP_QUERY, useMediaQuery } from '../../shared/lib';
import { messages } from '../../messages';
import './CatalogDropdown.css';
import { useDismiss } from 'shared-kit';

/** Hovering a top-level category shows its sub-categories after this delay (docs/product.md §9). */
export const HOVER_DELAY_MS = 600;

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

/** Second and third levels of one top-level category. */
function Subcategories({ category }: { category: CategoryTreeItemDto }) {
  return (
    <div className="mfc-dd__sub">
      <Link to={categoryUrl(category.full_slug)} className="mfc-dd__sub-title">
        {category.title}
        <span className="mfc-dd__sub-all">{messages.dropdown.allInCategory} →</span>
      </Link>
      <CategoryGroups groups={category.children} block="mfc-dd" />
    </div>
  );
}

/** The `header_catalog` banners as a slider beside the sub-categories; nothing when there are none. */
function SideBanners({ view }: { view: BannerSelectionView }) {
  if (view.status === 'hidden') return null;
  return (
    <aside className="mfc-dd__side" aria-label={messages.dropdown.banners}>
      {view.status === 'pending' ? (
        <span className="mfc-skeleton mfc-dd__side-skeleton" aria-hidden="true" />
      ) : (
        <Carousel
          variant="side"
          autoplay
          slides={view.banners.map((banner) => ({ key: banner.id, node: <BannerCard banner={banner} variant="side" /> }))}
        />
      )}
    </aside>
  );
}

/**
 * Desktop: top-level categories on the left, the hovered (or focused) one's sub-categories in the
 * middle, banners on the side.
 */
function DesktopPanel({ items, banners }: { items: CategoryTreeItemDto[]; banners: BannerSelectionView }) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const subRef = useRef<HTMLDivElement>(null);
  const active = items.find((item) => item.id === activeId) ?? items[0];

  const cancel = () => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
  };
  useEffect(() => cancel, []);

  const onListKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const links = [...(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (index < 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const next = (index + (event.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
      links[next].focus();
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      subRef.current?.querySelector<HTMLAnchorElement>('a')?.focus();
    }
  };

  return (
    <div className="mfc-dd__columns">
      <ul className="mfc-dd__tops" ref={listRef} onKeyDown={onListKey}>
        {items.map((item) => (
          <li
            key={item.id}
            onMouseEnter={() => {
              cancel();
              timer.current = setTimeout(() => setActiveId(item.id), HOVER_DELAY_MS);
            }}
            onMouseLeave={cancel}
          >
            <Link
              to={categoryUrl(item.full_slug)}
              className={`mfc-dd__top${item.id === active?.id ? ' mfc-dd__top--active' : ''}`}
              // A keyboard user chose the item on purpose: no delay.
              onFocus={() => {
                cancel();
                setActiveId(item.id);
              }}
            >
              {item.title}
              {item.children.length > 0 && <span aria-hidden="true">›</span>}
            </Link>
          </li>
        ))}
      </ul>
      <div className="mfc-dd__middle" ref={subRef}>
        {active && <Subcategories key={active.id} category={active} />}
      </div>
      <SideBanners view={banners} />
    </div>
  );
}

/** Mobile: a full-screen list; tapping a top-level category opens its sub-categories, 'Назад' returns. */
function MobilePanel({ items }: { items: CategoryTreeItemDto[] }) {
  const [activeId, setActiveId] = useState<number | null>(null);
  const active = items.find((item) => item.id === activeId);
  if (active) {
    return (
      <div className="mfc-dd__mobile">
        <button type="button" className="mfc-dd__back" onClick={() => setActiveId(null)}>
          ‹ {messages.dropdown.back}
        </button>
        <Subcategories category={active} />
      </div>
    );
  }
  return (
    <ul className="mfc-dd__mobile-list">
      {items.map((item) =>
        item.children.length > 0 ? (
          <li key={item.id}>
            <button type="button" className="mfc-dd__mobile-item" onClick={() => setActiveId(item.id)}>
              {item.title}
              <span aria-hidden="true">›</span>
            </button>
          </li>
        ) : (
          <li key={item.id}>
            <Link to={categoryUrl(item.full_slug)} className="mfc-dd__mobile-item">
              {item.title}
            </Link>
          </li>
        ),
      )}
    </ul>
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
