import type { OrderStatusDto } from 'api-contracts';
import { element as el, xmlText } from '../../shared/xml';
import { orderNumber } from '../../shared/shop';
import { addressLine } from '../addresses/index';
import { ORDER_STATUS_TITLES, paymentMethod } from '../checkout/index';
import { ROOT } from './commerceml';
import type { ExportItemRecord, ExportOrderRecord } from './sale-exchange-repository';

const rub = (kopecks: number) => (Number(kopecks) / 100).toFixed(2);
/** Moscow time, as 1C's documents write dates: `2026-11-24` and `13:05:00`. */
const moscow = (date: Date) => new Date(new Date(date).getTime() + 3 * 3600_000).toISOString();
const requisite = (name: string, value: string | number) => `<ЗначениеРеквизита>${el('Наименование', name)}${el('Значение', value)}</ЗначениеРеквизита>`;
const unit = '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>';

/** A product's id in 1C's terms: 1C's own `Ид` for a product that came from 1C, the shop's otherwise. */
export const productExchangeId = (item: Pick<ExportItemRecord, 'external_id' | 'product_id'>) => item.external_id ?? `site-${item.product_id}`;

/** One order as 1C's `Документ` (ХозОперация «Заказ товара»): customer, lines, delivery as a service line, discounts, status. */
function orderDocument(order: ExportOrderRecord, items: ExportItemRecord[]): string {
  const [surname, name] = order.full_name.split(/\s+/).length > 1 ? [order.full_name.split(/\s+/).slice(-1)[0], order.full_name.split(/\s+/)[0]] : ['', order.full_name];
  const address = order.delivery_address ? addressLine(order.delivery_address) : order.pickup_point ? `${order.pickup_point.title}: ${order.pickup_point.city}, ${order.pickup_point.address}` : '';
  const created = moscow(order.created_at);
  const lines = items.map(
    (item) =>
      `<Товар>${el('Ид', productExchangeId(item))}${el('Артикул', item.vendor_code ?? '')}${el('Наименование', item.title)}${unit}` +
      `${el('ЦенаЗаЕдиницу', rub(item.price_kopecks))}${el('Количество', item.quantity)}${el('Сумма', rub(item.price_kopecks * item.quantity))}` +
      `<ЗначенияРеквизитов>${requisite('ВидНоменклатуры', 'Товар')}${requisite('ТипНоменклатуры', 'Товар')}${item.is_gift ? requisite('Подарок', 'true') : ''}</ЗначенияРеквизитов></Товар>`,
  );
  if (Number(order.delivery_kopecks) > 0) {
    lines.push(
      `<Товар>${el('Ид', 'ORDER_DELIVERY')}${el('Наименование', 'Доставка заказа')}${unit}${el('ЦенаЗаЕдиницу', rub(order.delivery_kopecks))}${el('Количество', 1)}` +
        `${el('Сумма', rub(order.delivery_kopecks))}<ЗначенияРеквизитов>${requisite('ВидНоменклатуры', 'Услуга')}${requisite('ТипНоменклатуры', 'Услуга')}</ЗначенияРеквизитов></Товар>`,
    );
  }
  const discounts = [
    ...(Number(order.promo_discount_kopecks) > 0 ? [`<Скидка>${el('Наименование', `Промокод ${order.promo_code ?? ''}`.trim())}${el('Сумма', rub(order.promo_discount_kopecks))}${el('УчтеноВСумме', 'true')}</Скидка>`] : []),
    ...(order.bonuses_spent > 0 ? [`<Скидка>${el('Наименование', 'Оплачено бонусами')}${el('Сумма', rub(order.bonuses_spent * 100))}${el('УчтеноВСумме', 'true')}</Скидка>`] : []),
  ];
  const requisites = [
    requisite('Метод оплаты', paymentMethod(order.payment_key as never).title),
    requisite('Заказ оплачен', order.paid ? 'true' : 'false'),
    requisite('Способ доставки', order.delivery_key),
    requisite('Адрес доставки', address),
    requisite('Отменен', order.status === 'cancelled' ? 'true' : 'false'),
    requisite('Статус заказа', ORDER_STATUS_TITLES[order.status]),
    requisite('Код статуса заказа', order.status),
    requisite('Оплачено бонусами', order.bonuses_spent),
    requisite('Скидка по промокоду', rub(order.promo_discount_kopecks)),
    ...(order.promo_code ? [requisite('Промокод', order.promo_code)] : []),
    requisite('Дата изменения статуса', moscow(order.updated_at).slice(0, 19).replace('T', ' ')),
    requisite('Сайт', 'Интернет-магазин'),
  ];
  return (
    `<Документ>${el('Ид', orderNumber(order.id))}${el('Номер', orderNumber(order.id))}${el('Дата', created.slice(0, 10))}${el('Время', created.slice(11, 19))}` +
    `${el('ХозОперация', 'Заказ товара')}${el('Роль', 'Продавец')}${el('Валюта', 'руб')}${el('Курс', 1)}${el('Сумма', rub(order.total_kopecks))}` +
    `<Контрагенты><Контрагент>${el('Ид', `site-account-${order.account_id}`)}${el('Наименование', order.full_name)}${el('Роль', 'Покупатель')}` +
    `${el('ПолноеНаименование', order.full_name)}${el('Фамилия', surname)}${el('Имя', name)}${order.inn ? el('ИНН', order.inn) : ''}` +
    `${address ? `<АдресРегистрации>${el('Представление', address)}</АдресРегистрации>` : ''}` +
    `<Контакты><Контакт>${el('Тип', 'Почта')}${el('Значение', order.email)}</Контакт><Контакт>${el('Тип', 'ТелефонРабочий')}${el('Значение', order.phone)}</Контакт></Контакты>` +
    `</Контрагент></Контрагенты>${el('Комментарий', order.comment)}` +
    `${discounts.length ? `<Скидки>${discounts.join('')}</Скидки>` : ''}<Товары>${lines.join('')}</Товары>` +
    `<ЗначенияРеквизитов>${requisites.join('')}</ЗначенияРеквизитов></Документ>`
  );
}

/** The status 1C's words name (1C's own statuses or the shop's), or null when they name none the shop knows. */
export function statusFromOneC(text: string): OrderStatusDto | null {
  const lower = text.toLowerCase().replace(/^\[[^\]]*\]\s*/, '').trim();
  if ((Object.keys(ORDER_STATUS_TITLES) as OrderStatusDto[]).includes(lower as OrderStatusDto)) return lower as OrderStatusDto;
  if (/отмен|аннулир/.test(lower)) return 'cancelled';
  if (/доставлен|выполнен|получен|закрыт|выдан/.test(lower)) return 'delivered';
  if (/готов к выдаче|к выдаче|ожидает получ/.test(lower)) return 'ready_for_pickup';
  if (/передан|отгруж|в пути|в доставке/.test(lower)) return 'shipped';
  if (/собира|сборк|комплект|в работе/.test(lower)) return 'assembling';
  if (/принят|подтвержд|согласован/.test(lower)) return 'accepted';
  return null;
}

/** The CommerceML document of a query's orders (`mode=query`), written at `now`. */
export function ordersDocument(orders: ExportOrderRecord[], items: ExportItemRecord[], now: Date): string {
  const stamp = moscow(now).slice(0, 19);
  const documents = orders.map((row) => orderDocument(row, items.filter((item) => item.order_id === row.id)));
  return `<?xml version="1.0" encoding="UTF-8"?>\n<${ROOT} ВерсияСхемы="2.08" ДатаФормирования="${xmlText(stamp)}">${documents.join('\n')}</${ROOT}>\n`;
}
