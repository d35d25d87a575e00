import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CallbackRequestDto, FeedbackRequestDto, FormSuccessDto } from 'api-contracts';
import { langProperty } from '../../shared/schemas';
import { createCaptchaProvider } from '../captcha/index';
import { textField, type RawForm } from '../captcha/index';
import { acceptForms } from '../captcha/index';
import { consentField, FORM_CONSUMES, formResponses, protectionFields } from '../captcha/index';
import { sendFeedback, type RequestMeta } from './send-feedback';

const contactFields = {
  name: textField(200),
  phone: { ...textField(40), description: '+7 (###) ###-##-## или +7XXXXXXXXXX' },
  email: textField(254),
  message: textField(4000),
  consent: consentField,
  ...protectionFields,
} as const;

function metaOf(request: FastifyRequest): RequestMeta {
  const agent = request.headers['user-agent'];
  return {
    ip: request.ip,
    userAgent: typeof agent === 'string' ? agent : null,
    accountId: request.identity.kind === 'account' ? request.identity.accountId : null,
  };
}

/** The feedback form ('Написать нам', /personal/feedback) and the callback request ('Оставить заявку'). */
export async function feedbackRoutes(app: FastifyInstance): Promise<void> {
  await acceptForms(app);
  const deps = {
    db: app.db,
    content: app.repositories.content,
    guard: app.repositories.formGuard,
    captcha: createCaptchaProvider(app.config.captcha, app.config.publicUrl),
    mailer: app.mailer,
    log: app.log,
  };

  app.post<{ Body: FeedbackRequestDto; Reply: FormSuccessDto }>(
    '/api/feedback',
    {
      schema: {
        tags: ['forms'],
        summary: 'Написать нам: имя, телефон и e-mail обязательны; капча feedback; согласие на обработку данных',
        description: 'Сохраняется, письмо уходит магазину (MAIN_EMAIL) и копия покупателю. Ошибки — по полям в errors.',
        consumes: FORM_CONSUMES,
        querystring: { type: 'object', properties: { ...langProperty } },
        body: { type: 'object', additionalProperties: false, properties: contactFields },
        response: formResponses,
      },
    },
    async (request) => sendFeedback(deps, 'feedback', (request.body ?? {}) as unknown as RawForm, metaOf(request)),
  );

  app.post<{ Body: CallbackRequestDto; Reply: FormSuccessDto }>(
    '/api/callback',
    {
      schema: {
        tags: ['forms'],
        summary: 'Оставить заявку на обратный звонок: имя, телефон и e-mail обязательны; капча callback',
        description: 'Сохраняется, письмо уходит магазину (MAIN_EMAIL) и копия покупателю. Ошибки — по полям в errors.',
        consumes: FORM_CONSUMES,
        querystring: { type: 'object', properties: { ...langProperty } },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { ...contactFields, call_time: { ...textField(200), description: 'Удобное время для звонка' } },
        },
        response: formResponses,
      },
    },
    async (request) => sendFeedback(deps, 'callback', (request.body ?? {}) as unknown as RawForm, metaOf(request)),
  );
}
