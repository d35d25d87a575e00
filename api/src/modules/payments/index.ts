/**
 * The payments module's face: the payment settings, providers, service, repository, receipts and plugin.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { loadPaymentConfig, type PaymentConfig } from './payment-config';
export { type PaymentOrder } from './payment-provider';
export { type PaymentService } from './payment-service';
export { paymentsPlugin } from './payments-plugin';
export { createPaymentsRepository, paymentReadsOn, type PaymentReads, type PaymentRecord, type PaymentsRepository } from './payments-repository';
export { buildReceipt } from './receipt';
