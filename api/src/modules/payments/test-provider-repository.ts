import type { Queryable } from '../../db/database';
import type { PaymentStatus } from './payment-provider';

/** A payment of the test provider as it keeps it (`test_provider_payments`, migration 0034). */
export interface TestPaymentRecord {
  id: string;
  status: PaymentStatus;
  amountKopecks: number;
  orderId: number;
  orderNumber: string;
  returnUrl: string;
}

/** The test provider's own store: in the database, so its pages outlive a restart and every API process serves them. */
export interface TestProviderRepository {
  /** Inserts a payment, or answers the one already made with the same idempotence key. */
  create(idempotenceKey: string, payment: TestPaymentRecord): Promise<TestPaymentRecord>;
  find(id: string): Promise<TestPaymentRecord | null>;
  /** Settles a pending payment (a settled one stays as it is) and answers it; null for an unknown id. */
  settle(id: string, outcome: 'succeeded' | 'canceled'): Promise<TestPaymentRecord | null>;
}

interface Row {
  id: string;
  status: PaymentStatus;
  amount_kopecks: string | number;
  order_id: number;
  order_number: string;
  return_url: string;
}

const COLUMNS = 'id, status, amount_kopecks, order_id, order_number, return_url';

function record(row: Row): TestPaymentRecord {
  return {
    id: row.id,
    status: row.status,
    amountKopecks: Number(row.amount_kopecks),
    orderId: row.order_id,
    orderNumber: row.order_number,
    returnUrl: row.return_url,
  };
}

export function createTestProviderRepository(db: Queryable): TestProviderRepository {
  const find = async (id: string) => {
    const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM test_provider_payments WHERE id = $1`, [id]);
    return rows[0] ? record(rows[0]) : null;
  };
  return {
    async create(idempotenceKey, payment) {
      await db.query(
        `INSERT INTO test_provider_payments (id, idempotence_key, status, amount_kopecks, order_id, order_number, return_url)
         VALUES ($1, $2, $3, $4, $5, $6, $7) ON CONFLICT (idempotence_key) DO NOTHING`,
        [payment.id, idempotenceKey, payment.status, payment.amountKopecks, payment.orderId, payment.orderNumber, payment.returnUrl],
      );
      const { rows } = await db.query<Row>(`SELECT ${COLUMNS} FROM test_provider_payments WHERE idempotence_key = $1`, [idempotenceKey]);
      return record(rows[0]);
    },
    find,
    async settle(id, outcome) {
      await db.query(`UPDATE test_provider_payments SET status = $2 WHERE id = $1 AND status = 'pending'`, [id, outcome]);
      return find(id);
    },
  };
}
