export { HeaderCart } from './HeaderCart';
