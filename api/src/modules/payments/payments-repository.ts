import type { Database, Queryable } from '../../db/database';
import type { PaymentStatus } from './payment-provider';

/** One attempt to pay an order online; money in kopecks. */
export interface PaymentRecord {
  id: number;
  order_id: number;
  attempt: number;
  provider: 'test' | 'yookassa';
  idempotence_key: string;
  provider_payment_id: string | null;
  status: PaymentStatus;
  amount_kopecks: number;
  confirmation_url: string | null;
}

/** What a payment needs to know of its order. */
export interface PayableOrderRecord {
  id: number;
  account_id: number;
  status: string;
  payment_key: string;
  total_kopecks: number;
}

/** Reads and writes inside one transaction. */
export interface PaymentsWriter {
  /** The order, locked until the transaction ends: attempts of one order are made one after another. */
  lockOrder(orderId: number): Promise<PayableOrderRecord | null>;
  latestAttempt(orderId: number): Promise<PaymentRecord | null>;
  insertAttempt(attempt: Pick<PaymentRecord, 'order_id' | 'attempt' | 'provider' | 'idempotence_key' | 'amount_kopecks'>): Promise<PaymentRecord>;
  /** The payment with its order, the payment row locked until the transaction ends. */
  lockByProviderId(providerPaymentId: string): Promise<(PaymentRecord & { order_total_kopecks: number }) | null>;
  setStatus(paymentId: number, status: PaymentStatus): Promise<void>;
  /** `new` → `paid`; false when the order was not new (already paid by a racing notification, say). */
  markOrderPaid(orderId: number): Promise<boolean>;
}

/** Reads of payments. */
export interface PaymentReads {
  /** The latest attempt of each of the orders. */
  latestForOrders(orderIds: number[]): Promise<PaymentRecord[]>;
}

/** Payments of orders; multi-step changes go through {@link PaymentsRepository.transaction}. */
export interface PaymentsRepository extends PaymentReads {
  transaction<T>(fn: (tx: PaymentsWriter) => Promise<T>): Promise<T>;
  /** Stores what the provider answered to a create. */
  saveCreated(paymentId: number, providerPaymentId: string, confirmationUrl: string): Promise<void>;
  /**
   * Takes the right to ask the provider about a pending payment now: true at most once per
   * `intervalSeconds` for one payment, however many pages ask at once.
   */
  claimStatusCheck(paymentId: number, intervalSeconds: number): Promise<boolean>;
  /** The account that placed the order; null for an unknown order. */
  findOrderAccountId(orderId: number): Promise<number | null>;
}

const PAYMENT_COLUMNS = `p.id, p.order_id, p.attempt, p.provider, p.idempotence_key, p.provider_payment_id, p.status,
  p.amount_kopecks::float8 AS amount_kopecks, p.confirmation_url`;

function writer(tx: Queryable): PaymentsWriter {
  return {
    async lockOrder(orderId) {
      const { rows } = await tx.query<PayableOrderRecord>(
        'SELECT id, account_id, status, payment_key, total_kopecks::float8 AS total_kopecks FROM orders WHERE id = $1 FOR UPDATE',
        [orderId],
      );
      return rows[0] ?? null;
    },
    async latestAttempt(orderId) {
      const { rows } = await tx.query<PaymentRecord>(`SELECT ${PAYMENT_COLUMNS} FROM payments p WHERE p.order_id = $1 ORDER BY p.attempt DESC LIMIT 1`, [orderId]);
      return rows[0] ?? null;
    },
    async insertAttempt(attempt) {
      const { rows } = await tx.query<PaymentRecord>(
        `INSERT INTO payments AS p (order_id, attempt, provider, idempotence_key, amount_kopecks) VALUES ($1, $2, $3, $4, $5)
         RETURNING ${PAYMENT_COLUMNS}`,
        [attempt.order_id, attempt.attempt, attempt.provider, attempt.idempotence_key, attempt.amount_kopecks],
      );
      return rows[0];
    },
    async lockByProviderId(providerPaymentId) {
      const { rows } = await tx.query<PaymentRecord & { order_total_kopecks: number }>(
        `SELECT ${PAYMENT_COLUMNS}, o.total_kopecks::float8 AS order_total_kopecks
         FROM payments p JOIN orders o ON o.id = p.order_id WHERE p.provider_payment_id = $1 FOR UPDATE OF p`,
        [providerPaymentId],
      );
      return rows[0] ?? null;
    },
    async setStatus(paymentId, status) {
      await tx.query('UPDATE payments SET status = $2, updated_at = now() WHERE id = $1', [paymentId, status]);
    },
    async markOrderPaid(orderId) {
      const result = await tx.query("UPDATE orders SET status = 'paid' WHERE id = $1 AND status = 'new'", [orderId]);
      return result.rowCount === 1;
    },
  };
}

/** The reads over the database or an open transaction. */
export function paymentReadsOn(db: Queryable): PaymentReads {
  return {
    async latestForOrders(orderIds) {
      if (orderIds.length === 0) return [];
      const { rows } = await db.query<PaymentRecord>(
        `SELECT DISTINCT ON (p.order_id) ${PAYMENT_COLUMNS} FROM payments p WHERE p.order_id = ANY($1::int[]) ORDER BY p.order_id, p.attempt DESC`,
        [orderIds],
      );
      return rows;
    },
  };
}

/** Creates the repository over the database. */
export function createPaymentsRepository(db: Database): PaymentsRepository {
  return {
    ...paymentReadsOn(db),
    transaction: (fn) => db.transaction((tx) => fn(writer(tx))),
    async saveCreated(paymentId, providerPaymentId, confirmationUrl) {
      await db.query('UPDATE payments SET provider_payment_id = $2, confirmation_url = $3, updated_at = now() WHERE id = $1', [
        paymentId,
        providerPaymentId,
        confirmationUrl,
      ]);
    },
    async findOrderAccountId(orderId) {
      const { rows } = await db.query<{ account_id: number }>('SELECT account_id FROM orders WHERE id = $1', [orderId]);
      return rows[0]?.account_id ?? null;
    },
    async claimStatusCheck(paymentId, intervalSeconds) {
      const result = await db.query(
        `UPDATE payments SET checked_at = now()
         WHERE id = $1 AND status = 'pending' AND (checked_at IS NULL OR checked_at < now() - $2::int * interval '1 second')`,
        [paymentId, intervalSeconds],
      );
      return result.rowCount === 1;
    },
  };
}
