import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type {
  AccountInfoDto,
  AccountUpdateRequestDto,
  EmailChangeRequestDto,
  EmailLoginCodeSentDto,
  EmailLoginRequestDto,
  EmailLoginResultDto,
  RegistrationRequestDto,
  PersonalSummaryDto,
  RegistrationResultDto,
  SessionDto,
} from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { ADDRESS_LIMITS, limitPerAddress } from '../../plugins/rate-limits';
import { unauthorized } from '../../shared/http-error';
import { AUTH_COOKIE, clearSignInCookies, cookiesAreSecure, readCookie, setSignInCookies } from '../../plugins/auth-cookie';
import { jsonBodyValidatorCompiler } from '../../shared/json-body-validation';
import { errorRef, langProperty, withAuthErrors, withErrors } from '../../shared/schemas';
import { TooManyRequestsError } from './account-messages';
import { avatarRoutes } from './avatar-routes';
import { personalReviewsRoutes } from './personal-reviews-routes';
import { personalTopRoutes } from './personal-top-routes';
import { productsReviewRoutes } from './products-review-routes';
import { confirmEmailChange, requestEmailChange } from './change-email';
import { createCaptchaProvider } from '../captcha/index';
import { checkSignInCode } from './check-sign-in-code';
import { countOrders, findLastOrder } from '../checkout/index';
import { getPersonalSummary } from './get-personal-summary';
import { createProductsReviewRepository } from './products-review-repository';
import { registerAccount } from './register-account';
import { sendCode, type SignInDeps } from './send-sign-in-code';
import { getAccountInfo, signOut, startSession } from './sessions';
import { SIGN_IN_RULES as RULES } from './sign-in-rules';
import { updateAccount } from './update-account';

const langOnly = { type: 'object', properties: { ...langProperty } } as const;
const nullableString = { type: ['string', 'null'] } as const;

const accountInfo = {
  type: 'object',
  required: ['date_of_birth', 'email', 'gender', 'image', 'name', 'patronymic', 'phone', 'surname'],
  properties: {
    date_of_birth: nullableString,
    email: { type: 'string' },
    gender: nullableString,
    image: nullableString,
    name: { type: 'string' },
    patronymic: { type: 'string' },
    phone: { type: 'string' },
    surname: { type: 'string' },
  },
} as const;

const email = { type: 'string', minLength: 1, maxLength: 320, description: 'Электронная почта (пробелы по краям отбрасываются)' } as const;
const code = { type: 'string', pattern: '^[0-9]{1,12}$', description: 'Код из письма' } as const;
const captcha = { type: 'string', minLength: 1, maxLength: 8192, description: 'Токен капчи signIn — когда API ответил CAPTCHA_REQUIRED' } as const;
const phone = { type: 'string', pattern: '^\\+7[0-9]{10}$', description: 'Телефон +7XXXXXXXXXX' } as const;

const codeSent = {
  type: 'object',
  required: ['status', 'success', 'code_length', 'resend_after', 'expires_in'],
  properties: {
    status: { type: 'string', enum: ['send_code'] },
    success: { type: 'boolean' },
    code_length: { type: 'integer' },
    resend_after: { type: 'integer', description: 'Через сколько секунд можно запросить новый код' },
    expires_in: { type: 'integer', description: 'Сколько секунд действует код' },
  },
} as const;

const loginResult = {
  type: 'object',
  required: ['status', 'success', 'new_registration', 'token', 'registration_token', 'reload'],
  properties: {
    status: { type: 'string', enum: ['login_success', 'login_error'] },
    success: { type: 'boolean' },
    new_registration: { type: 'boolean' },
    token: nullableString,
    registration_token: nullableString,
    reload: { type: 'boolean' },
  },
} as const;

/** Answers of the routes that send or check codes: the limits answer 429 (with Retry-After), a failed letter 503. */
const limited = <T extends Record<number, unknown>>(success: T) => ({ ...withErrors(success), 429: errorRef, 503: errorRef }) as const;

/** The client's address as the limits count it (behind the shop's proxy, from X-Forwarded-For). */
const clientIp = (request: FastifyRequest) => request.ip || 'unknown';

/** Runs a use case; a 429 gets its Retry-After header. */
async function withRetryAfter<T>(reply: FastifyReply, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    throw error;
  }
}

/** Anonymous sessions, the sign-in by e-mail code, registration and the signed-in customer's account. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  // Registered before the JSON validator below, so they validate (and coerce) as Fastify does by default.
  await app.register(personalTopRoutes);
  await app.register(productsReviewRoutes);
  const { accounts } = app.repositories;
  const productsReview = createProductsReviewRepository(app.db);
  const deps: SignInDeps = { accounts, keys: app.keys, mailer: app.mailer, log: app.log };
  const secureCookies = cookiesAreSecure(app.config.publicUrl);
  const signInCaptcha = createCaptchaProvider(app.config.captcha, app.config.publicUrl);
  // Scoped to this module: JSON bodies keep their types.
  app.setValidatorCompiler(jsonBodyValidatorCompiler);
  // The picture upload takes multipart bodies, in a scope of its own.
  await app.register(avatarRoutes);
  await app.register(personalReviewsRoutes);

  app.get<{ Reply: SessionDto }>(
    '/api/personal/get_session',
    {
      preHandler: limitPerAddress(app.repositories.limits, 'session', ADDRESS_LIMITS.session),
      schema: {
        tags: ['accounts'],
        summary: 'Новая анонимная сессия: ключ для заголовка X-Authorization: Session {token}',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return startSession(accounts, app.keys);
    },
  );

  app.post<{ Body: EmailLoginRequestDto; Reply: EmailLoginCodeSentDto | EmailLoginResultDto }>(
    '/api/personal/email_login',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Вход по коду из письма: {email} — отправить код, {email, code} — проверить код',
        description:
          'Код из 6 цифр действует 10 минут, подходит один раз, выдерживает 5 неверных попыток. Новый код — не чаще раза в 180 с ' +
          'и не больше 5 в час на почту; неверные коды считаются за час по почте с одного адреса (превышение — 429 с Retry-After) ' +
          'и по почте со всех адресов (превышение — 403 CAPTCHA_REQUIRED: код проверяется только с токеном капчи signIn в поле captcha). ' +
          'Ответ на запрос кода одинаков для известных и новых адресов.',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['email'],
          additionalProperties: false,
          properties: { email, code, captcha },
        },
        response: { ...limited({ 200: { oneOf: [codeSent, loginResult] } }), 403: errorRef },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { body, identity } = request;
      const result = await withRetryAfter<EmailLoginCodeSentDto | EmailLoginResultDto>(reply, () =>
        body.code === undefined
          ? sendCode(deps, { email: body.email, ip: clientIp(request) })
          : checkSignInCode({ ...deps, captcha: signInCaptcha }, {
              email: body.email,
              code: body.code,
              ip: clientIp(request),
              sessionKeyHash: identity.kind === 'session' ? identity.sessionToken : null,
              captcha: body.captcha,
            }),
      );
      // The browser keeps the key in an HttpOnly cookie; API clients read it from the body.
      if ('token' in result && result.token) setSignInCookies(reply, result.token, RULES.loginTokenTtlSeconds, secureCookies);
      return result;
    },
  );

  app.post<{ Body: RegistrationRequestDto; Reply: RegistrationResultDto }>(
    '/api/personal/registration',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Регистрация адреса, подтверждённого кодом; ответ — ключ покупателя (7 дней)',
        description: 'Согласие на обработку персональных данных обязательно и хранится с версией текста, временем, IP и браузером.',
        querystring: langOnly,
        body: {
          type: 'object',
          required: ['first_name', 'email', 'phone', 'registration_token', 'consent_personal_data'],
          additionalProperties: false,
          properties: {
            first_name: { type: 'string', minLength: 1, maxLength: 100 },
            last_name: { type: 'string', maxLength: 100 },
            email,
            phone,
            registration_token: { type: 'string', minLength: 8, maxLength: 128 },
            consent_personal_data: { type: 'boolean' },
            consent_newsletter: { type: 'boolean' },
          },
        },
        response: { ...withErrors({ 200: { type: 'object', required: ['success', 'token'], properties: { success: { type: 'boolean' }, token: { type: 'string' } } } }), 409: errorRef },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { identity } = request;
      const result = await registerAccount({ accounts, keys: app.keys }, request.body, {
        ip: clientIp(request),
        userAgent: request.headers['user-agent'] ?? null,
        sessionKeyHash: identity.kind === 'session' ? identity.sessionToken : null,
      });
      setSignInCookies(reply, result.token, RULES.registrationTokenTtlSeconds, secureCookies);
      return result;
    },
  );

  app.post<{ Reply: { success: true } }>(
    '/api/personal/logout',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Выход: ключ покупателя отзывается на сервере, cookie auth_key и signed_in стираются',
        querystring: langOnly,
        response: withAuthErrors({ 200: { type: 'object', required: ['success'], properties: { success: { type: 'boolean' } } } }),
      },
    },
    async (request, reply) => {
      // A cookie whose key has already expired or been revoked is still cleared: the page then shows a guest.
      const hadCookie = readCookie(request, AUTH_COOKIE) !== null;
      if (request.identity.kind !== 'account' && !hadCookie) throw unauthorized();
      if (hadCookie || request.cookieAuthenticated) clearSignInCookies(reply, secureCookies);
      if (request.identity.kind === 'account') await signOut(accounts, request.identity);
      return { success: true as const };
    },
  );

  app.get<{ Reply: PersonalSummaryDto }>(
    '/api/personal',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Главная личного кабинета: имя, бонусный счёт, последний заказ, количество заказов, избранного, листа ожидания и товаров без отзыва (нужен вход)',
        querystring: langOnly,
        response: withAuthErrors({
          200: {
            type: 'object',
            required: ['name', 'surname', 'email', 'bonus_balance', 'favourites', 'waitlist', 'last_order', 'orders', 'awaiting_review'],
            properties: {
              name: { type: 'string' },
              surname: { type: 'string' },
              email: { type: 'string' },
              bonus_balance: { type: 'integer' },
              favourites: { type: 'integer' },
              waitlist: { type: 'integer' },
              // The order exactly as GET /api/personal/orders answers it (OrderDto).
              last_order: { anyOf: [{ type: 'null' }, { type: 'object', additionalProperties: true, description: 'Последний заказ (OrderDto)' }] },
              orders: { type: 'integer', description: 'Сколько заказов оформлено' },
              awaiting_review: { type: 'integer', description: 'Сколько купленных товаров ждут отзыва' },
            },
          },
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { favourites, waitlist } = app.repositories;
      const orders = { findLastOrder: (accountId: number) => findLastOrder(app.db, accountId), countOrders: (accountId: number) => countOrders(app.db, accountId) };
      return getPersonalSummary({ accounts, favourites, waitlist, orders, productsReview }, request.identity);
    },
  );

  app.get<{ Reply: AccountInfoDto }>(
    '/api/personal/info',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Данные покупателя (нужен вход)',
        querystring: langOnly,
        response: withAuthErrors({ 200: accountInfo }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getAccountInfo(accounts, request.identity);
    },
  );

  app.post<{ Body: AccountUpdateRequestDto; Reply: AccountInfoDto }>(
    '/api/personal/update',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Изменить свои данные (почта меняется через код: /api/personal/email_change)',
        querystring: langOnly,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100 },
            surname: { type: 'string', maxLength: 100 },
            patronymic: { type: 'string', maxLength: 100 },
            phone: { type: 'string', pattern: '^(\\+7[0-9]{10})?$' },
            gender: { type: ['string', 'null'], enum: ['male', 'female', null] },
            date_of_birth: { type: ['string', 'null'], pattern: '^([0-9]{4}-[0-9]{2}-[0-9]{2})?$' },
          },
        },
        response: withAuthErrors({ 200: accountInfo }),
      },
    },
    async (request) => updateAccount(accounts, request.identity, request.body),
  );

  app.post<{ Body: EmailChangeRequestDto; Reply: EmailLoginCodeSentDto }>(
    '/api/personal/email_change',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Сменить почту: код уходит на новый адрес (лимиты как у входа)',
        querystring: langOnly,
        body: { type: 'object', required: ['email'], additionalProperties: false, properties: { email } },
        response: { ...limited({ 200: codeSent }), 401: errorRef },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () => requestEmailChange(deps, request.identity, { email: request.body.email, ip: clientIp(request) })),
  );

  app.post<{ Body: Required<EmailChangeRequestDto>; Reply: AccountInfoDto }>(
    '/api/personal/email_change/confirm',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Подтвердить новую почту кодом из письма; ответ — данные покупателя',
        querystring: langOnly,
        body: { type: 'object', required: ['email', 'code'], additionalProperties: false, properties: { email, code } },
        response: { ...limited({ 200: accountInfo }), 401: errorRef, 409: errorRef },
      },
    },
    async (request, reply) =>
      withRetryAfter(reply, () =>
        confirmEmailChange(deps, request.identity, { email: request.body.email, code: request.body.code, ip: clientIp(request) }),
      ),
  );
}
