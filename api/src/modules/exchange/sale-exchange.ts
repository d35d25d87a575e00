import type { OrderStatusDto } from 'api-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../shared/http-error';
import { orderNumber } from '../../shared/shop';
import type { OrderLifecycle, StatusActor } from '../orders/order-lifecycle';
import { canMove, FINAL_STATUSES } from '../orders/order-transitions';
import { recordAction } from '../operator-actions/operator-actions-repository';
import { ROOT, parseNumber } from './commerceml';
import { ordersDocument, productExchangeId, statusFromOneC } from './order-documents';
import {
  correctOrderItem,
  findExchangeOrder,
  listExportItems,
  listOrdersToExport,
  lockOrderItems,
  markExportedOrders,
  markKnownToOneC,
  orderStatus,
  rememberExport,
  removeOrderItem,
  setOrderTotal,
} from './sale-exchange-repository';
import { children, child, readXml, textOf, XmlReadError, type XmlNode } from './xml-reader';

/** What applying 1C's orders document did: notes on orders it could not change, or why nothing was read. */
export type SaleApplication = { ok: true; notes: string[] } | { ok: false; message: string };

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
  /** Applies an uploaded orders document of 1C (status, paid, shipped, cancelled, corrected lines). */
  applyFile(file: string): Promise<SaleApplication>;
}

const isTrue = (text: string) => /^(true|истина|да|1)$/i.test(text.trim());

export function createSaleExchange(deps: { db: Database; log: FastifyBaseLogger; orders: OrderLifecycle }): SaleExchange {
  const { db, log, orders } = deps;

  /** Moves an order as far as 1C says, through the steps the table requires (1C may report «delivered» of a new order). */
  async function follow(orderId: number, wanted: OrderStatusDto, pickup: boolean, notes: string[]): Promise<boolean> {
    const from = await orderStatus(db, orderId);
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
    const order = await findExchangeOrder(db, orderId > 0 && orderId <= 2_147_483_647 ? orderId : 0);
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
    await markKnownToOneC(db, order.id);
  }

  /** Lines 1C corrected (quantity, price, removed): the order's lines and total follow 1C's document. */
  async function correctLines(orderId: number, document: XmlNode, notes: string[]): Promise<void> {
    const goods = children(child(document, 'Товары'), 'Товар').filter((item) => textOf(item, 'Ид') !== 'ORDER_DELIVERY');
    if (goods.length === 0) return;
    await db.transaction(async (tx) => {
      const items = await lockOrderItems(tx, orderId);
      const sent = new Map(goods.map((item) => [textOf(item, 'Ид'), item]));
      const changes: Array<Record<string, unknown>> = [];
      for (const item of items) {
        const line = sent.get(productExchangeId(item));
        if (!line) {
          await removeOrderItem(tx, orderId, item.product_id);
          changes.push({ product_id: item.product_id, removed: true });
          continue;
        }
        const quantity = Math.floor(parseNumber(textOf(line, 'Количество')));
        const price = Math.round(parseNumber(textOf(line, 'ЦенаЗаЕдиницу')) * 100);
        const nextQuantity = Number.isFinite(quantity) && quantity > 0 ? quantity : item.quantity;
        const nextPrice = Number.isFinite(price) && price >= 0 ? price : item.price_kopecks;
        if (nextQuantity !== item.quantity || nextPrice !== item.price_kopecks) {
          await correctOrderItem(tx, orderId, item.product_id, nextQuantity, nextPrice);
          changes.push({ product_id: item.product_id, quantity: nextQuantity, price_kopecks: nextPrice });
        }
      }
      if (changes.length === 0) return;
      const total = Math.round(parseNumber(textOf(document, 'Сумма')) * 100);
      if (Number.isFinite(total) && total >= 0) await setOrderTotal(tx, orderId, total);
      await recordAction(tx, ONE_C.name, 'order.lines', `order:${orderId}`, { changes, total_kopecks: Number.isFinite(total) ? total : null });
      notes.push(`Заказ ${orderNumber(orderId)}: строки исправлены по 1С`);
    });
  }

  return {
    async exportOrders(sessionId) {
      const orders = await listOrdersToExport(db, EXPORT_LIMIT);
      const items = await listExportItems(db, orders.map((row) => row.id));
      await db.transaction((tx) => rememberExport(tx, sessionId, orders.map((row) => ({ id: row.id, updatedText: row.updated_text }))));
      return ordersDocument(orders, items, new Date());
    },

    async markExported(sessionId) {
      await db.transaction((tx) => markExportedOrders(tx, sessionId));
    },

    async applyFile(file) {
      try {
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
      }
    },
  };
}
