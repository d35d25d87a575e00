import type { OrderDto } from 'api-contracts';
import { formatRubles } from '../../shared/money';
import { SITE_NAME } from '../../shared/shop';
import { layoutLetter, type LetterBlock } from '../mail/index';
import type { MailMessage } from '../mail/index';

/** Rubles of the API → `1 234,50 ₽`. */
const money = formatRubles;

/**
 * A way to pay as the site names it (docs/decisions.md, «Order»), inside a sentence: «Картой онлайн» →
 * «картой онлайн», while an abbreviation keeps its letters («СБП», never «сбп»).
 */
export function inSentence(title: string): string {
  if (/^\p{Lu}{2}/u.test(title)) return title;
  return title.charAt(0).toLowerCase() + title.slice(1);
}

/** The order's confirmation page on the shop. */
export function orderPageUrl(publicUrl: string, orderId: number): string {
  return `${publicUrl}/order/confirm/${orderId}`;
}

/** The letter sent when an order is placed: its lines, delivery, payment and totals. */
export function orderPlacedLetter(order: OrderDto, publicUrl: string): MailMessage {
  const lines = order.items.map((item) =>
    item.is_gift ? `${item.title} — ${item.quantity} шт., подарок` : `${item.title} — ${item.quantity} шт. × ${money(item.price)}`,
  );
  const delivery = [order.delivery.title, order.delivery.address].filter(Boolean).join(', ');
  const totals = [
    `Товары: ${money(order.priceDefault)}`,
    ...(order.discount > 0 ? [`Скидка: −${money(order.discount)}`] : []),
    ...(order.bonuses > 0 ? [`Оплачено бонусами: −${money(order.bonuses)}`] : []),
    `Доставка: ${order.deliveryCost > 0 ? money(order.deliveryCost) : 'бесплатно'}`,
    `Итого: ${money(order.priceFinal)}`,
  ];
  const payment =
    order.payment.status === 'not_required'
      ? `Оплата: ${inSentence(order.payment.title)}, наличными или картой`
      : `Оплата: ${inSentence(order.payment.title)}\n${order.payment.status === 'succeeded' ? 'Заказ оплачен.' : 'Если вы ещё не оплатили заказ, это можно сделать на странице заказа.'}`;
  const blocks: LetterBlock[] = [
    { text: `${order.full_name}, спасибо за заказ в интернет-магазине «${SITE_NAME}». Мы свяжемся с вами, если что-то понадобится уточнить.` },
    { text: `Состав заказа:\n${lines.join('\n')}` },
    { text: `Получение: ${delivery}. ${order.delivery.term}.` },
    ...(order.pickup_point ? [{ text: `Часы работы пункта: ${order.pickup_point.hours}.` }] : []),
    ...(order.delivery_address?.comment ? [{ text: `Комментарий для курьера: ${order.delivery_address.comment}` }] : []),
    { text: payment },
    { text: totals.join('\n') },
    ...(order.bonuses_receive > 0 ? [{ text: `Бонусы за заказ: ${order.bonuses_receive} — начислим, когда он будет оплачен.` }] : []),
    { link: orderPageUrl(publicUrl, order.id), label: 'Открыть заказ' },
  ];
  const { text, html } = layoutLetter(`Заказ №${order.number} оформлен`, blocks, ['Письмо отправлено автоматически, отвечать на него не нужно.']);
  // A paragraph's lines (the order's lines, the totals) stay lines in HTML too: escaped text holds no `<`,
  // so a line break followed by text up to `</p>` is inside a paragraph.
  const htmlWithBreaks = html.replace(/\n(?=[^<]*<\/p>)/g, '<br>');
  return { to: order.email, subject: `Заказ №${order.number} в «${SITE_NAME}» оформлен`, text, html: htmlWithBreaks };
}

/** The short letter sent when an online payment of an order succeeds. */
export function orderPaidLetter(order: OrderDto, publicUrl: string): MailMessage {
  const { text, html } = layoutLetter(
    `Заказ №${order.number} оплачен`,
    [
      { text: `Мы получили оплату заказа №${order.number}: ${money(order.priceFinal)}. Начинаем собирать заказ.` },
      { link: orderPageUrl(publicUrl, order.id), label: 'Открыть заказ' },
    ],
    ['Письмо отправлено автоматически, отвечать на него не нужно.'],
  );
  return { to: order.email, subject: `Заказ №${order.number} оплачен`, text, html };
}
