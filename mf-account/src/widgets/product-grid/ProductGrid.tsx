import type { ReactNode } from 'react';
import { Fragment, ProductCard } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';
import { FavouriteButton } from '../../features/favourite-button';

/** Product cards of a cabinet list, with the favourite toggle and the checkout team's cart button. */
export function ProductGrid({
  products,
  label,
  extra,
}: {
  products: ProductDto[];
  label: string;
  /** Something more under a card (the waitlist's 'Убрать', for instance). */
  extra?: (product: ProductDto) => ReactNode;
}) {
  return (
    <ul className="mfa-grid mfa-product-grid" aria-label={label}>
      {products.map((product) => (
        <li key={product.id} className="mfa-product-grid__item">
          <ProductCard
            product={product}
            corner={<FavouriteButton productId={product.id} />}
            actions={
              <Fragment
                id="mf_checkout/CartButton"
                props={{ productId: product.id, available: product.quantity }}
              />
            }
          />
          {extra?.(product)}
        </li>
      ))}
    </ul>
  );
}
