import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { notFound } from '../../shared/http-error';
import { errorRef } from '../../shared/schemas';
import { SITE_NAME } from '../../shared/shop';
import { formatKopecks } from '../../shared/money';
import { escapeHtml } from '../mail/index';
import { PaymentProviderError } from './payment-provider';
import type { TestPayment, TestPaymentProvider } from './test-provider';

const paymentMessages = {
  notFound: 'Платёж не найден',
  notNotification: 'Это не уведомление о платеже',
  providerUnavailable: 'Платёжный сервис не ответил, повторите уведомление позже',
} as const;

/** The test provider's page: the shop, the order, the amount, and the two buttons. */
function testPaymentPage(payment: TestPayment): string {
  const amount = escapeHtml(formatKopecks(payment.amountKopecks));
  const action = `/api/payments/test/${encodeURIComponent(payment.id)}`;
  const settled = payment.status === 'pending' ? '' : `<p class="note">${payment.status === 'succeeded' ? 'Этот платёж уже оплачен.' : 'От этого платежа уже отказались.'}</p>`;
  return `<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Оплата заказа №${escapeHtml(payment.orderNumber)} — ${escapeHtml(SITE_NAME)}</title>
<style>
body{margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933}
main{max-width:420px;margin:40px auto;background:#fff;border-radius:12px;padding:32px}
.shop{margin:0 0 16px;font-size:20px;font-weight:bold;color:#0B7D6E}
.amount{font-size:32px;font-weight:bold;margin:8px 0 24px}
.note{color:#6b7280;font-size:14px}
button{font-size:16px;padding:12px 20px;border-radius:8px;border:1px solid #0B7D6E;cursor:pointer;margin:0 8px 8px 0}
.pay{background:#0B7D6E;color:#fff}.refuse{background:#fff;color:#0B7D6E}
</style></head>
<body><main>
<p class="shop">${escapeHtml(SITE_NAME)}</p>
<h1>Оплата заказа №${escapeHtml(payment.orderNumber)}</h1>
<p class="amount">${amount}</p>
<p class="note">Тестовая оплата: деньги не списываются.</p>
${settled}
<form method="post" action="${escapeHtml(action)}">
<button class="pay" type="submit" name="outcome" value="succeeded">Оплатить</button>
<button class="refuse" type="submit" name="outcome" value="canceled">Отказаться</button>
</form>
</main></body></html>`;
}

/**
 * Payment notifications of the provider and, with the test provider, its payment page. The page's buttons
 * settle the test payment and then go through the very handler a real provider's notification does.
 */
export async function paymentsRoutes(app: FastifyInstance): Promise<void> {
  const { payments } = app;
  // Scoped to this module: the test page's form posts `application/x-www-form-urlencoded`.
  await app.register(formbody, { bodyLimit: 4 * 1024 });

  app.post<{ Body: unknown }>(
    '/api/payments/webhook/yookassa',
    {
      schema: {
        tags: ['payments'],
        summary: 'Уведомление ЮKassa о платеже; статус и сумма всегда берутся из запроса к ЮKassa, а не из тела',
        response: { 200: { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } }, 400: errorRef, 404: errorRef, 503: errorRef },
      },
    },
    async (request, reply) => {
      if (payments.provider.name !== 'yookassa') throw notFound();
      if (!payments.provider.parseWebhook(request.body)) return reply.code(400).send({ statusCode: 400, error: 'Bad Request', message: paymentMessages.notNotification, code: 'NOT_A_NOTIFICATION' });
      try {
        await payments.handleNotification(request.body);
      } catch (error) {
        // Not 200: YooKassa repeats the notification later.
        if (!(error instanceof PaymentProviderError)) throw error;
        request.log.warn({ err: error }, 'a payment notification could not be checked with the provider');
        return reply.code(503).send({ statusCode: 503, error: 'Service Unavailable', message: paymentMessages.providerUnavailable, code: 'PAYMENT_PROVIDER_UNAVAILABLE' });
      }
      return { ok: true };
    },
  );

  if (payments.provider.name !== 'test' || app.config.nodeEnv === 'production') return;
  const provider = payments.provider as TestPaymentProvider;
  /**
   * A test payment the caller may see and settle: only the order's owner, signed in (the browser comes
   * with its sign-in cookie). Anyone else gets the same 404 as for an unknown payment.
   */
  const ownPayment = async (request: FastifyRequest<{ Params: { paymentId: string } }>): Promise<TestPayment> => {
    const payment = await provider.find(request.params.paymentId);
    const { identity } = request;
    if (!payment || identity.kind !== 'account') throw notFound(paymentMessages.notFound);
    if ((await app.repositories.payments.findOrderAccountId(payment.orderId)) !== identity.accountId) throw notFound(paymentMessages.notFound);
    return payment;
  };
  const paymentParams = { type: 'object', required: ['paymentId'], properties: { paymentId: { type: 'string', maxLength: 100 } } } as const;

  app.get<{ Params: { paymentId: string } }>(
    '/api/payments/test/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Страница тестовой оплаты (только с PAYMENT_PROVIDER=test, не в production, и только владельцу заказа)',
        params: paymentParams,
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const payment = await ownPayment(request);
      return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(testPaymentPage(payment));
    },
  );

  app.post<{ Params: { paymentId: string }; Body: { outcome: 'succeeded' | 'canceled' } }>(
    '/api/payments/test/:paymentId',
    {
      schema: {
        tags: ['payments'],
        summary: 'Кнопки тестовой страницы: оплатить (succeeded) или отказаться (canceled); затем 303 на страницу заказа',
        consumes: ['application/x-www-form-urlencoded', 'application/json'],
        params: paymentParams,
        body: { type: 'object', required: ['outcome'], properties: { outcome: { type: 'string', enum: ['succeeded', 'canceled'] } } },
        response: { 303: { type: 'null' }, 400: errorRef, 404: errorRef },
      },
    },
    async (request, reply) => {
      await ownPayment(request);
      const payment = await provider.settle(request.params.paymentId, request.body.outcome);
      if (!payment) throw notFound(paymentMessages.notFound);
      await payments.handleNotification({ payment_id: payment.id });
      return reply.code(303).header('location', payment.returnUrl).send();
    },
  );
}
