import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/database';

/** The orders side of the exchange (`type=sale`). */
export interface SaleExchange {
  exportOrders(): Promise<string>;
  markExported(): Promise<void>;
  applyDocument(body: Buffer): Promise<{ ok: true; notes: string[] } | { ok: false; message: string }>;
}

export function createSaleExchange(deps: { db: Database; log: FastifyBaseLogger }): SaleExchange {
  void deps;
  return {
    async exportOrders() {
      return '<?xml version="1.0" encoding="UTF-8"?>\n<КоммерческаяИнформация ВерсияСхемы="2.10"/>\n';
    },
    async markExported() {},
    async applyDocument() {
      return { ok: false, message: 'Загрузка заказов из 1С ещё не поддерживается' };
    },
  };
}
