import { useCallback, useState } from 'react';
import { Modal } from 'shared-kit';
import type { ReviewMediaDto } from 'shared-kit/contracts';

/** Props of {@link ReviewPhoto}. */
export interface ReviewPhotoProps {
  photo: ReviewMediaDto;
  /** Name of the thumbnail and title of the opened picture, e.g. «Фото 1 к отзыву». */
  label: string;
  size: number;
}

/** A customer's photo as a thumbnail; pressing it shows the picture large in a window over the page. */
export function ReviewPhoto({ photo, label, size }: ReviewPhotoProps) {
  const [open, setOpen] = useState(false);
  const close = useCallback(() => setOpen(false), []);
  return (
    <>
      <button type="button" className="mfc-review-photo" aria-label={label} onClick={() => setOpen(true)}>
        <picture>
          {photo.image_webp && <source srcSet={photo.image_webp} type="image/webp" />}
          <img src={photo.image} alt="" width={size} height={size} loading="lazy" decoding="async" />
        </picture>
      </button>
      {open && (
        <Modal name="review-photo" title={label} onClose={close} maxWidth={800}>
          <picture className="mfc-review-photo__large">
            {photo.image_webp && <source srcSet={photo.image_webp} type="image/webp" />}
            {/* A customer's photo of any shape, in a box of its own (object-fit), so the window does not grow when it arrives. */}
            <img src={photo.image} alt={label} width={800} height={600} decoding="async" />
          </picture>
        </Modal>
      )}
    </>
  );
}
