import { Link } from 'react-router-dom';
import { Fragment, Price, Rating, availabilityOf, labelColors, sharedMessages } from 'shared-kit';
import type { ProductDetailsDto } from 'shared-kit/contracts';
import { pickTitle } from '../../../shared/lib';
import { messages } from '../../../messages';
import { REVIEWS_SECTION_ID } from '../../../widgets/product-reviews';
import { Fact } from './Fact';

const availabilityText = {
  'in-stock': sharedMessages.availability.inStock,
  soon: sharedMessages.availability.soon,
  'out-of-stock': sharedMessages.availability.outOfStock,
} as const;

/** The product's labels, heading, facts, price and the buttons to buy it. */
export function ProductSummary({ product }: { product: ProductDetailsDto }) {
  const availability = availabilityOf(product);
  const heading = pickTitle(product.seo_h1, product.title);

  return (
    <div className="mfc-product__summary">
      {product.labels.length > 0 && (
        <ul className="mfc-product__labels">
          {product.labels.map((label) => (
            <li key={label.id} className="sk-label" style={labelColors(label.bg_color)}>
              {label.name}
            </li>
          ))}
        </ul>
      )}
      <h1>{heading}</h1>
      <dl className="mfc-product__facts">
        {product.brand && (
          <Fact label={messages.product.brand}>
            <Link to={`/category?query=${encodeURIComponent(product.brand.title)}`}>{product.brand.title}</Link>
          </Fact>
        )}
        {product.vendor_code && <Fact label={messages.product.vendorCode}>{product.vendor_code}</Fact>}
        <div>
          <dt>{messages.product.reviews}</dt>
          <dd>
            {/* The rating and the link come from the reviews themselves: none without a review. */}
            {product.reviews_count > 0 && product.rating_total > 0 ? (
              <>
                <Rating value={product.rating_total} />
                <a
                  className="mfc-product__to-reviews"
                  href={`#${REVIEWS_SECTION_ID}`}
                  onClick={(event) => {
                    // Scrolled to in place: a hash in the address would be a navigation for the router.
                    event.preventDefault();
                    const section = document.getElementById(REVIEWS_SECTION_ID);
                    section?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                    section?.focus({ preventScroll: true });
                  }}
                >
                  {messages.product.toReviews}
                  <span className="mfc-muted"> ({messages.product.reviewsCount(product.reviews_count)})</span>
                </a>
              </>
            ) : (
              messages.product.noRating
            )}
          </dd>
        </div>
      </dl>
      <div className="mfc-product__buy">
        <div className="mfc-product__price">
          <Price current={product.price_current} old={product.price_old} />
        </div>
        <p className={`mfc-product__availability mfc-product__availability--${availability}`}>
          {availabilityText[availability]}
          {availability === 'in-stock' && product.quantity > 0 && (
            <span className="mfc-muted"> · {messages.product.inStockCount(product.quantity)}</span>
          )}
        </p>
        {product.points > 0 && <p className="mfc-product__points">{messages.product.bonus(product.points)}</p>}
        <div className="mfc-product__actions">
          <Fragment
            id="mf_checkout/CartButton"
            className="mfc-product__cart"
            props={{ productId: product.id, available: product.quantity, variant: 'page', soon: availability === 'soon' }}
          />
          <Fragment id="mf_account/FavouriteButton" props={{ productId: product.id, variant: 'page' }} />
        </div>
        {product.quantity === 0 && (
          // Out of stock or not on sale yet: the account team's waitlist tells the customer when it comes.
          <Fragment id="mf_account/WaitlistButton" className="mfc-product__waitlist" props={{ productId: product.id, variant: 'page' }} />
        )}
      </div>
    </div>
  );
}
