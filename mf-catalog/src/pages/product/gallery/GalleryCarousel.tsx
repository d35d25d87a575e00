import { messages } from '../../../messages';
import { useMediaQuery } from '../../../shared/lib';
import { CarouselArrows, useCarousel } from '../../../shared/ui';
import { GalleryThumbs } from './GalleryThumbs';
import { ZoomablePicture, type GalleryPicture } from './ZoomablePicture';

/** A desktop with a mouse: the same query as the gallery's style sheet. */
const POINTER_DESKTOP = '(min-width: 1024px) and (hover: hover) and (pointer: fine)';

/** Props of {@link GalleryCarousel}. */
export interface GalleryCarouselProps {
  title: string;
  pictures: readonly GalleryPicture[];
}

/**
 * The pictures in a scroll-snap carousel, drawn with the page: swipe and dots on phones, arrows, keys and
 * thumbnails on desktops. The dots only show where the customer is; choosing a picture by keyboard is the
 * thumbnails' job on desktops, the arrow keys on the focused pictures on phones. The first picture is the page's largest
 * paint: asked for at once and first; the others wait until they come near the screen.
 */
export function GalleryCarousel({ title, pictures }: GalleryCarouselProps) {
  const { track, active, stops, goTo, onKeyDown } = useCarousel(pictures.length, false);
  // With a mouse on a desktop the arrows and the thumbnails move the pictures, and the track does not
  // scroll by itself (the style sheet, the same query): it stays out of the Tab order. Elsewhere the
  // pictures themselves are the keyboard's way (one Tab stop, arrow keys) and the finger's.
  const desktop = useMediaQuery(POINTER_DESKTOP, false);
  return (
    <>
      <div className="mfc-gallery__main mfc-gallery__main--carousel" onKeyDown={onKeyDown}>
        <div ref={track} className="mfc-gallery__track" tabIndex={desktop ? -1 : 0}>
          {pictures.map((picture, index) => (
            <div
              key={picture.src}
              className="mfc-gallery__slide"
              role="group"
              aria-roledescription={messages.slider.slideRole}
              aria-label={messages.slider.slideLabel(index + 1, pictures.length)}
              aria-current={index === active || undefined}
            >
              <ZoomablePicture src={picture.src} webp={picture.webp} alt={index === 0 ? title : `${title}, ${messages.product.picture(index + 1)}`} eager={index === 0} />
            </div>
          ))}
        </div>
        <CarouselArrows active={active} stops={stops} rewind={false} goTo={goTo} />
        <span className="mfc-gallery__dots" aria-hidden="true">
          {pictures.map((picture, index) => (
            <span key={picture.src} className={`mfc-gallery__dot${index === active ? ' mfc-gallery__dot--active' : ''}`} />
          ))}
        </span>
      </div>
      <GalleryThumbs pictures={pictures} active={active} onSelect={goTo} />
    </>
  );
}
