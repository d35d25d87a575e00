export { CartGifts } from './CartGifts';
