export { ProductGrid, type ProductGridProps } from './ui/ProductGrid';
