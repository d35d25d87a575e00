import fp from 'fastify-plugin';
import { DEFAULT_PAYMENT_CONFIG } from './payment-config';
import type { PaymentProvider } from './payment-provider';
import { createPaymentService, type PaymentService } from './payment-service';
import { createTestProvider } from './test-provider';
import { createTestProviderRepository } from './test-provider-repository';
import { createYooKassaProvider } from './yookassa-provider';

declare module 'fastify' {
  interface FastifyInstance {
    /** Online payments of orders over the configured provider (`PAYMENT_PROVIDER`). */
    payments: PaymentService;
  }
}

/** Decorates the app with its {@link PaymentService}. Needs the repositories plugin. */
export const paymentsPlugin = fp(
  async (app) => {
    const config = app.config.payment ?? DEFAULT_PAYMENT_CONFIG;
    const provider: PaymentProvider =
      config.provider === 'yookassa'
        ? createYooKassaProvider({ shopId: config.yookassaShopId ?? '', secretKey: config.yookassaSecretKey ?? '', apiUrl: config.yookassaApiUrl }, app.log)
        : createTestProvider(createTestProviderRepository(app.db));
    app.decorate('payments', createPaymentService(app.repositories.payments, provider, app.log));
  },
  { name: 'payments', dependencies: ['repositories'] },
);
