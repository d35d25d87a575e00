export { ProductReviews, type ProductReviewsProps } from './ui/ProductReviews';
