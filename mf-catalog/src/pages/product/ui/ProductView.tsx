import { Link } from 'react-router-dom';
import { CleanHtml, sharedMessages } from 'shared-kit';
import type { ProductDetailsDto } from 'shared-kit/contracts';
import { Breadcrumbs, DeferredSection } from '../../../shared/ui';
import { messages } from '../../../messages';
import { ProductReviews } from '../../../widgets/product-reviews';
import { RecentlyViewed } from '../../../widgets/recently-viewed';
import { ProductGallery } from './ProductGallery';
import { picturesOf } from '../model/picturesOf';
import { Fact } from './Fact';
import { ProductSummary } from './ProductSummary';

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="mfc-product__section">
      <h2>{title}</h2>
      <p className="mfc-product__text">{text}</p>
    </section>
  );
}

/** The loaded product: its gallery and summary side by side, then its description, specifications and reviews. */
export function ProductView({ product }: { product: ProductDetailsDto }) {
  const trail = product.breadcrumbs.length
    ? product.breadcrumbs
    : [{ title: messages.breadcrumbs.catalogue, url: '/category' }, { title: product.category.title, url: product.category.url }];

  return (
    <div className="mfc-page mfc-product">
      <Breadcrumbs trail={trail} current={{ title: product.title, url: product.url }} />
      <div className="mfc-product__layout">
        <div className="mfc-product__media">
          <span className="mfc-product__marks">
            {product.discount > 0 && <span className="mfc-product__discount">−{product.discount}%</span>}
            {product.novelty && <span className="mfc-product__novelty">{sharedMessages.novelty}</span>}
          </span>
          <ProductGallery title={product.title} pictures={picturesOf(product)} />
        </div>
        <ProductSummary product={product} />
      </div>
      <div className="mfc-product__details">
        {product.description.trim() && (
          <section className="mfc-product__section">
            <h2>{messages.product.description}</h2>
            <CleanHtml className="mfc-richtext" html={product.description} />
          </section>
        )}
        <TextSection title={messages.product.composition} text={product.composition} />
        <TextSection title={messages.product.usage} text={product.usage} />
        <section className="mfc-product__section">
          <h2>{messages.product.about}</h2>
          <dl className="mfc-product__specs">
            {product.brand && <Fact label={messages.product.brand}>{product.brand.title}</Fact>}
            {product.country && <Fact label={messages.product.country}>{product.country}</Fact>}
            <Fact label={messages.product.category}>
              <Link to={product.category.url}>{product.category.title}</Link>
            </Fact>
            {product.vendor_code && <Fact label={messages.product.vendorCode}>{product.vendor_code}</Fact>}
          </dl>
        </section>
        <ProductReviews key={product.id} productId={product.id} />
        <DeferredSection name="recently viewed" reserve={120}>
          <RecentlyViewed excludeId={product.id} />
        </DeferredSection>
      </div>
    </div>
  );
}
