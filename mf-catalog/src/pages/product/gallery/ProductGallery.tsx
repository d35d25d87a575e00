import { useState } from 'react';
import { messages } from '../../messages';

/** Props of {@link ProductGallery}. */
export interface ProductGalleryProps {
  title: string;
  pictures: readonly string[];
}

/** The product's pictures: a large one and thumbnails to switch between them. */
export function ProductGallery({ title, pictures }: ProductGalleryProps) {
  const [index, setIndex] = useState(0);
  const current = pictures[Math.min(index, pictures.length - 1)];
  return (
    <section className="mfc-gallery" aria-label={messages.product.gallery}>
      <div className="mfc-gallery__main">{current && <img src={current} alt={title} width={560} height={560} />}</div>
      {pictures.length > 1 && (
        <div className="mfc-gallery__thumbs">
          {pictures.map((picture, i) => (
            <button
              key={picture}
              type="button"
              className="mfc-gallery__thumb"
              aria-label={messages.product.picture(i + 1)}
              aria-pressed={i === index}
              onClick={() => setIndex(i)}
            >
              <img src={picture} alt="" width={72} height={72} loading="lazy" />
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
