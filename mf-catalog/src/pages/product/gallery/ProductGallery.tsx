import { messages } from '../../../messages';
import { GalleryCarousel } from './GalleryCarousel';
import { ZoomablePicture, type GalleryPicture } from './ZoomablePicture';

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  title: string;
  pictures: readonly GalleryPicture[];
}

/**
 * The product's pictures: a carousel (swipe on phones, arrows and keys on desktops) with thumbnails, and
 * zoom under the mouse on desktops. One picture needs no carousel.
 */
export function ProductGallery({ title, pictures }: ProductGalleryProps) {
  const first = pictures[0];
  return (
    <section className="mfc-gallery" aria-label={messages.product.gallery}>
      {pictures.length > 1 ? (
        <GalleryCarousel title={title} pictures={pictures} />
      ) : (
        <div className="mfc-gallery__main">{first && <ZoomablePicture src={first.src} webp={first.webp} alt={title} eager />}</div>
      )}
    </section>
  );
}
