import type { OrderStatusDto } from 'api-contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';
import { HttpError } from '../../shared/http-error';
import { formatKopecks } from '../../shared/money';
import { orderNumber } from '../../shared/shop';
import type { OrderLifecycle, StatusActor } from '../orders/index';
import { ORDER_STATUS_TITLES } from '../checkout/index';
import { canMove, FINAL_STATUSES } from '../orders/index';
import { recordAction } from '../operator-actions/index';
import { ROOT, parseNumber } from './commerceml';
import { ordersDocument, productExchangeId, statusFromOneC } from './order-documents';
import {
  correctOrderItem,
  findExchangeOrder,
  listExportItems,
  listOrdersToExport,
  lockOrder,
  lockOrderItems,
  markExportedOrders,
  markKnownToOneC,
  orderStatus,
  productStock,
  recordOrderChange,
  rememberExport,
  removeOrderItem,
  returnLineStock,
  setOrderTotal,
  takeLineStock,
  type OrderLineRecord,
} from './sale-exchange-repository';
import { CATALOG_XML_LIMITS, children, child, readXml, textOf, XmlReadError, type XmlLimits, type XmlNode, type XmlSource } from './xml-reader';

/** What applying 1C's orders document did: notes on orders it could not change and the orders it read, or why nothing was read. */
export type SaleApplication = { ok: true; notes: string[]; orders: number } | { ok: false; message: string };

/** Orders one `mode=query` answers at most; the rest go in the next exchange. */
export const EXPORT_LIMIT = 500;

/** Orders documents one file may hold; they are all read before any is applied. */
const MAX_DOCUMENTS = 5000;

/**
 * The limits of an orders document: its orders are kept in memory until the whole file is read (a broken file
 * applies nothing), so what they hold together is limited too.
 */
export const ORDERS_XML_LIMITS: XmlLimits = { ...CATALOG_XML_LIMITS, keptElements: 1_000_000, keptText: 20_000_000 };

/** A line as 1C's document leaves it: quantity 0 when 1C left the line out. */
interface LinePlan {
  item: OrderLineRecord;
  quantity: number;
  price: number;
}

/** 1C's corrections of an order refused as a whole; the message says why, in Russian. */
class LinesRefused extends Error {}

/** Bounds of what a correction may set (the columns are integers). */
const MAX_LINE_QUANTITY = 100_000;
const MAX_PRICE_KOPECKS = 1_000_000_000;
const MAX_TOTAL_KOPECKS = 100_000_000_000;

/** Who 1C is in the order's history and the operators' record. */
const ONE_C: StatusActor = { source: 'exchange', name: '1С' };

/** The orders side of the exchange (`type=sale`). */
export interface SaleExchange {
  /** `mode=query`: new and changed orders as a CommerceML document; remembered for `mode=success`. */
  exportOrders(sessionId: number): Promise<string>;
  /** `mode=success`: the orders of the last query are exported. */
  markExported(sessionId: number): Promise<void>;
  /** Applies an uploaded orders document of 1C (status, paid, shipped, cancelled, corrected lines). */
  applyFile(document: XmlSource): Promise<SaleApplication>;
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

  /**
   * Lines 1C corrected (quantity, price, removed), under the rules of api/README.md («Running the shop from 1C»):
   * the order's lines and total follow 1C's document, and its stock with them — a removed line or a lower
   * quantity gives back what it took, a higher one takes only units the shop has; a line priced at zero (not
   * a gift), a total not above zero, an order already delivered or cancelled, or a raise beyond the stock
   * refuses all of the document's corrections of that order, which 1C is told and operators find in
   * `operator_actions`. Every correction applied is a row of the order's history.
   */
  async function correctLines(orderId: number, document: XmlNode, notes: string[]): Promise<void> {
    const goods = children(child(document, 'Товары'), 'Товар').filter((item) => textOf(item, 'Ид') !== 'ORDER_DELIVERY');
    if (goods.length === 0) return;
    try {
      await db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return;
        const items = await lockOrderItems(tx, orderId);
        const sent = new Map(goods.map((item) => [textOf(item, 'Ид'), item]));
        // Everything is checked before anything is written.
        const plans: LinePlan[] = [];
        for (const item of items) {
          const line = sent.get(productExchangeId(item));
          if (!line) {
            plans.push({ item, quantity: 0, price: item.price_kopecks });
            continue;
          }
          const quantity = Math.floor(parseNumber(textOf(line, 'Количество')));
          const price = Math.round(parseNumber(textOf(line, 'ЦенаЗаЕдиницу')) * 100);
          const nextQuantity = Number.isFinite(quantity) && quantity > 0 ? Math.min(quantity, MAX_LINE_QUANTITY) : item.quantity;
          const nextPrice = Number.isFinite(price) ? price : item.price_kopecks;
          if (nextQuantity === item.quantity && nextPrice === item.price_kopecks) continue;
          if (nextPrice < 0 || (nextPrice === 0 && !item.is_gift) || nextPrice > MAX_PRICE_KOPECKS) {
            throw new LinesRefused(`цена строки «${item.title}» ${formatKopecks(nextPrice)}: цена товара должна быть больше нуля`);
          }
          plans.push({ item, quantity: nextQuantity, price: nextPrice });
        }
        if (plans.length === 0) return;
        if (FINAL_STATUSES.has(order.status)) throw new LinesRefused(`заказ в статусе «${ORDER_STATUS_TITLES[order.status]}», его строки больше не меняются`);
        if (plans.filter((plan) => plan.quantity === 0).length === items.length) {
          throw new LinesRefused('в документе нет ни одной строки заказа; отменённый заказ 1С присылает с реквизитом «Отменен»');
        }
        const goodsOf = (lines: Array<{ quantity: number; price: number }>) => lines.reduce((sum, line) => sum + line.quantity * line.price, 0);
        const before = goodsOf(items.map((item) => ({ quantity: item.quantity, price: item.price_kopecks })));
        const after = goodsOf(items.map((item) => plans.find((plan) => plan.item === item) ?? { quantity: item.quantity, price: item.price_kopecks }));
        const totalText = textOf(document, 'Сумма');
        const sentTotal = totalText ? Math.round(parseNumber(totalText) * 100) : NaN;
        // 1C's total when it gives one, else the old total changed by what the lines changed.
        const total = Number.isFinite(sentTotal) ? sentTotal : order.total_kopecks + after - before;
        if (!(total > 0) || total > MAX_TOTAL_KOPECKS) throw new LinesRefused(`сумма заказа ${formatKopecks(total)}: она должна быть больше нуля`);

        const words: string[] = [];
        const changes: Array<Record<string, unknown>> = [];
        for (const { item, quantity, price } of plans) {
          if (quantity < item.taken_quantity) await returnLineStock(tx, orderId, item.product_id, item.taken_quantity - quantity);
          if (quantity === 0) {
            await removeOrderItem(tx, orderId, item.product_id);
            words.push(`«${item.title}» убрана (${item.quantity} шт.)`);
            changes.push({ product_id: item.product_id, removed: true, returned: item.taken_quantity });
            continue;
          }
          if (quantity > item.taken_quantity) {
            const more = quantity - item.taken_quantity;
            if (!(await takeLineStock(tx, orderId, item.product_id, more))) {
              const left = await productStock(tx, item.product_id);
              throw new LinesRefused(`«${item.title}»: 1С просит ${quantity} шт., заказ держит ${item.taken_quantity}, а в наличии ещё только ${left}`);
            }
          }
          await correctOrderItem(tx, orderId, item.product_id, quantity, price);
          const said = [
            ...(quantity !== item.quantity ? [`${item.quantity} → ${quantity} шт.`] : []),
            ...(price !== item.price_kopecks ? [`цена ${formatKopecks(item.price_kopecks)} → ${formatKopecks(price)}`] : []),
          ];
          words.push(`«${item.title}»: ${said.join(', ')}`);
          changes.push({ product_id: item.product_id, quantity, price_kopecks: price, taken: quantity });
        }
        await setOrderTotal(tx, orderId, total);
        await recordOrderChange(tx, orderId, ONE_C.name, `1С исправила строки: ${words.join('; ')}; сумма заказа ${formatKopecks(order.total_kopecks)} → ${formatKopecks(total)}`);
        await recordAction(tx, ONE_C.name, 'order.lines', `order:${orderId}`, { changes, total_kopecks: total });
        notes.push(`Заказ ${orderNumber(orderId)}: строки исправлены по 1С`);
      });
    } catch (error) {
      if (!(error instanceof LinesRefused)) throw error;
      notes.push(`Заказ ${orderNumber(orderId)}: строки не исправлены — ${error.message}`);
      await db.transaction((tx) => recordAction(tx, ONE_C.name, 'order.lines_refused', `order:${orderId}`, { reason: error.message }));
    }
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

    async applyFile(document) {
      try {
        const documents: XmlNode[] = [];
        let sawRoot = false;
        await readXml(
          document,
          new Set([`${ROOT}/Документ`, `${ROOT}/Контейнер/Документ`]),
          {
            onOpen(elementPath) {
              if (elementPath === ROOT) sawRoot = true;
              else if (!sawRoot) throw new XmlReadError('Документ не является документом CommerceML: корневой элемент должен быть КоммерческаяИнформация');
            },
            onElement(_path, node) {
              if (documents.length >= MAX_DOCUMENTS) throw new XmlReadError(`В одном файле больше ${MAX_DOCUMENTS} документов`);
              documents.push(node);
            },
          },
          ORDERS_XML_LIMITS,
        );
        if (!sawRoot) throw new XmlReadError('Документ не является документом CommerceML: корневой элемент должен быть КоммерческаяИнформация');
        const notes: string[] = [];
        let orders = 0;
        for (const document of documents) {
          if (textOf(document, 'ХозОперация') && !/заказ/i.test(textOf(document, 'ХозОперация'))) continue;
          await applyOrder(document, notes);
          orders += 1;
        }
        return { ok: true, notes, orders };
      } catch (error) {
        if (error instanceof XmlReadError) return { ok: false, message: error.message };
        log.error({ err: error }, 'orders from 1C were not applied');
        return { ok: false, message: 'Внутренняя ошибка сайта при загрузке заказов; повторите обмен' };
      }
    },
  };
}
