import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { availabilityOf, formatCount, WORDS } from '../format/format';
import { messages } from '../messages';
import { Price } from './Price';
import { Rating } from './Rating';
import { labelColors } from './labelColors';
import './ui.css';

/** What a product card needs of a product (a subset of the product DTO, docs/product.md §3). */
export interface ProductCardData {
  id: number;
  title: string;
  url: string;
  preview?: string | null;
  preview_webp?: string | null;
  price_current: number;
  price_old?: number | null;
  discount?: number | null;
  novelty?: boolean | null;
  quantity?: number | null;
  offer?: { available?: boolean | number | null; count?: number | null } | null;
  labels?: readonly { id: number; name: string; bg_color?: string | null }[];
  rating_total?: number | null;
  points?: number | null;
}

/** Props of {@link ProductCard}. */
export interface ProductCardProps {
  product: ProductCardData;
  /** Controls of other teams (add to cart, favourite), placed by the page through fragments. */
  actions?: ReactNode;
  /** Top-right corner control (the favourite button). */
  corner?: ReactNode;
  /**
   * How the picture loads: `lazy` (the default) near the viewport; `eager` at once, for a card in the
   * page's first screen; `first` at once and before other pictures, for the page's largest one.
   */
  picture?: 'lazy' | 'eager' | 'first';
}

const availabilityText = {
  'in-stock': messages.availability.inStock,
  soon: messages.availability.soon,
  'out-of-stock': messages.availability.outOfStock,
} as const;

/** The product card frame of docs/product.md §2: image, marks, labels, rating, points, title, price, availability. */
export function ProductCard({ product, actions, corner, picture = 'lazy' }: ProductCardProps) {
  const availability = availabilityOf(product);
  return (
    <article className="sk-card" aria-label={product.title} data-product-id={product.id}>
      <Link to={product.url} className="sk-card__image" tabIndex={-1} aria-hidden="true">
        {product.preview && (
          <picture>
            {product.preview_webp && <source srcSet={product.preview_webp} type="image/webp" />}
            <img
              src={product.preview}
              alt=""
              loading={picture === 'lazy' ? 'lazy' : 'eager'}
              decoding="async"
              width={240}
              height={240}
              {...(picture === 'first' ? { fetchPriority: 'high' as const } : {})}
            />
          </picture>
        )}
        <span className="sk-card__marks">
          {Boolean(product.discount) && <span className="sk-card__discount">−{product.discount}%</span>}
          {product.novelty && <span className="sk-card__novelty">{messages.novelty}</span>}
          {product.labels?.map((label) => (
            <span
              key={label.id}
              className="sk-label"
              style={labelColors(label.bg_color)}
            >
              {label.name}
            </span>
          ))}
        </span>
      </Link>
      {corner && <span className="sk-card__corner">{corner}</span>}
      <div className="sk-card__meta">
        {product.rating_total ? <Rating value={product.rating_total} /> : null}
        {product.points ? (
          <span>
            +{formatCount(product.points, WORDS.bonus)}
          </span>
        ) : null}
      </div>
      <Link to={product.url} className="sk-card__title">
        {product.title}
      </Link>
      <Price current={product.price_current} old={product.price_old} />
      <span className={`sk-card__availability--${availability}`}>{availabilityText[availability]}</span>
      {actions && <div className="sk-card__actions">{actions}</div>}
    </article>
  );
}
