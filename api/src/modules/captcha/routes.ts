import type { FastifyInstance } from 'fastify';
import type { DevCaptchaTokenDto, DevCaptchaTokenRequestDto, FormsConfigDto } from 'api-contracts';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langProperty, withErrors } from '../../shared/schemas';
import { CONSENT_TEXTS } from '../consents/index';
import { CAPTCHA_ACTIONS, createDevelopmentProvider } from './captcha-provider';
import { ADDRESS_LIMITS, limitPerAddress } from '../../plugins/rate-limits';

/** The scripts the page loads for each real provider. */
const SCRIPTS = {
  recaptcha: (siteKey: string) => `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`,
  smartcaptcha: () => 'https://smartcaptcha.yandexcloud.net/captcha.js?render=onload',
} as const;

/** What the forms need before they are sent: the captcha to run and the consent texts to link. */
export async function captchaRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.captcha;
  app.setValidatorCompiler(jsonBodyValidatorCompiler);

  const formsConfig: FormsConfigDto = {
    captcha: {
      provider: config.provider,
      site_key: config.provider === 'development' ? null : config.siteKey,
      script_url: config.provider === 'development' || !config.siteKey ? null : SCRIPTS[config.provider](config.siteKey),
    },
    consents: {
      personal_data_url: `/${CONSENT_TEXTS.personal_data.slug}`,
      newsletter_url: `/${CONSENT_TEXTS.newsletter.slug}`,
    },
  };

  app.get<{ Reply: FormsConfigDto }>(
    '/api/forms/config',
    {
      schema: {
        tags: ['forms'],
        summary: 'Настройки форм: капча (провайдер, ключ, скрипт) и адреса текстов согласий',
        querystring: { type: 'object', properties: { ...langProperty } },
        response: withErrors({
          200: {
            type: 'object',
            required: ['captcha', 'consents'],
            properties: {
              captcha: {
                type: 'object',
                required: ['provider', 'site_key', 'script_url'],
                properties: {
                  provider: { type: 'string', enum: ['recaptcha', 'smartcaptcha', 'development'] },
                  site_key: { type: ['string', 'null'] },
                  script_url: { type: ['string', 'null'] },
                },
              },
              consents: {
                type: 'object',
                required: ['personal_data_url', 'newsletter_url'],
                properties: { personal_data_url: { type: 'string' }, newsletter_url: { type: 'string' } },
              },
            },
          },
        }),
      },
    },
    async () => formsConfig,
  );

  if (config.provider !== 'development') return;
  const development = createDevelopmentProvider(config);

  app.post<{ Body: DevCaptchaTokenRequestDto; Reply: DevCaptchaTokenDto }>(
    '/api/captcha/dev-token',
    {
      preHandler: limitPerAddress(app.repositories.limits, 'captcha-token', ADDRESS_LIMITS.captchaToken),
      schema: {
        tags: ['forms'],
        summary: 'Токен капчи разработки для действия (только с провайдером development)',
        body: {
          type: 'object',
          required: ['action'],
          additionalProperties: false,
          properties: { action: { type: 'string', enum: [...CAPTCHA_ACTIONS] } },
        },
        response: { ...withErrors({ 200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } }), 415: errorRef },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { token: development.issue(request.body.action) };
    },
  );
}
