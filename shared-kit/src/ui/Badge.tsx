import './ui.css';

/** Small count badge (cart, favourites, waitlist); renders nothing for zero. */
export function Badge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <span className="sk-badge" aria-label={`${label}: ${count}`}>
      {count > 99 ? '99+' : count}
    </span>
  );
}
