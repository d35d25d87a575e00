import type { FastifyInstance } from 'fastify';
import type { DevMailboxDto } from 'api-contracts';
import { withErrors } from '../../shared/schemas';

/** Letters the development mailbox answers at most. */
const MAILBOX_LIMIT = 20;

/**
 * The development outbox, for developers and end-to-end tests to read the letters the shop sent.
 * Registered only when no SMTP relay is configured and never in production.
 */
export async function mailRoutes(app: FastifyInstance): Promise<void> {
  if (app.config.nodeEnv === 'production' || app.config.smtpUrl) return;

  app.get<{ Querystring: { email: string }; Reply: DevMailboxDto }>(
    '/api/dev/mailbox',
    {
      schema: {
        tags: ['development'],
        summary: 'Письма, отправленные на адрес (только в разработке, без SMTP)',
        querystring: {
          type: 'object',
          required: ['email'],
          properties: { email: { type: 'string', minLength: 3, maxLength: 254, pattern: '^[^\\s@]+@[^\\s@]+$' } },
        },
        response: withErrors({
          200: {
            type: 'object',
            required: ['letters'],
            properties: {
              letters: {
                type: 'array',
                items: {
                  type: 'object',
                  required: ['id', 'to', 'subject', 'text', 'html', 'created_at'],
                  properties: {
                    id: { type: 'integer' },
                    to: { type: 'string' },
                    subject: { type: 'string' },
                    text: { type: 'string' },
                    html: { type: 'string' },
                    created_at: { type: 'string' },
                  },
                },
              },
            },
          },
        }),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const rows = await app.repositories.outbox.listFor(request.query.email.trim(), MAILBOX_LIMIT);
      return {
        letters: rows.map((row) => ({
          id: row.id,
          to: row.recipient,
          subject: row.subject,
          text: row.text_body,
          html: row.html_body,
          created_at: new Date(row.created_at).toISOString(),
        })),
      };
    },
  );
}
