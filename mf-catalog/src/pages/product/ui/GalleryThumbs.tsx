import type { KeyboardEvent, Ref } from 'react';
import { messages } from '../../../messages';
import type { GalleryPicture } from './ProductGallery';

/** Props of {@link GalleryThumbs}. */
export interface GalleryThumbsProps {
  ref?: Ref<HTMLDivElement>;
  pictures: readonly GalleryPicture[];
  active: number;
  onSelect(index: number): void;
}

/**
 * Thumbnails of the product's pictures, a swiper of their own that swiper's Thumbs module ties to the
 * gallery; the shown one is pressed. Nothing for a single picture. One Tab stop for the whole row (the
 * shown picture's thumbnail): arrows, Home and End move along it, so the way from the top of the page to
 * «Купить» does not grow with the number of pictures.
 */
export function GalleryThumbs({ ref, pictures, active, onSelect }: GalleryThumbsProps) {
  if (pictures.length < 2) return null;
  const last = pictures.length - 1;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const target =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? Math.min(last, active + 1)
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? Math.max(0, active - 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    // The keys choose the picture here; nothing around the gallery should move a second time.
    event.stopPropagation();
    onSelect(target);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[target]?.focus();
  };
  return (
    <div ref={ref} className="swiper mfc-gallery__thumbs" role="group" aria-label={messages.product.thumbs} onKeyDown={move}>
      <div className="swiper-wrapper">
        {pictures.map((picture, i) => (
          <div key={picture.src} className="swiper-slide mfc-gallery__thumb-slide">
            <button
              type="button"
              className="mfc-gallery__thumb"
              aria-label={messages.product.picture(i + 1)}
              aria-pressed={i === active}
              tabIndex={i === active ? 0 : -1}
              onClick={() => onSelect(i)}
            >
              <picture>
                {picture.webp && <source srcSet={picture.webp} type="image/webp" />}
                <img src={picture.src} alt="" width={72} height={72} loading="lazy" decoding="async" />
              </picture>
            </button>
          </div>
        ))}
      </div>
    </div>
  );
}
