/** Status of a payment as the shop keeps it. */
export type PaymentStatus = 'pending' | 'succeeded' | 'canceled';

/** One line of the receipt (54-ФЗ) sent with a payment; money in kopecks per unit. */
export interface ReceiptLine {
  description: string;
  quantity: number;
  unitKopecks: number;
  /** Goods, or the delivery as a service. */
  subject: 'commodity' | 'service';
}

/** What the provider needs to take the money for an order. */
export interface PaymentOrder {
  orderId: number;
  /** What the customer calls the order, for the description and the payment page. */
  orderNumber: string;
  amountKopecks: number;
  paymentKey: 'card_online' | 'sbp';
  email: string;
  /** `+7 (###) ###-##-##`. */
  phone: string;
  /** Lines whose sum equals `amountKopecks` to the kopeck (see receipt.ts). */
  receipt: ReceiptLine[];
  /** Where the customer comes back after paying or refusing. */
  returnUrl: string;
  /** Sent as the provider's idempotence key: the same key never makes a second payment. */
  idempotenceKey: string;
}

/** A payment made by the provider. */
export interface CreatedPayment {
  providerPaymentId: string;
  /** The page where the customer pays. */
  confirmationUrl: string;
}

/** A payment as the provider knows it now: the only truth about whether money came. */
export interface ProviderPayment {
  providerPaymentId: string;
  status: PaymentStatus;
  amountKopecks: number;
  /** The order named in the payment's metadata; null when absent. */
  orderId: number | null;
}

/** A payment service: YooKassa in production, the API's own test pages in development. */
export interface PaymentProvider {
  readonly name: 'test' | 'yookassa';
  /** Creates (or, for a known idempotence key, finds) the payment of an order. Rejects when the provider fails. */
  createPayment(order: PaymentOrder): Promise<CreatedPayment>;
  /** The payment's current state; null when the provider does not know it. Rejects when the provider fails. */
  fetchPayment(providerPaymentId: string): Promise<ProviderPayment | null>;
  /**
   * The payment a notification is about, or null when the body is not a payment notification. The body
   * is never trusted beyond the id: its status is asked of the provider with {@link fetchPayment}.
   */
  parseWebhook(body: unknown): { providerPaymentId: string } | null;
}

/** Thrown when the provider cannot be reached or answers with an error. */
export class PaymentProviderError extends Error {
  constructor(message: string, readonly status: number | null = null) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
