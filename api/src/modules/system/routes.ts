import type { FastifyInstance } from 'fastify';
import { withErrors } from '../../shared/schemas';
import { pingDatabase } from './health-repository';

/** Liveness for load balancers and start-up scripts: answers once the database answers. */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  app.get<{ Reply: { status: 'ok'; database: 'pglite' | 'postgres' } }>(
    '/api/health',
    {
      schema: {
        tags: ['system'],
        summary: 'Проверка работоспособности',
        response: withErrors({
          200: {
            type: 'object',
            required: ['status', 'database'],
            properties: { status: { type: 'string', enum: ['ok'] }, database: { type: 'string' } },
          },
        }),
      },
    },
    async (_request, reply) => {
      await pingDatabase(app.db);
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const, database: app.db.engine };
    },
  );
}
