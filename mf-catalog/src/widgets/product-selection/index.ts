export { ProductSelection, type ProductSelectionProps } from './ui/ProductSelection';
