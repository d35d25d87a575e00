import type { ProductDto } from 'shared-kit/contracts';
import { CatalogProductCard } from './CatalogProductCard';
import { Carousel } from '../../../shared/ui';
import '../../../shared/ui/ui.css';

/** Props of {@link ProductSlider}. */
export interface ProductSliderProps {
  products: readonly ProductDto[];
  /** Accessible name of the row; leave it out inside a section named by its heading. */
  label?: string;
}

/** A row of product cards in a carousel (swiper, ADR 0038): two and a bit at 375 px, four on the desktop. */
export function ProductSlider({ products, label }: ProductSliderProps) {
  return (
    <Carousel
      variant="cards"
      label={label}
      slides={products.map((product) => ({ key: product.id, node: <CatalogProductCard product={product} /> }))}
    />
  );
}

/** Placeholder of a product row while it loads: the carousel's markup and widths, without swiper. */
export function ProductRowSkeleton() {
  return (
    <div className="swiper mfc-carousel mfc-carousel--cards mfc-carousel--static" aria-hidden="true">
      <div className="swiper-wrapper mfc-carousel__track">
        {Array.from({ length: 4 }, (_, index) => (
          <div key={index} className="swiper-slide mfc-carousel__slide">
            <div className="mfc-skeleton-card">
              <span className="mfc-skeleton mfc-skeleton-card__image" />
              <span className="mfc-skeleton" style={{ width: '70%', height: 14 }} />
              <span className="mfc-skeleton" style={{ width: '50%', height: 22 }} />
              <span className="mfc-skeleton" style={{ height: 40 }} />
            </div>
          </div>
        ))}
      </div>
      <div className="mfc-carousel__dots" />
    </div>
  );
}
