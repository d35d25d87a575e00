import { randomUUID } from 'node:crypto';
import type { PaymentOrder, PaymentProvider, PaymentStatus } from './payment-provider';

/** A payment of the test provider, as its page shows it. */
export interface TestPayment {
  id: string;
  status: PaymentStatus;
  amountKopecks: number;
  orderId: number;
  orderNumber: string;
  returnUrl: string;
}

/** The test provider plus what its page does: find a payment and settle it as the customer chose. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  find(providerPaymentId: string): TestPayment | null;
  /** The customer paid or refused on the page; only a pending payment changes. */
  settle(providerPaymentId: string, outcome: 'succeeded' | 'canceled'): TestPayment | null;
}

/** Where the API serves the page of a test payment. */
export function testPaymentPageUrl(providerPaymentId: string): string {
  return `/api/payments/test/${providerPaymentId}`;
}

/**
 * A provider for development and tests that plays the payment service inside the API: its payments live
 * in this process's memory (a restart forgets them: pay again from the confirmation page), and its page
 * at `GET /api/payments/test/{id}` lets the customer pay or refuse. Refused in production by the config.
 */
export function createTestProvider(): TestPaymentProvider {
  const payments = new Map<string, TestPayment>();
  const byKey = new Map<string, string>();
  return {
    name: 'test',
    async createPayment(order: PaymentOrder) {
      // Like a real provider, a known idempotence key answers the payment it already made.
      const known = byKey.get(order.idempotenceKey);
      const id = known ?? `test-${randomUUID()}`;
      if (!known) {
        byKey.set(order.idempotenceKey, id);
        payments.set(id, {
          id,
          status: 'pending',
          amountKopecks: order.amountKopecks,
          orderId: order.orderId,
          orderNumber: order.orderNumber,
          returnUrl: order.returnUrl,
        });
      }
      return { providerPaymentId: id, confirmationUrl: testPaymentPageUrl(id) };
    },
    async fetchPayment(providerPaymentId) {
      const payment = payments.get(providerPaymentId);
      return payment
        ? { providerPaymentId: payment.id, status: payment.status, amountKopecks: payment.amountKopecks, orderId: payment.orderId }
        : null;
    },
    parseWebhook(body) {
      const id = (body as { payment_id?: unknown } | null)?.payment_id;
      return typeof id === 'string' && payments.has(id) ? { providerPaymentId: id } : null;
    },
    find(providerPaymentId) {
      return payments.get(providerPaymentId) ?? null;
    },
    settle(providerPaymentId, outcome) {
      const payment = payments.get(providerPaymentId);
      if (!payment) return null;
      if (payment.status === 'pending') payment.status = outcome;
      return payment;
    },
  };
}
