import type { ReactNode } from 'react';
import { useAdvantagesQuery } from '../../../shared/api';
import { messages } from '../../../messages';
import { HomeSection, RowSkeleton } from './HomeSection';
import { useQuietList } from '../model/quietly';

/** Line icons for the icon names the API uses (contract: delivery, pickup, original, bonus, pharmacist, payment). */
const ICONS: Record<string, ReactNode> = {
  delivery: <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4zM17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />,
  pickup: <path d="M4 10l8-6 8 6v10H4zM9 20v-6h6v6" />,
  original: <path d="M12 3l7 3v6c0 4-3 7-7 9-4-2-7-5-7-9V6zM9 12l2 2 4-4" />,
  bonus: <path d="M4 9h16v4H4zM6 13v8h12v-8M12 9v12M12 9c-2-4-6-4-6-1s6 1 6 1zM12 9c2-4 6-4 6-1s-6 1-6 1z" />,
  pharmacist: <path d="M12 4v16M4 12h16M8 4h8v16H8z" />,
  payment: <path d="M3 6h18v12H3zM3 10h18M7 15h4" />,
};

/** Why to buy here: icons with a title and a line of text; not shown when there is nothing or it fails. */
export function Advantages() {
  const advantages = useQuietList('advantages', useAdvantagesQuery());
  if (!advantages) {
    return (
      <HomeSection title={messages.home.advantages}>
        <RowSkeleton count={4} className="mfc-advantages" />
      </HomeSection>
    );
  }
  if (advantages.length === 0) return null;
  return (
    <HomeSection title={messages.home.advantages}>
      <ul className="mfc-advantages">
        {advantages.map((advantage) => (
          <li key={advantage.id} className="mfc-advantage">
            <svg viewBox="0 0 24 24" width="32" height="32" aria-hidden="true" className="mfc-advantage__icon">
              {ICONS[advantage.icon] ?? ICONS.original}
            </svg>
            <strong>{advantage.title}</strong>
            <span className="mfc-muted">{advantage.text}</span>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
