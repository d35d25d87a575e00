import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { CategoryTreeItemDto } from 'shared-kit/contracts';
import { categoryUrl } from '../../../entities/category';
import { messages } from '../../../messages';
import { Subcategories } from './Subcategories';

/** Mobile: a full-screen list; tapping a top-level category opens its sub-categories, 'Назад' returns. */
export function MobilePanel({ items }: { items: CategoryTreeItemDto[] }) {
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
