import type { FastifyInstance } from 'fastify';
import { readMigrations } from '../../db/migrate';
import { withErrors } from '../../shared/schemas';
import { appliedMigrationVersions, pingDatabase } from './health-repository';

/** How long one readiness check may take: a database that does not answer in time is not ready. */
const CHECK_TIMEOUT_MS = 2000;

type CheckOutcome = 'ok' | 'failed' | 'pending';

/** Runs a check within {@link CHECK_TIMEOUT_MS}; its error stays in the log, never in the answer. */
async function check(app: FastifyInstance, name: string, run: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer in ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([run(), timeout]);
  } catch (error) {
    app.log.warn({ err: error, check: name }, 'a readiness check failed');
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}

const checkSchema = { type: 'string', enum: ['ok', 'failed', 'pending'] };

/**
 * Health for load balancers and start-up scripts (ADR 0050, docs/operations.md): `/api/health` answers once
 * the database answers; `/api/health/live` says the process answers at all; `/api/health/ready` says it
 * should get requests: the database (and the read replica, when one is configured) answers, every
 * migration of this build is applied, and the process is not stopping. Never kept by any cache.
 */
export async function systemRoutes(app: FastifyInstance): Promise<void> {
  // The migrations this build expects, read once.
  const expected = readMigrations().map((migration) => migration.version);

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

  app.get(
    '/api/health/live',
    {
      schema: {
        tags: ['system'],
        summary: 'Процесс отвечает (liveness)',
        response: { 200: { type: 'object', required: ['status'], properties: { status: { type: 'string', enum: ['ok'] } } } },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  const readySchema = {
    type: 'object',
    required: ['status', 'checks'],
    properties: {
      status: { type: 'string', enum: ['ready', 'not-ready', 'stopping'] },
      checks: {
        type: 'object',
        properties: { database: checkSchema, replica: checkSchema, migrations: checkSchema },
      },
    },
  };
  app.get(
    '/api/health/ready',
    {
      schema: {
        tags: ['system'],
        summary: 'Процесс готов принимать запросы (readiness): 503, пока нет или при остановке',
        response: { 200: readySchema, 503: readySchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'stopping', checks: {} });
      const replica = app.readDb !== app.db;
      const [database, replicaCheck, migrations] = await Promise.all([
        check(app, 'database', async () => (await pingDatabase(app.db), 'ok')),
        replica ? check(app, 'replica', async () => (await pingDatabase(app.readDb), 'ok')) : Promise.resolve(undefined),
        check(app, 'migrations', async () => {
          const applied = await appliedMigrationVersions(app.db);
          return expected.every((version) => applied.has(version)) ? 'ok' : 'pending';
        }),
      ]);
      const checks = { database, migrations, ...(replicaCheck ? { replica: replicaCheck } : {}) };
      const ready = Object.values(checks).every((outcome) => outcome === 'ok');
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not-ready', checks });
    },
  );
}
