import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { DeliveryAddressDto, OrderStatusDto, PickupPointDto } from 'api-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../shared/http-error';
import { element as el, xmlText } from '../../shared/xml';
import { addressLine } from '../addresses/address-text';
import { ORDER_STATUS_TITLES, orderNumber, paymentMethod } from '../checkout/order-messages';
import type { OrderLifecycle, StatusActor } from '../orders/order-lifecycle';
import { canMove, FINAL_STATUSES } from '../orders/order-transitions';
import { recordAction } from '../operators/operator-auth';
import { ROOT, parseNumber } from './commerceml';
import { children, child, readXml, textOf, XmlReadError, type XmlNode } from './xml-reader';

/** Orders one `mode=query` answers at most; the rest go in the next exchange. */
export const EXPORT_LIMIT = 500;

/** Who 1C is in the order's history and the operators' record. */
const ONE_C: StatusActor = { source: 'exchange', name: '1С' };

/** The orders side of the exchange (`type=sale`). */
export interface SaleExchange {
  /** `mode=query`: new and changed orders as a CommerceML document; remembered for `mode=success`. */
  exportOrders(sessionId: number): Promise<string>;
  /** `mode=success`: the orders of the last query are exported. */
  markExported(sessionId: number): Promise<void>;
  /** `mode=file`: order changes from 1C (status, paid, shipped, cancelled, corrected lines). */
  applyDocument(body: Buffer): Promise<{ ok: true; notes: string[] } | { ok: false; message: string }>;
}

interface ExportRow {
  id: number;
  account_id: number;
  status: OrderStatusDto;
  full_name: string;
  phone: string;
  email: string;
  comment: string;
  inn: string | null;
  payment_key: string;
  delivery_key: string;
  promo_code: string | null;
  promo_discount_kopecks: number;
  bonuses_spent: number;
  delivery_kopecks: number;
  total_kopecks: number;
  delivery_address: DeliveryAddressDto | null;
  pickup_point: PickupPointDto | null;
  paid: boolean;
  created_at: Date;
  updated_at: Date;
  /** updated_at to the microsecond (a JavaScript date keeps milliseconds only). */
  updated_text: string;
}

interface ExportItem {
  order_id: number;
  product_id: number;
  external_id: string | null;
  vendor_code: string | null;
  title: string;
  quantity: number;
  price_kopecks: number;
  is_gift: boolean;
}

const rub = (kopecks: number) => (Number(kopecks) / 100).toFixed(2);
/** Moscow time, as 1C's documents write dates: `2026-11-24` and `13:05:00`. */
const moscow = (date: Date) => new Date(new Date(date).getTime() + 3 * 3600_000).toISOString();
const requisite = (name: string, value: string | number) => `<ЗначениеРеквизита>${el('Наименование', name)}${el('Значение', value)}</ЗначениеРеквизита>`;
const unit = '<БазоваяЕдиница Код="796" НаименованиеПолное="Штука" МеждународноеСокращение="PCE">шт</БазоваяЕдиница>';

/** A product's id in 1C's terms: 1C's own `Ид` for a product that came from 1C, the shop's otherwise. */
export const productExchangeId = (item: Pick<ExportItem, 'external_id' | 'product_id'>) => item.external_id ?? `site-${item.product_id}`;

function orderDocument(order: ExportRow, items: ExportItem[]): string {
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

const isTrue = (text: string) => /^(true|истина|да|1)$/i.test(text.trim());

export function createSaleExchange(deps: { db: Database; log: FastifyBaseLogger; orders: OrderLifecycle }): SaleExchange {
  const { db, log, orders } = deps;

  /** Moves an order as far as 1C says, through the steps the table requires (1C may report «delivered» of a new order). */
  async function follow(orderId: number, wanted: OrderStatusDto, pickup: boolean, notes: string[]): Promise<boolean> {
    const { rows } = await db.query<{ status: OrderStatusDto }>('SELECT status FROM orders WHERE id = $1', [orderId]);
    const from = rows[0]?.status;
    if (!from || from === wanted) return false;
    const path: OrderStatusDto[] = canMove(from, wanted) ? [wanted] : wanted === 'delivered' && !FINAL_STATUSES.has(from) ? [pickup ? 'ready_for_pickup' : 'shipped', 'delivered'] : [wanted];
    for (const step of path) {
      try {
        await orders.move(orderId, step, ONE_C);
      } catch (error) {
        if (!(error instanceof HttpError)) throw error;
        notes.push(`Заказ ${orderNumber(orderId)}: ${error.message}`);
        return false;
      }
    }
    return true;
  }

  async function applyOrder(document: XmlNode, notes: string[]): Promise<void> {
    const number = [textOf(document, 'Номер'), textOf(document, 'Ид')].find((value) => /^\d{6,10}$/.test(value));
    const orderId = number ? Number(number) - 100_000 : 0;
    const { rows } = await db.query<{ id: number; delivery_key: string; status: OrderStatusDto }>('SELECT id, delivery_key, status FROM orders WHERE id = $1', [
      orderId > 0 && orderId <= 2_147_483_647 ? orderId : 0,
    ]);
    const order = rows[0];
    if (!order) {
      notes.push(`Заказ ${number ?? textOf(document, 'Номер')} не найден на сайте`);
      return;
    }
    const requisites = new Map(children(child(document, 'ЗначенияРеквизитов'), 'ЗначениеРеквизита').map((item) => [textOf(item, 'Наименование').toLowerCase(), textOf(item, 'Значение')]));
    const get = (...names: string[]) => names.map((name) => requisites.get(name.toLowerCase()) ?? '').find(Boolean) ?? '';

    await correctLines(order.id, document, notes);

    const pickup = order.delivery_key.includes('pickup');
    if (isTrue(get('Отменен', 'Отменён')) || /^(true|истина)$/i.test(textOf(document, 'ПометкаУдаления'))) {
      await follow(order.id, 'cancelled', pickup, notes);
    } else {
      if (order.status === 'new' && (isTrue(get('Заказ оплачен', 'Оплачен')) || get('Дата оплаты по 1С', 'Дата оплаты'))) await follow(order.id, 'paid', pickup, notes);
      const named = statusFromOneC(get('Код статуса заказа', 'Статус заказа', 'Статус'));
      const shipped = get('Дата отгрузки по 1С', 'Дата отгрузки') ? 'shipped' : null;
      const wanted = named ?? shipped;
      if (wanted) await follow(order.id, wanted, pickup, notes);
    }
    // What 1C sent it knows: not exported again for this.
    await db.query('UPDATE orders SET exported_at = updated_at WHERE id = $1', [order.id]);
  }

  /** Lines 1C corrected (quantity, price, removed): the order's lines and total follow 1C's document. */
  async function correctLines(orderId: number, document: XmlNode, notes: string[]): Promise<void> {
    const goods = children(child(document, 'Товары'), 'Товар').filter((item) => textOf(item, 'Ид') !== 'ORDER_DELIVERY');
    if (goods.length === 0) return;
    await db.transaction(async (tx) => {
      const { rows: items } = await tx.query<ExportItem>(
        `SELECT i.order_id, i.product_id, p.external_id, p.vendor_code, i.title, i.quantity, i.price_kopecks, i.is_gift
         FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = $1 FOR UPDATE OF i`,
        [orderId],
      );
      const sent = new Map(goods.map((item) => [textOf(item, 'Ид'), item]));
      const changes: Array<Record<string, unknown>> = [];
      for (const item of items) {
        const line = sent.get(productExchangeId(item));
        if (!line) {
          await tx.query('DELETE FROM order_items WHERE order_id = $1 AND product_id = $2', [orderId, item.product_id]);
          changes.push({ product_id: item.product_id, removed: true });
          continue;
        }
        const quantity = Math.floor(parseNumber(textOf(line, 'Количество')));
        const price = Math.round(parseNumber(textOf(line, 'ЦенаЗаЕдиницу')) * 100);
        const nextQuantity = Number.isFinite(quantity) && quantity > 0 ? quantity : item.quantity;
        const nextPrice = Number.isFinite(price) && price >= 0 ? price : item.price_kopecks;
        if (nextQuantity !== item.quantity || nextPrice !== item.price_kopecks) {
          await tx.query('UPDATE order_items SET quantity = $3, price_kopecks = $4 WHERE order_id = $1 AND product_id = $2', [orderId, item.product_id, nextQuantity, nextPrice]);
          changes.push({ product_id: item.product_id, quantity: nextQuantity, price_kopecks: nextPrice });
        }
      }
      if (changes.length === 0) return;
      const total = Math.round(parseNumber(textOf(document, 'Сумма')) * 100);
      if (Number.isFinite(total) && total >= 0) await tx.query('UPDATE orders SET total_kopecks = $2 WHERE id = $1', [orderId, total]);
      await recordAction(tx, ONE_C.name, 'order.lines', `order:${orderId}`, { changes, total_kopecks: Number.isFinite(total) ? total : null });
      notes.push(`Заказ ${orderNumber(orderId)}: строки исправлены по 1С`);
    });
  }

  return {
    async exportOrders(sessionId) {
      const { rows } = await db.query<ExportRow>(
        `SELECT o.id, o.account_id, o.status, o.full_name, o.phone, o.email, o.comment, o.inn, o.payment_key, o.delivery_key, o.promo_code,
                o.promo_discount_kopecks::float8 AS promo_discount_kopecks, o.bonuses_spent, o.delivery_kopecks::float8 AS delivery_kopecks,
                o.total_kopecks::float8 AS total_kopecks, o.delivery_address, o.pickup_point, o.created_at, o.updated_at, o.updated_at::text AS updated_text,
                (o.status = 'paid' OR EXISTS (SELECT 1 FROM payments pm WHERE pm.order_id = o.id AND pm.status = 'succeeded')) AS paid
         FROM orders o WHERE o.exported_at IS NULL OR o.updated_at > o.exported_at
         ORDER BY o.updated_at, o.id LIMIT $1`,
        [EXPORT_LIMIT],
      );
      const ids = rows.map((row) => row.id);
      const { rows: items } = ids.length
        ? await db.query<ExportItem>(
            `SELECT i.order_id, i.product_id, p.external_id, p.vendor_code, i.title, i.quantity, i.price_kopecks, i.is_gift
             FROM order_items i JOIN products p ON p.id = i.product_id WHERE i.order_id = ANY($1::int[]) ORDER BY i.order_id, i.is_gift, i.product_id`,
            [ids],
          )
        : { rows: [] as ExportItem[] };
      await db.transaction(async (tx) => {
        await tx.query('DELETE FROM exchange_order_exports WHERE session_id = $1', [sessionId]);
        if (ids.length) {
          await tx.query(
            'INSERT INTO exchange_order_exports (session_id, order_id, updated_at) SELECT $1, id, updated_at FROM unnest($2::int[], $3::timestamptz[]) AS t(id, updated_at)',
            [sessionId, ids, rows.map((row) => row.updated_text)],
          );
        }
      });
      const stamp = moscow(new Date()).slice(0, 19);
      const documents = rows.map((row) => orderDocument(row, items.filter((item) => item.order_id === row.id)));
      return `<?xml version="1.0" encoding="UTF-8"?>\n<${ROOT} ВерсияСхемы="2.08" ДатаФормирования="${xmlText(stamp)}">${documents.join('\n')}</${ROOT}>\n`;
    },

    async markExported(sessionId) {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE orders o SET exported_at = e.updated_at FROM exchange_order_exports e
           WHERE e.session_id = $1 AND e.order_id = o.id AND o.exported_at IS DISTINCT FROM e.updated_at`,
          [sessionId],
        );
        await tx.query('DELETE FROM exchange_order_exports WHERE session_id = $1', [sessionId]);
      });
    },

    async applyDocument(body) {
      const dir = await fs.promises.mkdtemp(path.join(os.tmpdir(), 'shop-sale-'));
      const file = path.join(dir, 'orders.xml');
      try {
        await fs.promises.writeFile(file, body);
        const documents: XmlNode[] = [];
        let sawRoot = false;
        await readXml(file, new Set([`${ROOT}/Документ`, `${ROOT}/Контейнер/Документ`]), {
          onOpen(elementPath) {
            if (elementPath === ROOT) sawRoot = true;
            else if (!sawRoot) throw new XmlReadError('Документ не является документом CommerceML: корневой элемент должен быть КоммерческаяИнформация');
          },
          onElement(_path, node) {
            if (documents.length >= 5000) throw new XmlReadError('В одном файле больше 5000 документов');
            documents.push(node);
          },
        });
        if (!sawRoot) throw new XmlReadError('Документ не является документом CommerceML: корневой элемент должен быть КоммерческаяИнформация');
        const notes: string[] = [];
        for (const document of documents) {
          if (textOf(document, 'ХозОперация') && !/заказ/i.test(textOf(document, 'ХозОперация'))) continue;
          await applyOrder(document, notes);
        }
        return { ok: true, notes };
      } catch (error) {
        if (error instanceof XmlReadError) return { ok: false, message: error.message };
        log.error({ err: error }, 'orders from 1C were not applied');
        return { ok: false, message: 'Внутренняя ошибка сайта при загрузке заказов; повторите обмен' };
      } finally {
        await fs.promises.rm(dir, { recursive: true, force: true });
      }
    },
  };
}
