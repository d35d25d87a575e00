import { useEffect, useRef, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import {
  CleanHtml,
  Fragment,
  NotFoundError,
  Price,
  Rating,
  availabilityOf,
  getEventBus,
  isHttpErrorStatus,
  labelColors,
  sharedMessages,
  whenSessionReady,
} from 'shared-kit';
import type { ProductDetailsDto } from 'shared-kit/contracts';
import { useProductQuery, useRecordVisitMutation } from '../../shared/api';
import { pickTitle, useDocumentTitle, useQueryView } from '../../shared/lib';
import { Breadcrumbs, DeferredSection, LoadError, SkeletonBlock } from '../../shared/ui';
import { messages } from '../../messages';
import { ProductReviews, REVIEWS_SECTION_ID } from '../../widgets/product-reviews';
import { RecentlyViewed } from '../../widgets/recently-viewed';
import { ProductGallery } from './gallery/ProductGallery';
import type { GalleryPicture } from './gallery/ProductGallery';
import './ProductPage.css';

const availabilityText = {
  'in-stock': sharedMessages.availability.inStock,
  soon: sharedMessages.availability.soon,
  'out-of-stock': sharedMessages.availability.outOfStock,
} as const;

/**
 * The gallery's pictures: the product's, then the images among its media, each once, with their WebP where
 * the API has one (an API before `pictures_webp` sends none, and the pictures stay as they are).
 */
function picturesOf(product: ProductDetailsDto): GalleryPicture[] {
  const webp = product.pictures_webp ?? [];
  const all: GalleryPicture[] = [
    ...(product.pictures ?? []).map((src, index) => ({ src, webp: webp[index] ?? null })),
    ...(product.media ?? []).filter((item) => item.type === 'image').map((item) => ({ src: item.url, webp: null })),
  ];
  const main = product.image_url || product.preview;
  if (all.length === 0 && main) all.push({ src: main, webp: product.preview_webp ?? null });
  const seen = new Set<string>();
  return all.filter((picture) => !seen.has(picture.src) && seen.add(picture.src));
}

function ProductSkeleton() {
  return (
    <div className="mfc-page mfc-product" aria-busy="true">
      <span className="mfc-visually-hidden" role="status">
        {messages.loading}
      </span>
      <div className="mfc-product__layout" aria-hidden="true">
        <span className="mfc-skeleton mfc-product__skeleton-image" />
        <div className="mfc-product__summary">
          <SkeletonBlock width="30%" height={14} />
          <SkeletonBlock height={32} />
          <SkeletonBlock width="60%" height={32} />
          <SkeletonBlock width="40%" height={16} />
          <SkeletonBlock height={160} />
        </div>
      </div>
    </div>
  );
}

function TextSection({ title, text }: { title: string; text: string }) {
  if (!text.trim()) return null;
  return (
    <section className="mfc-product__section">
      <h2>{title}</h2>
      <p className="mfc-product__text">{text}</p>
    </section>
  );
}

function ProductView({ product }: { product: ProductDetailsDto }) {
  const availability = availabilityOf(product);
  const heading = pickTitle(product.seo_h1, product.title);
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

/** One labelled fact of the product (a `<dt>`/`<dd>` pair in a `<dl>`). */
function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** `/products/{full_slug}`: the product page. An unknown product is the shell's 404 page. */
export function ProductPage() {
  const { '*': splat = '' } = useParams();
  const path = splat.replace(/^\/+|\/+$/g, '');
  const product = useQueryView(useProductQuery(path, { skip: !path }));
  const [recordVisit] = useRecordVisitMutation();
  const data = product.status === 'success' ? product.data : undefined;

  useDocumentTitle(data && pickTitle(data.seo_title, data.title));

  const viewedId = data?.id;
  const viewedSlug = data?.full_slug;
  useEffect(() => {
    if (viewedId !== undefined && viewedSlug !== undefined) {
      getEventBus().emit('catalog:product-viewed', { productId: viewedId, slug: viewedSlug });
    }
  }, [viewedId, viewedSlug]);

  // One visit per product opened, even when React runs the effect twice (strict mode) or the data reloads.
  const recordedId = useRef<number | null>(null);
  useEffect(() => {
    if (viewedId === undefined || recordedId.current === viewedId) return;
    recordedId.current = viewedId;
    // The visit belongs to the visitor's session: wait until the shell has one.
    whenSessionReady()
      .then(() => recordVisit(viewedId).unwrap())
      .catch((error: unknown) => console.warn('[mf_catalog] the visit was not recorded', error));
  }, [viewedId, recordVisit]);

  if (!path) throw new NotFoundError('No product named');
  if (product.status === 'error') {
    if (isHttpErrorStatus(product.error, 404)) throw new NotFoundError(`Unknown product ${path}`);
    return (
      <div className="mfc-page">
        <LoadError onRetry={product.retry} />
      </div>
    );
  }
  if (!data) return <ProductSkeleton />;
  return <ProductView key={data.id} product={data} />;
}
