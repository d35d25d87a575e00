export { CartSummary } from './CartSummary';
