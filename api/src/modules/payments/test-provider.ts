import { randomUUID } from 'node:crypto';
import type { PaymentOrder, PaymentProvider } from './payment-provider';
import type { TestPaymentRecord, TestProviderRepository } from './test-provider-repository';

/** A payment of the test provider, as its page shows it. */
export type TestPayment = TestPaymentRecord;

/** The test provider plus what its page does: find a payment and settle it as the customer chose. */
export interface TestPaymentProvider extends PaymentProvider {
  readonly name: 'test';
  find(providerPaymentId: string): Promise<TestPayment | null>;
  /** The customer paid or refused on the page; only a pending payment changes. */
  settle(providerPaymentId: string, outcome: 'succeeded' | 'canceled'): Promise<TestPayment | null>;
}

/** Where the API serves the page of a test payment. */
export function testPaymentPageUrl(providerPaymentId: string): string {
  return `/api/payments/test/${providerPaymentId}`;
}

/**
 * A provider for development and tests that plays the payment service inside the API: its payments are
 * kept in the database (`test_provider_payments`), so a payment page outlives a restart and any API process
 * serves it, and its page at `GET /api/payments/test/{id}` lets the customer pay or refuse. Refused in
 * production by the config.
 */
export function createTestProvider(store: TestProviderRepository): TestPaymentProvider {
  return {
    name: 'test',
    async createPayment(order: PaymentOrder) {
      // Like a real provider, a known idempotence key answers the payment it already made.
      const payment = await store.create(order.idempotenceKey, {
        id: `test-${randomUUID()}`,
        status: 'pending',
        amountKopecks: order.amountKopecks,
        orderId: order.orderId,
        orderNumber: order.orderNumber,
        returnUrl: order.returnUrl,
      });
      return { providerPaymentId: payment.id, confirmationUrl: testPaymentPageUrl(payment.id) };
    },
    async fetchPayment(providerPaymentId) {
      const payment = await store.find(providerPaymentId);
      return payment
        ? { providerPaymentId: payment.id, status: payment.status, amountKopecks: payment.amountKopecks, orderId: payment.orderId }
        : null;
    },
    parseWebhook(body) {
      // The page's buttons call the handler with the id they settled: the status is then asked with fetchPayment.
      const id = (body as { payment_id?: unknown } | null)?.payment_id;
      return typeof id === 'string' && /^test-[A-Za-z0-9-]{1,95}$/.test(id) ? { providerPaymentId: id } : null;
    },
    find: (providerPaymentId) => store.find(providerPaymentId),
    settle: (providerPaymentId, outcome) => store.settle(providerPaymentId, outcome),
  };
}
