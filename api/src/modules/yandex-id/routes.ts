import type { FastifyInstance, FastifyReply } from 'fastify';
import { requireAccount } from '../../plugins/identity';
import { cookiesAreSecure, setSignInCookies } from '../../plugins/auth-cookie';
import { HttpError } from '../../shared/http-error';
import { errorRef, withAuthErrors, withErrors } from '../../shared/schemas';
import {
  browserCookies,
  finishYandexSignIn,
  getYandexLink,
  startYandexSignIn,
  takeHandoff,
  unlinkYandex,
  type CallbackQuery,
  type HandoffResult,
  type YandexDeps,
} from './yandex-flow';
import { yandexMessages } from './yandex-messages';
import { SIGN_IN_RULES } from '../accounts/index';

const link = {
  type: 'object',
  required: ['linked', 'login'],
  properties: { linked: { type: 'boolean' }, login: { type: ['string', 'null'] } },
} as const;

/** Sends the browser on: never cached, and the address (with a code or a ticket) never leaks as a Referer. */
function redirect(reply: FastifyReply, location: string) {
  reply.header('cache-control', 'no-store');
  reply.header('referrer-policy', 'no-referrer');
  return reply.redirect(location, 302);
}

/** Sign-in with Yandex ID (OAuth 2.0 authorization code with PKCE) and the cabinet's link to it. */
export async function yandexIdRoutes(app: FastifyInstance): Promise<void> {
  const config = app.config.yandex ?? null;
  const deps = (): YandexDeps => {
    if (!config) throw new HttpError(404, yandexMessages.notConfigured, 'YANDEX_NOT_CONFIGURED');
    return { config, publicUrl: app.config.publicUrl, db: app.db, accounts: app.repositories.accounts, keys: app.keys, log: app.log };
  };

  app.get<{ Reply: { yandex: boolean } }>(
    '/api/auth/providers',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Внешние способы входа, подключённые в магазине (кнопка «Войти с Яндекс ID» видна, когда yandex = true)',
        response: withErrors({ 200: { type: 'object', required: ['yandex'], properties: { yandex: { type: 'boolean' } } } }),
      },
    },
    async () => ({ yandex: config !== null }),
  );

  app.get<{ Querystring: { return_to?: string; intent?: 'sign_in' | 'link' } }>(
    '/api/auth/yandex/start',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Переход на страницу входа Яндекс ID (302); intent=link — привязать Яндекс ID к кабинету',
        description:
          'Нужна cookie session_key (для привязки — и auth_key). Запоминает state и PKCE-верификатор (S256) на 10 минут, ' +
          'привязанные к сессии браузера. Без сессии — возврат на return_to с ?auth_error=yandex_state.',
        querystring: {
          type: 'object',
          properties: {
            return_to: { type: 'string', maxLength: 1000, description: 'Страница магазина, куда вернуться (путь от корня)' },
            intent: { type: 'string', enum: ['sign_in', 'link'], default: 'sign_in' },
          },
        },
        response: { 302: { type: 'null', description: 'Переход на oauth.yandex.ru/authorize' }, 400: errorRef, 404: errorRef, 500: errorRef },
      },
    },
    async (request, reply) => {
      const location = await startYandexSignIn(deps(), {
        cookies: browserCookies(request.headers.cookie),
        intent: request.query.intent ?? 'sign_in',
        returnTo: request.query.return_to ?? '/',
      });
      return redirect(reply, location);
    },
  );

  app.get<{ Querystring: CallbackQuery }>(
    '/api/auth/yandex/callback',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Возврат с Яндекс ID (302 на страницу магазина)',
        description:
          'Обменивает code на токен (с code_verifier), читает данные пользователя. Известный покупатель или совпавшая почта — ' +
          'вход; новый — регистрация с данными Яндекса. Результат передаётся странице одноразовым билетом во фрагменте ' +
          '#yandex=…; ошибка — ?auth_error=yandex_cancelled | yandex_state | yandex_code | yandex_unavailable | yandex_no_email | ' +
          'yandex_taken | yandex_already_linked | yandex_failed.',
        querystring: {
          type: 'object',
          properties: {
            code: { type: 'string', maxLength: 2000 },
            state: { type: 'string', maxLength: 2000 },
            error: { type: 'string', maxLength: 2000 },
            error_description: { type: 'string', maxLength: 2000 },
          },
        },
        response: { 302: { type: 'null', description: 'Переход на страницу магазина' }, 400: errorRef, 404: errorRef, 500: errorRef },
      },
    },
    async (request, reply) => {
      const location = await finishYandexSignIn(deps(), { cookies: browserCookies(request.headers.cookie), query: request.query });
      return redirect(reply, location);
    },
  );

  app.post<{ Body: { ticket: string }; Reply: Exclude<HandoffResult, { status: 'signed_in' }> | { status: 'signed_in' } }>(
    '/api/auth/yandex/handoff',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Взять результат входа через Яндекс ID по одноразовому билету (5 минут, только из той же сессии)',
        description:
          'signed_in — покупатель вошёл: ключ в HttpOnly-cookie (как после входа по коду, 14 часов), корзина сессии перенесена; registration — ' +
          'билет регистрации (30 минут) и данные Яндекса для формы регистрации.',
        body: {
          type: 'object',
          required: ['ticket'],
          additionalProperties: false,
          properties: { ticket: { type: 'string', minLength: 8, maxLength: 128, pattern: '^[A-Za-z0-9_-]+$' } },
        },
        response: {
          ...withErrors({
            200: {
              type: 'object',
              required: ['status'],
              properties: {
                status: { type: 'string', enum: ['signed_in', 'registration'] },
                token: { type: 'string' },
                registration_token: { type: 'string' },
                email: { type: 'string' },
                first_name: { type: 'string' },
                last_name: { type: 'string' },
                phone: { type: 'string' },
              },
            },
          }),
          409: errorRef,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const result = await takeHandoff(deps(), request.identity, request.body.ticket);
      if (result.status !== 'signed_in') return result;
      // The browser keeps the key only in the HttpOnly cookie, as after an e-mail code: the page never sees it.
      setSignInCookies(reply, result.token, SIGN_IN_RULES.loginTokenTtlSeconds, cookiesAreSecure(app.config.publicUrl));
      return { status: 'signed_in' as const };
    },
  );

  app.get<{ Reply: { linked: boolean; login: string | null } }>(
    '/api/auth/yandex',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Привязан ли Яндекс ID к кабинету (нужен вход)',
        response: withAuthErrors({ 200: link }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return getYandexLink(app.db, request.identity);
    },
  );

  app.post<{ Reply: { linked: boolean; login: string | null } }>(
    '/api/auth/yandex/unlink',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'Отвязать Яндекс ID от кабинета (вход по коду из письма остаётся; нужен вход)',
        response: withAuthErrors({ 200: link }),
      },
    },
    async (request) => unlinkYandex(app.db, request.identity),
  );
}
