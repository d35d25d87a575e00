export { ClearCart } from './ClearCart';
