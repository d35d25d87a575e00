export { ProductGrid, type ProductGridProps } from './ui/ProductGrid';
export { CatalogProductCard } from './ui/CatalogProductCard';
export { ProductSlider, ProductRowSkeleton, type ProductSliderProps } from './ui/ProductSlider';
