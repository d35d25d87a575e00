import type { FastifyInstance } from 'fastify';
import type { AccountInfoDto, SessionDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { langProperty, withAuthErrors, withErrors } from '../../shared/schemas';
import { getAccountInfo, startSession } from './sessions';

const langOnly = { type: 'object', properties: { ...langProperty } } as const;
const nullableString = { type: ['string', 'null'] } as const;

/** Anonymous sessions and the signed-in customer's account. */
export async function accountsRoutes(app: FastifyInstance): Promise<void> {
  const { accounts } = app.repositories;

  app.get<{ Reply: SessionDto }>(
    '/api/personal/get_session',
    {
      schema: {
        tags: ['accounts'],
        summary: 'Новая анонимная сессия: ключ для заголовка X-Authorization: Session {token}',
        querystring: langOnly,
        response: withErrors({ 200: { type: 'object', required: ['token'], properties: { token: { type: 'string' } } } }),
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return startSession(accounts);
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
        response: withAuthErrors({
          200: {
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
          },
        }),
      },
    },
    async (request) => getAccountInfo(accounts, request.identity),
  );
}
