import './ui.css';

/** Product rating on the 1-5 scale with one decimal. */
export function Rating({ value }: { value: number }) {
  const clamped = Math.max(0, Math.min(5, value));
  return (
    <span className="sk-rating" aria-label={`Рейтинг ${clamped.toFixed(1)} из 5`}>
      <span aria-hidden="true">★</span>
      <span className="sk-rating__value">{clamped.toFixed(1)}</span>
    </span>
  );
}
