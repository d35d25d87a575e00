import type { FastifyInstance } from 'fastify';
import type { FormSuccessDto, SubscriberRequestDto } from 'api-contracts';
import { langProperty } from '../../shared/schemas';
import { createCaptchaProvider } from '../captcha/index';
import { checkboxField, textField, type RawForm } from '../captcha/index';
import { acceptForms } from '../captcha/index';
import { consentField, FORM_CONSUMES, formResponses, protectionFields } from '../captcha/index';
import { subscribe } from './subscribe';

const tokenQuery = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 100 } },
} as const;

/** The newsletter: subscription with double opt-in, confirmation and unsubscribe links of the letters. */
export async function subscriptionsRoutes(app: FastifyInstance): Promise<void> {
  await acceptForms(app);
  const subscribers = app.repositories.subscriptions;
  const deps = {
    db: app.db,
    content: app.repositories.content,
    guard: app.repositories.formGuard,
    captcha: createCaptchaProvider(app.config.captcha, app.config.publicUrl),
    mailer: app.mailer,
    log: app.log,
    publicUrl: app.config.publicUrl,
  };
  /** Where a link of a letter leads: the shop's home page, which tells the customer what happened. */
  const home = (outcome: 'confirmed' | 'unsubscribed' | 'invalid') => `${app.config.publicUrl}/?subscription=${outcome}`;

  app.post<{ Body: SubscriberRequestDto; Reply: FormSuccessDto }>(
    '/api/subscriber',
    {
      schema: {
        tags: ['forms'],
        summary: 'Подписка на рассылку: e-mail, капча mailSubscription, согласие на обработку данных и на рассылку',
        description:
          'Повторная подписка — не ошибка и не дубль. Новому подписчику уходит письмо со ссылкой подтверждения и ссылкой отписки.',
        consumes: FORM_CONSUMES,
        querystring: { type: 'object', properties: { ...langProperty } },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            email: textField(254),
            consent: consentField,
            newsletter_consent: { ...checkboxField, description: 'Согласие на получение рекламной рассылки (отдельная галочка)' },
            ...protectionFields,
          },
        },
        response: formResponses,
      },
    },
    async (request) => {
      const agent = request.headers['user-agent'];
      return subscribe(deps, (request.body ?? {}) as unknown as RawForm, {
        ip: request.ip,
        userAgent: typeof agent === 'string' ? agent : null,
        accountId: request.identity.kind === 'account' ? request.identity.accountId : null,
      });
    },
  );

  app.get<{ Querystring: { token: string } }>(
    '/api/subscriber/confirm',
    {
      schema: {
        tags: ['forms'],
        summary: 'Ссылка из письма: подтвердить подписку и перейти на главную (?subscription=confirmed|invalid)',
        querystring: tokenQuery,
        response: { 303: { type: 'null' } },
      },
    },
    async (request, reply) => {
      const subscriber = await subscribers.confirm(request.query.token);
      return reply.redirect(home(subscriber ? 'confirmed' : 'invalid'), 303);
    },
  );

  const unsubscribe = async (token: string): Promise<'unsubscribed' | 'invalid'> =>
    (await subscribers.unsubscribe(token)) ? 'unsubscribed' : 'invalid';

  app.get<{ Querystring: { token: string } }>(
    '/api/subscriber/unsubscribe',
    {
      schema: {
        tags: ['forms'],
        summary: 'Ссылка из письма: отписаться и перейти на главную (?subscription=unsubscribed|invalid)',
        querystring: tokenQuery,
        response: { 303: { type: 'null' } },
      },
    },
    async (request, reply) => reply.redirect(home(await unsubscribe(request.query.token)), 303),
  );
}
