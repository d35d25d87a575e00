export { SearchProductCard, type SearchProductCardProps } from './SearchProductCard';
