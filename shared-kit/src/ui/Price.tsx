import { formatPrice } from '../format/format';
import './ui.css';

/** Props of {@link Price}. */
export interface PriceProps {
  /** Current price in rubles. */
  current: number;
  /** Price before the discount, when there is one. */
  old?: number | null;
}

/** Current price, and the old one crossed out when the product is discounted. */
export function Price({ current, old }: PriceProps) {
  const discounted = old !== null && old !== undefined && old > current;
  return (
    <span className="sk-price">
      <span className={`sk-price__current${discounted ? ' sk-price__current--sale' : ''}`}>{formatPrice(current)}</span>
      {discounted && (
        <del className="sk-price__old" aria-label={`Старая цена ${formatPrice(old)}`}>
          {formatPrice(old)}
        </del>
      )}
    </span>
  );
}
