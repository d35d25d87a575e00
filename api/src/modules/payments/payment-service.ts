import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { PaymentOrder, PaymentProvider } from './payment-provider';
import type { PaymentRecord, PaymentsRepository } from './payments-repository';

/** A pending payment is asked about at most this often, however often its confirmation page is opened. */
export const STATUS_CHECK_INTERVAL_SECONDS = 5;

/** What {@link PaymentService.ensurePayment} ended with. */
export type EnsuredPayment =
  | { kind: 'ready'; confirmationUrl: string }
  /** The provider failed: the payment stays pending without a page; the customer may try again. */
  | { kind: 'failed' }
  /** Nothing to pay: the order is paid, not new, paid on receipt, or its last attempt was canceled (without `renew`). */
  | { kind: 'closed' };

/** What applying a provider's status did (`unknown`: the provider does not know the payment). */
export type AppliedPayment = 'paid' | 'succeeded' | 'canceled' | 'pending' | 'ignored' | 'unknown';

/** Online payments of orders: creating them at the provider and applying what the provider says. */
export interface PaymentService {
  readonly provider: PaymentProvider;
  /**
   * Makes sure a new online order has a payment page. A pending attempt with a page is reused; one whose
   * create failed is retried with its idempotence key (so the provider never makes two); with `renew`
   * (the customer asks to pay again) a pending attempt is first checked with the provider (one the provider
   * does not know is closed as canceled: its page is gone) and a canceled one is followed by a new attempt.
   * `describe` gives the order's amount, contacts and receipt.
   */
  ensurePayment(orderId: number, describe: () => Promise<Omit<PaymentOrder, 'idempotenceKey'>>, options: { renew: boolean }): Promise<EnsuredPayment>;
  /**
   * Applies the provider's current status of a payment: asks the provider (never trusting a notification's
   * body), then, under the payment's row lock, moves a pending payment to succeeded (and its new order to
   * paid) or canceled. Repeated or racing calls change things once. A paid amount or order that differs
   * from the order's is logged and not applied. Rejects when the provider cannot be asked.
   */
  applyProviderStatus(providerPaymentId: string): Promise<AppliedPayment>;
  /** {@link applyProviderStatus} for a notification's body; `ignored` when it is not about a payment. */
  handleNotification(body: unknown): Promise<AppliedPayment>;
  /** Asks the provider about a pending payment when nobody has for a few seconds (a lost notification still ends right). */
  refreshIfDue(payment: PaymentRecord): Promise<void>;
  /** Called once per order, after the transaction that marked it paid. */
  onPaid(listener: (orderId: number) => Promise<void>): void;
}

/** The payment service over the provider chosen by the configuration. */
export function createPaymentService(repository: PaymentsRepository, provider: PaymentProvider, log: FastifyBaseLogger): PaymentService {
  const paidListeners: Array<(orderId: number) => Promise<void>> = [];

  async function applyProviderStatus(providerPaymentId: string): Promise<AppliedPayment> {
    const remote = await provider.fetchPayment(providerPaymentId);
    if (!remote) {
      log.warn({ providerPaymentId }, 'the provider does not know a payment it was asked about');
      return 'unknown';
    }
    const result = await repository.transaction(async (tx): Promise<{ applied: AppliedPayment; orderId: number | null }> => {
      const payment = await tx.lockByProviderId(providerPaymentId);
      if (!payment) {
        log.warn({ providerPaymentId }, 'a payment the shop did not make');
        return { applied: 'ignored', orderId: null };
      }
      // Settled payments never change again: a late or repeated notification is a no-op.
      if (payment.status !== 'pending' || remote.status === 'pending') return { applied: remote.status === 'pending' ? 'pending' : 'ignored', orderId: payment.order_id };
      if (remote.status === 'canceled') {
        await tx.setStatus(payment.id, 'canceled');
        return { applied: 'canceled', orderId: payment.order_id };
      }
      if (remote.amountKopecks !== payment.order_total_kopecks || remote.amountKopecks !== payment.amount_kopecks || remote.orderId !== payment.order_id) {
        log.error(
          { providerPaymentId, orderId: payment.order_id, paidKopecks: remote.amountKopecks, totalKopecks: payment.order_total_kopecks, metadataOrderId: remote.orderId },
          'a payment succeeded for another amount or order: not applied, check it by hand',
        );
        return { applied: 'ignored', orderId: payment.order_id };
      }
      await tx.setStatus(payment.id, 'succeeded');
      const paid = await tx.markOrderPaid(payment.order_id);
      if (!paid) log.warn({ orderId: payment.order_id, providerPaymentId }, 'a payment succeeded for an order that is no longer new');
      return { applied: paid ? 'paid' : 'succeeded', orderId: payment.order_id };
    });
    if (result.applied === 'paid' && result.orderId !== null) {
      for (const listener of paidListeners) {
        try {
          await listener(result.orderId);
        } catch (error) {
          log.error({ err: error, orderId: result.orderId }, 'an action after a payment failed');
        }
      }
    }
    return result.applied;
  }

  return {
    provider,
    applyProviderStatus,

    async handleNotification(body) {
      const notification = provider.parseWebhook(body);
      return notification ? applyProviderStatus(notification.providerPaymentId) : 'ignored';
    },

    async refreshIfDue(payment) {
      if (payment.status !== 'pending' || !payment.provider_payment_id) return;
      if (!(await repository.claimStatusCheck(payment.id, STATUS_CHECK_INTERVAL_SECONDS))) return;
      try {
        await applyProviderStatus(payment.provider_payment_id);
      } catch (error) {
        log.warn({ err: error, orderId: payment.order_id }, 'the payment provider did not say how a payment stands');
      }
    },

    async ensurePayment(orderId, describe, { renew }) {
      if (renew) {
        const [latest] = await repository.latestForOrders([orderId]);
        if (latest?.status === 'pending' && latest.provider_payment_id) {
          // The page of a pending payment may have expired at the provider with the notification lost.
          try {
            const applied = await applyProviderStatus(latest.provider_payment_id);
            // A payment the provider does not know can never be paid and its page is gone (the test provider's
            // store was emptied, say): it ends canceled, and a new attempt with a new page follows.
            if (applied === 'unknown') {
              await repository.transaction(async (tx) => {
                const payment = await tx.lockByProviderId(latest.provider_payment_id!);
                if (payment?.status === 'pending') await tx.setStatus(payment.id, 'canceled');
              });
              log.warn({ orderId, providerPaymentId: latest.provider_payment_id }, 'a pending payment the provider does not know was closed; a new one is made');
            }
          } catch (error) {
            log.warn({ err: error, orderId }, 'the payment provider did not say how a payment stands');
          }
        }
      }
      const step = await repository.transaction(async (tx): Promise<EnsuredPayment | { kind: 'create'; payment: PaymentRecord }> => {
        const order = await tx.lockOrder(orderId);
        if (!order || order.status !== 'new' || order.payment_key === 'cash') return { kind: 'closed' };
        const latest = await tx.latestAttempt(orderId);
        if (latest?.status === 'succeeded') return { kind: 'closed' };
        if (latest?.status === 'pending') {
          return latest.confirmation_url ? { kind: 'ready', confirmationUrl: latest.confirmation_url } : { kind: 'create', payment: latest };
        }
        if (latest?.status === 'canceled' && !renew) return { kind: 'closed' };
        // The key is kept before the provider is asked: a retry after a failure or a crash sends the same one.
        const payment = await tx.insertAttempt({
          order_id: orderId,
          attempt: (latest?.attempt ?? 0) + 1,
          provider: provider.name,
          idempotence_key: `${orderId}-${(latest?.attempt ?? 0) + 1}-${randomUUID()}`.slice(0, 64),
          amount_kopecks: order.total_kopecks,
        });
        return { kind: 'create', payment };
      });
      if (step.kind !== 'create') return step;
      try {
        const created = await provider.createPayment({ ...(await describe()), amountKopecks: step.payment.amount_kopecks, idempotenceKey: step.payment.idempotence_key });
        await repository.saveCreated(step.payment.id, created.providerPaymentId, created.confirmationUrl);
        return { kind: 'ready', confirmationUrl: created.confirmationUrl };
      } catch (error) {
        log.error({ err: error, orderId }, 'the payment provider did not create a payment; the customer may pay again from the order page');
        return { kind: 'failed' };
      }
    },

    onPaid(listener) {
      paidListeners.push(listener);
    },
  };
}
