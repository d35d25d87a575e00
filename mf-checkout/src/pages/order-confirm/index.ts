export { OrderConfirmPage } from './OrderConfirmPage';
