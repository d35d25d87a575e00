import type { ProductDto } from 'shared-kit/contracts';
import { CatalogProductCard } from './CatalogProductCard';
import '../../../shared/ui/ui.css';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly ProductDto[];
  /** True while a newer page of the same list loads: the cards stay, dimmed. */
  busy?: boolean;
  label?: string;
}

/** Product cards with the checkout team's add-to-cart control and the account team's favourite toggle. */
export function ProductGrid({ products, busy = false, label }: ProductGridProps) {
  return (
    <ul className="mfc-grid mfc-grid--list" aria-busy={busy} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="mfc-grid__item">
          <CatalogProductCard product={product} />
        </li>
      ))}
    </ul>
  );
}
