import type { ReviewMediaDto } from 'shared-kit/contracts';

/** Props of {@link ReviewPhoto}. */
export interface ReviewPhotoProps {
  photo: ReviewMediaDto;
  label: string;
  size: number;
}

/** A customer's photo as a thumbnail that opens the full picture. */
export function ReviewPhoto({ photo, label, size }: ReviewPhotoProps) {
  return (
    <a className="mfc-review-photo" href={photo.image} target="_blank" rel="noopener noreferrer" aria-label={label}>
      <picture>
        {photo.image_webp && <source srcSet={photo.image_webp} type="image/webp" />}
        <img src={photo.image} alt="" width={size} height={size} loading="lazy" />
      </picture>
    </a>
  );
}
