import type { OrderDto, OrderStatusDto } from 'api-contracts';
import { formatRubles } from '../../shared/money';
import { SITE_NAME } from '../../shared/shop';
import { inSentence, orderPageUrl } from '../checkout/index';
import { layoutLetter } from '../mail/index';
import type { MailMessage } from '../mail/index';

/** What the customer is told on each status they care about; other statuses send nothing. */
const TEXTS: Partial<Record<OrderStatusDto, { subject: string; text: (order: OrderDto) => string }>> = {
  accepted: {
    subject: 'принят',
    text: (order) => `Мы приняли заказ №${order.number} и скоро начнём его собирать. Сообщим, когда он будет готов.`,
  },
  ready_for_pickup: {
    subject: 'готов к выдаче',
    text: (order) =>
      `Заказ №${order.number} собран и ждёт вас: ${[order.delivery.title, order.delivery.address].filter(Boolean).join(', ')}.` +
      (order.payment.status === 'not_required' ? ` К оплате при получении: ${formatRubles(order.priceFinal)}.` : ''),
  },
  shipped: {
    subject: 'передан в доставку',
    text: (order) => `Заказ №${order.number} передан в доставку: ${inSentence(order.delivery.title)}${order.delivery.address ? `, ${order.delivery.address}` : ''}. ${order.delivery.term}.`,
  },
  delivered: {
    subject: 'получен',
    text: (order) =>
      `Заказ №${order.number} получен. Спасибо за покупку!` + (order.bonuses_receive > 0 ? ` Бонусы за заказ: ${order.bonuses_receive}.` : ''),
  },
  cancelled: {
    subject: 'отменён',
    text: (order) =>
      `Заказ №${order.number} отменён.` +
      (order.bonuses > 0 ? ` Списанные за него бонусы (${order.bonuses}) вернулись на ваш счёт.` : '') +
      (order.payment.status === 'succeeded' ? ' Деньги за оплаченный заказ вернутся на карту в течение нескольких дней.' : ''),
  },
};

/** The letter of an order's new status, or null when the customer need not hear of it (assembling, paid: its own letter). */
export function orderStatusLetter(order: OrderDto, publicUrl: string): MailMessage | null {
  const entry = TEXTS[order.status];
  if (!entry) return null;
  const heading = `Заказ №${order.number} ${entry.subject}`;
  const { text, html } = layoutLetter(heading, [{ text: entry.text(order) }, { link: orderPageUrl(publicUrl, order.id), label: 'Открыть заказ' }], [
    'Письмо отправлено автоматически, отвечать на него не нужно.',
  ]);
  return { to: order.email, subject: `${heading} — «${SITE_NAME}»`, text, html };
}
