export { ProductReviews, REVIEWS_SECTION_ID, type ProductReviewsProps } from './ui/ProductReviews';
