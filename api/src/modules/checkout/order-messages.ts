import { ORDER_STATUSES as ORDER_STATUS_KEYS } from 'contracts';
import type { OrderStatusDto, PaymentKeyDto, PaymentMethodDto, PaymentStatusDto } from 'api-contracts';

/** Customer-facing texts of orders and their payment, in Russian. */
export const orderMessages = {
  consentRequired: 'Подтвердите согласие на обработку персональных данных',
  cartChanged: 'Корзина изменилась, проверьте заказ ещё раз',
  orderNotFound: 'Заказ не найден',
  alreadyPaid: 'Заказ уже оплачен',
  payOnReceipt: 'Этот заказ оплачивается при получении',
  orderClosed: 'Этот заказ уже нельзя оплатить',
  providerUnavailable: 'Платёжный сервис сейчас не отвечает. Попробуйте оплатить ещё раз через минуту',
} as const;

/** Every status, in the order a normal order goes through them (ADR 0019). */
export const ORDER_STATUSES: OrderStatusDto[] = [...ORDER_STATUS_KEYS];

/** Russian names of order statuses. */
export const ORDER_STATUS_TITLES: Record<OrderStatusDto, string> = {
  new: 'Новый',
  paid: 'Оплачен',
  accepted: 'Принят',
  assembling: 'Собирается',
  ready_for_pickup: 'Готов к выдаче',
  shipped: 'Передан в доставку',
  delivered: 'Получен',
  cancelled: 'Отменён',
};

/** Russian names of payment statuses. */
export const PAYMENT_STATUS_TITLES: Record<PaymentStatusDto, string> = {
  not_required: 'Оплата при получении',
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Оплата отменена',
};

/** The ways to pay the order page offers, in its order. */
export const PAYMENT_METHODS: PaymentMethodDto[] = [
  {
    key: 'cash',
    title: 'При получении',
    description: 'Наличными или картой курьеру или в магазине при получении заказа',
    online: false,
  },
  {
    key: 'card_online',
    title: 'Картой онлайн',
    description: 'Картой «Мир», Visa или Mastercard на защищённой странице платёжного сервиса сразу после оформления',
    online: true,
  },
  {
    key: 'sbp',
    title: 'СБП',
    description: 'Через Систему быстрых платежей в приложении вашего банка сразу после оформления',
    online: true,
  },
];

/** The way to pay with this key. */
export function paymentMethod(key: PaymentKeyDto): PaymentMethodDto {
  return PAYMENT_METHODS.find((method) => method.key === key) ?? PAYMENT_METHODS[0];
}
