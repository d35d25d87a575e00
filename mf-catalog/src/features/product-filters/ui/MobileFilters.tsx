import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { Button } from 'shared-kit';
import type { FacetDto } from 'shared-kit/contracts';
import { clearFilters, countFilters } from '../model/filterParams';
import { useFilterParams } from '../model/useFilterParams';
import { FilterPanel } from './FilterPanel';
import { messages } from '../../../messages';
import './filters.css';

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), select:not([disabled]), a[href]';

/** Tab and Shift+Tab go round the panel: the page behind it is out of reach while it is open. */
function keepFocusIn(dialog: HTMLElement, event: KeyboardEvent) {
  const items = [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
  if (items.length === 0) return;
  const first = items[0];
  const last = items[items.length - 1];
  const inside = dialog.contains(document.activeElement);
  if (event.shiftKey && (document.activeElement === first || !inside || document.activeElement === dialog)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (document.activeElement === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/** Props of {@link MobileFilters}. */
export interface MobileFiltersProps {
  facets: readonly FacetDto[];
  /** The result's size as the customer reads it, e.g. `60 товаров`. */
  totalText: string;
}

/**
 * The phone's filters: a 'Фильтры' button opening a full-screen panel. Changes apply at once (the list
 * behind reloads), so 'Показать N товаров' shows the current result and only closes the panel.
 */
export function MobileFilters({ facets, totalText }: MobileFiltersProps) {
  const [open, setOpen] = useState(false);
  const [params, apply] = useFilterParams();
  const active = countFilters(params);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const button = buttonRef.current;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
      if (event.key === 'Tab' && dialogRef.current) keepFocusIn(dialogRef.current, event);
    };
    document.addEventListener('keydown', onKey);
    // The page behind must not scroll under a full-screen panel.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      button?.focus();
    };
  }, [open]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className="mfc-filters-button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        <svg width="18" height="18" viewBox="0 0 18 18" aria-hidden="true">
          <path
            d="M2 4h14M5 9h8M8 14h2"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinecap="round"
          />
        </svg>
        {messages.filters.open}
        {active > 0 && <span className="mfc-filters-button__count">{active}</span>}
      </button>
      {open &&
        createPortal(
          <div
            ref={dialogRef}
            className="mfc-filters-sheet"
            role="dialog"
            aria-modal="true"
            aria-labelledby="mfc-filters-sheet-title"
            tabIndex={-1}
          >
            <div className="mfc-filters-sheet__head">
              <h2 id="mfc-filters-sheet-title">{messages.filters.title}</h2>
              <button
                type="button"
                className="mfc-filters-sheet__close"
                aria-label={messages.filters.close}
                onClick={() => setOpen(false)}
              >
                ×
              </button>
            </div>
            <div className="mfc-filters-sheet__body">
              <FilterPanel facets={facets} />
            </div>
            <div className="mfc-filters-sheet__foot">
              {active > 0 && (
                <Button variant="secondary" onClick={() => apply(clearFilters(params))}>
                  {messages.filters.resetAll}
                </Button>
              )}
              <Button onClick={() => setOpen(false)}>{messages.filters.showProducts(totalText)}</Button>
            </div>
          </div>,
          document.body,
        )}
    </>
  );
}
