import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryTreeItemDto } from 'shared-kit/contracts';
import { categoryUrl } from '../../../entities/category';
import type { BannerSelectionView } from '../../../entities/selection';
import { SideBanners } from './SideBanners';
import { Subcategories } from './Subcategories';

/** Hovering a top-level category shows its sub-categories after this delay (docs/product.md §9). */
export const HOVER_DELAY_MS = 600;

/**
 * Desktop: top-level categories on the left, the hovered (or focused) one's sub-categories in the
 * middle, banners on the side.
 */
export function DesktopPanel({ items, banners }: { items: CategoryTreeItemDto[]; banners: BannerSelectionView }) {
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
