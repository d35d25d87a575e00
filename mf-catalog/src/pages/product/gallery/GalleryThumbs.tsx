import { messages } from '../../../messages';

/** Props of {@link GalleryThumbs}. */
export interface GalleryThumbsProps {
  pictures: readonly string[];
  active: number;
  onSelect(index: number): void;
}

/** Thumbnails of the product's pictures; the shown one is pressed. Nothing for a single picture. */
export function GalleryThumbs({ pictures, active, onSelect }: GalleryThumbsProps) {
  if (pictures.length < 2) return null;
  return (
    <div className="mfc-gallery__thumbs">
      {pictures.map((picture, i) => (
        <button
          key={picture}
          type="button"
          className="mfc-gallery__thumb"
          aria-label={messages.product.picture(i + 1)}
          aria-pressed={i === active}
          onClick={() => onSelect(i)}
        >
          <img src={picture} alt="" width={72} height={72} loading="lazy" />
        </button>
      ))}
    </div>
  );
}
