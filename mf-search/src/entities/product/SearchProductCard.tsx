import { Fragment, ProductCard, availabilityOf } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';

/** Props of {@link SearchProductCard}. */
export interface SearchProductCardProps {
  product: ProductDto;
}

/** The shop's product card on the results page, with the checkout team's cart control and the account team's favourite. */
export function SearchProductCard({ product }: SearchProductCardProps) {
  return (
    <ProductCard
      product={product}
      actions={
        <Fragment
          id="mf_checkout/CartButton"
          props={{ productId: product.id, available: product.quantity, variant: 'card', soon: availabilityOf(product) === 'soon' }}
        />
      }
      corner={<Fragment id="mf_account/FavouriteButton" props={{ productId: product.id, variant: 'card' }} />}
    />
  );
}
