import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { BONUS_HISTORY_PAGE_SIZE, bonusesRoutes as shapes } from 'contracts';
import { requireAccount } from '../../plugins/identity';
import { withAuthErrors, withLang } from '../../shared/schemas';
import { createBonusesRepository } from './bonuses-repository';
import { listBonusHistory } from './list-bonus-history';

/** The customer's bonus history. */
export async function bonusesRoutes(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const bonuses = createBonusesRepository(app.db);

  app.get(
    '/api/personal/bonuses',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'История бонусного счёта, новые операции первыми (нужен вход)',
        querystring: withLang(shapes['GET /personal/bonuses'].querystring),
        response: withAuthErrors({ 200: shapes['GET /personal/bonuses'].response }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      // Validation has put the defaults in; the type only says they may be missing from the address.
      const { page = 1, pageSize = BONUS_HISTORY_PAGE_SIZE } = request.query;
      return listBonusHistory(bonuses, request.identity, { page, pageSize });
    },
  );
}
