import { array, mixed, number, object, string } from 'yup';
import { messages } from '../../../messages';

const text = messages.reviewForm;

/** The picture types a review's photo may have. */
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

/** The review form's values (the radios' values are strings). */
export interface Values {
  rating: string;
  price_status: string;
  quality_status: string;
  advantages: string;
  disadvantages: string;
  comment: string;
  anonymous: boolean;
  photos: File[];
}

/** The review's rules: all three choices, some text, up to 5 photos of the allowed types and size. */
export const schema = object({
  rating: number().typeError(text.ratingRequired).required(text.ratingRequired).min(1).max(5),
  price_status: number().typeError(text.priceRequired).required(text.priceRequired),
  quality_status: number().typeError(text.qualityRequired).required(text.qualityRequired),
  advantages: string().max(2000),
  disadvantages: string().max(2000),
  comment: string()
    .max(2000)
    .test('some-text', text.textRequired, function hasText(value) {
      // Formik hands empty fields to the schema as undefined.
      const { advantages, disadvantages } = this.parent as Partial<Values>;
      return Boolean(value?.trim() || advantages?.trim() || disadvantages?.trim());
    }),
  photos: array(mixed<File>())
    .max(5, text.tooManyPhotos)
    .test('photo-type', text.invalidPhoto, (files) =>
      (files ?? []).every((file) => file && PHOTO_TYPES.includes(file.type) && file.size <= PHOTO_MAX_BYTES),
    ),
});

export const initialValues: Values = {
  rating: '',
  price_status: '',
  quality_status: '',
  advantages: '',
  disadvantages: '',
  comment: '',
  anonymous: false,
  photos: [],
};
