import type { FastifyInstance } from 'fastify';
import type { BonusEntryDto, PagedDto } from 'api-contracts';
import { requireAccount } from '../../plugins/identity';
import { langProperty, pagedSchema, pagingProperties, withAuthErrors } from '../../shared/schemas';
import { createBonusesRepository } from './bonuses-repository';
import { listBonusHistory } from './list-bonus-history';

const bonusEntry = {
  type: 'object',
  required: ['id', 'delta', 'balance', 'reason', 'title', 'order_id', 'created_at'],
  properties: {
    id: { type: 'integer' },
    delta: { type: 'integer', description: 'Начислено (больше нуля) или списано (меньше нуля)' },
    balance: { type: 'integer', description: 'Баланс после операции' },
    reason: { type: 'string', enum: ['welcome', 'order_spent', 'order_earned', 'order_refund', 'order_revoked', 'opening'] },
    title: { type: 'string' },
    order_id: { type: ['integer', 'null'] },
    created_at: { type: 'string' },
  },
} as const;

/** The customer's bonus history. */
export async function bonusesRoutes(app: FastifyInstance): Promise<void> {
  const bonuses = createBonusesRepository(app.db);

  app.get<{ Querystring: { page: number; pageSize: number }; Reply: PagedDto<BonusEntryDto> }>(
    '/api/personal/bonuses',
    {
      preHandler: requireAccount,
      schema: {
        tags: ['accounts'],
        summary: 'История бонусного счёта, новые операции первыми (нужен вход)',
        querystring: { type: 'object', properties: { ...langProperty, ...pagingProperties(20) } },
        response: withAuthErrors({ 200: pagedSchema(bonusEntry) }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return listBonusHistory(bonuses, request.identity, request.query);
    },
  );
}
