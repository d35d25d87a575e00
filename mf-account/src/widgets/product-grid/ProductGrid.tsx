import type { ReactNode } from 'react';
import { Fragment, ProductCard, availabilityOf } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';
import { FavouriteButton } from '../../features/favourite-button';

/** Product cards of a cabinet list, with the favourite toggle and the checkout team's cart button. */
export function ProductGrid({
  products,
  label,
  extra,
  className,
}: {
  products: ProductDto[];
  label: string;
  /** `mfa-product-row` lays the cards out as one scrolling row instead of a grid. */
  className?: string;
  /** Something more under a card (the waitlist's 'Убрать', for instance). */
  extra?: (product: ProductDto) => ReactNode;
}) {
  return (
    <ul className={['mfa-grid mfa-product-grid', className].filter(Boolean).join(' ')} aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="mfa-product-grid__item">
          <ProductCard
            product={product}
            corner={<FavouriteButton productId={product.id} />}
            actions={
              <Fragment
                id="mf_checkout/CartButton"
                props={{ productId: product.id, available: product.quantity, soon: availabilityOf(product) === 'soon' }}
              />
            }
          />
          {extra?.(product)}
        </li>
      ))}
    </ul>
  );
}
