import { lazy, Suspense, useState } from 'react';
import { messages } from '../../../messages';
import { GalleryThumbs } from './GalleryThumbs';
import { ZoomablePicture } from './ZoomablePicture';

// swiper arrives after the page's first picture, which is shown at once in the same place.
const GallerySlider = lazy(() => import('./GallerySlider').then((module) => ({ default: module.GallerySlider })));

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  title: string;
  pictures: readonly string[];
}

/** The first picture and the thumbnails, as they stand until the slider's code has loaded. */
function StaticGallery({ title, pictures }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <>
      <div className="mfc-gallery__main">{current && <ZoomablePicture src={current} alt={title} eager />}</div>
      <GalleryThumbs pictures={pictures} active={index} onSelect={setIndex} />
    </>
  );
}

/**
 * The product's pictures: a slider (swipe on phones, arrows and keys on desktops) with thumbnails, and
 * zoom under the mouse on desktops. One picture needs no slider.
 */
export function ProductGallery({ title, pictures }: ProductGalleryProps) {
  return (
    <section className="mfc-gallery" aria-label={messages.product.gallery}>
      {pictures.length > 1 ? (
        <Suspense fallback={<StaticGallery title={title} pictures={pictures} />}>
          <GallerySlider title={title} pictures={pictures} />
        </Suspense>
      ) : (
        <StaticGallery title={title} pictures={pictures} />
      )}
    </section>
  );
}
