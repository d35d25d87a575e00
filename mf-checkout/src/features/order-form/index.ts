export { OrderForm, type OrderFormProps } from './OrderForm';
