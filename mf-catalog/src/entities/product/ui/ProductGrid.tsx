import type { ProductCardProps } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';
import { CatalogProductCard } from './CatalogProductCard';
import '../../../shared/ui/ui.css';

/** Props of {@link ProductGrid}. */
export interface ProductGridProps {
  products: readonly ProductDto[];
  /** True while a newer page of the same list loads: the cards stay, dimmed. */
  busy?: boolean;
  label?: string;
  /**
   * How many cards from the start are in the page's first screen: their pictures load at once, the first
   * one before other pictures (it is the page's largest on a phone). The rest load near the viewport.
   */
  firstScreen?: number;
}

/** How the picture of the card at `index` loads (see {@link ProductGridProps.firstScreen}). */
function pictureLoading(index: number, firstScreen: number): ProductCardProps['picture'] {
  if (index >= firstScreen) return 'lazy';
  return index === 0 ? 'first' : 'eager';
}

/** Product cards with the checkout team's add-to-cart control and the account team's favourite toggle. */
export function ProductGrid({ products, busy = false, label, firstScreen = 0 }: ProductGridProps) {
  return (
    <ul className="mfc-grid mfc-grid--list" aria-busy={busy} aria-label={label}>
      {products.map((product, index) => (
        <li key={product.id} className="mfc-grid__item">
          <CatalogProductCard product={product} picture={pictureLoading(index, firstScreen)} />
        </li>
      ))}
    </ul>
  );
}
