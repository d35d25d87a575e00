export { OrderForm, type OrderFormProps } from './OrderForm';
export { deliveryText } from './model/deliveryText';
