import { Fragment, ProductCard, availabilityOf, type ProductCardProps } from 'shared-kit';
import type { ProductDto } from 'shared-kit/contracts';

/** The shop's product card with the checkout team's add-to-cart control and the account team's favourite toggle. */
export function CatalogProductCard({ product, picture }: { product: ProductDto; picture?: ProductCardProps['picture'] }) {
  return (
    <ProductCard
      product={product}
      picture={picture}
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
