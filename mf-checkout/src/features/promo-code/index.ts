export { PromoCodeForm } from './PromoCodeForm';
