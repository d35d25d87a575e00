import type { FastifyBaseLogger } from 'fastify';
import { PaymentProviderError, type PaymentOrder, type PaymentProvider, type PaymentStatus, type ProviderPayment } from './payment-provider';

/** Seconds YooKassa may take to answer before the call counts as failed. */
const TIMEOUT_MS = 15_000;

/**
 * VAT code of the receipt lines: 1 is «без НДС» (the shop works under the simplified tax system). One
 * place to change when the accountant says otherwise.
 */
export const RECEIPT_VAT_CODE = 1;

/** `123456` kopecks → `"1234.56"`, the form YooKassa takes amounts in. */
export function kopecksToAmountValue(kopecks: number): string {
  return (kopecks / 100).toFixed(2);
}

/** `"1234.56"` → `123456`. */
function amountValueToKopecks(value: unknown): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(String(value));
  if (!match) return Number.NaN;
  return Number(match[1]) * 100 + Number((match[2] ?? '0').padEnd(2, '0'));
}

/** `+7 (911) 123-45-67` → `79111234567`, the receipt's phone form. */
function receiptPhone(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** YooKassa's statuses in the shop's terms: a payment waiting for capture is not money yet (we capture at once anyway). */
function statusOf(status: unknown): PaymentStatus {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'canceled') return 'canceled';
  return 'pending';
}

interface YooKassaPayment {
  id: string;
  status: string;
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
}

/**
 * YooKassa (API v3, https://yookassa.ru/developers/api): payments with a redirect to its page, captured at
 * once, with a 54-ФЗ receipt. Every call carries HTTP Basic `shopId:secretKey`; creates carry the
 * `Idempotence-Key`, so a retried create returns the payment already made.
 */
export function createYooKassaProvider(
  settings: { shopId: string; secretKey: string; apiUrl: string },
  log: FastifyBaseLogger,
): PaymentProvider {
  const authorization = `Basic ${Buffer.from(`${settings.shopId}:${settings.secretKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, body?: object, idempotenceKey?: string): Promise<{ status: number; json: unknown }> {
    let response: Response;
    try {
      response = await fetch(`${settings.apiUrl}${path}`, {
        method,
        headers: {
          authorization,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
          ...(idempotenceKey ? { 'idempotence-key': idempotenceKey } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new PaymentProviderError(`YooKassa is unreachable: ${(error as Error).message}`);
    }
    const text = await response.text();
    let json: unknown = null;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = null;
    }
    return { status: response.status, json };
  }

  function toProviderPayment(payment: YooKassaPayment): ProviderPayment {
    const orderId = Number(payment.metadata?.order_id);
    return {
      providerPaymentId: payment.id,
      status: statusOf(payment.status),
      amountKopecks: payment.amount?.currency === 'RUB' ? amountValueToKopecks(payment.amount.value) : Number.NaN,
      orderId: Number.isInteger(orderId) && orderId > 0 ? orderId : null,
    };
  }

  return {
    name: 'yookassa',

    async createPayment(order: PaymentOrder) {
      const body = {
        amount: { value: kopecksToAmountValue(order.amountKopecks), currency: 'RUB' },
        capture: true,
        confirmation: { type: 'redirect', return_url: order.returnUrl },
        payment_method_data: { type: order.paymentKey === 'sbp' ? 'sbp' : 'bank_card' },
        description: `Заказ №${order.orderNumber}`,
        metadata: { order_id: String(order.orderId) },
        receipt: {
          customer: { email: order.email, phone: receiptPhone(order.phone) },
          items: order.receipt.map((line) => ({
            description: line.description,
            quantity: line.quantity.toFixed(2),
            amount: { value: kopecksToAmountValue(line.unitKopecks), currency: 'RUB' },
            vat_code: RECEIPT_VAT_CODE,
            payment_mode: 'full_payment',
            payment_subject: line.subject,
          })),
        },
      };
      const { status, json } = await call('POST', '/payments', body, order.idempotenceKey);
      const payment = json as YooKassaPayment | null;
      const url = payment?.confirmation?.confirmation_url;
      if (status !== 200 || !payment?.id || !url) {
        // YooKassa's error bodies name the parameter and the reason; they hold no personal data.
        log.error({ status, body: json, orderId: order.orderId }, 'YooKassa refused to create a payment');
        throw new PaymentProviderError(`YooKassa answered ${status} to a create`, status);
      }
      return { providerPaymentId: payment.id, confirmationUrl: url };
    },

    async fetchPayment(providerPaymentId) {
      const { status, json } = await call('GET', `/payments/${encodeURIComponent(providerPaymentId)}`);
      if (status === 404) return null;
      const payment = json as YooKassaPayment | null;
      if (status !== 200 || !payment?.id) throw new PaymentProviderError(`YooKassa answered ${status} to a status question`, status);
      return toProviderPayment(payment);
    },

    parseWebhook(body) {
      const notification = body as { type?: unknown; event?: unknown; object?: { id?: unknown } } | null;
      if (!notification || notification.type !== 'notification' || typeof notification.event !== 'string') return null;
      if (!notification.event.startsWith('payment.')) return null;
      const id = notification.object?.id;
      return typeof id === 'string' && /^[\w-]{1,100}$/.test(id) ? { providerPaymentId: id } : null;
    },
  };
}
