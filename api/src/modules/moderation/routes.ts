import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { HttpError } from '../../shared/http-error';
import { SITE_NAME } from '../../shared/shop';
import { escapeHtml } from '../mail/index';
import type { ModeratedReview } from './moderation-repository';
import { LETTER_ACTOR, REVIEW_STATUS_TITLES, type Decision } from './review-moderation';

interface LinkRequest {
  Params: { id: number; decision: Decision };
  Querystring: { expires: number; signature: string };
  Body: { expires?: string; signature?: string };
}

const params = {
  type: 'object',
  required: ['id', 'decision'],
  properties: { id: { type: 'integer', minimum: 1 }, decision: { type: 'string', enum: ['approve', 'reject'] } },
} as const;
const proof = {
  expires: { type: 'integer', minimum: 0, maximum: 99_999_999_999 },
  signature: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
} as const;

const VERBS: Record<Decision, { button: string; done: string }> = {
  approve: { button: 'Опубликовать отзыв', done: 'Отзыв опубликован' },
  reject: { button: 'Отклонить отзыв', done: 'Отзыв отклонён' },
};

function page(reply: FastifyReply, status: number, heading: string, body: string) {
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .header('referrer-policy', 'no-referrer')
    .type('text/html; charset=utf-8')
    .send(`<!doctype html>
<html lang="ru"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(heading)} — ${escapeHtml(SITE_NAME)}</title>
<style>body{margin:0;padding:24px;background:#f4f6f5;font-family:Arial,Helvetica,sans-serif;color:#1f2933}main{max-width:560px;margin:40px auto;background:#fff;border-radius:12px;padding:32px}
button{font-size:16px;padding:12px 20px;border-radius:8px;border:0;background:#0B7D6E;color:#fff;cursor:pointer}.quote{white-space:pre-wrap;color:#374151}</style></head>
<body><main><p style="font-size:20px;font-weight:bold;color:#0B7D6E">${escapeHtml(SITE_NAME)}</p><h1>${escapeHtml(heading)}</h1>${body}</main></body></html>`);
}

const quote = (review: ModeratedReview) =>
  `<p>«${escapeHtml(review.product_title)}», ${escapeHtml(review.author_name)}, оценка ${review.rating} из 5.</p><p class="quote">${escapeHtml(
    [review.advantages, review.disadvantages, review.comment].filter(Boolean).join('\n\n'),
  )}</p>`;

/**
 * The links of the shop's letter about a new review (`/api/moderation/reviews/{id}/{approve|reject}`, signed
 * with AUTH_SECRET, expiring, single use). Opening the link shows the review and one button; the button
 * (a POST) decides. A mail scanner that opens links therefore decides nothing.
 */
export async function moderationRoutes(app: FastifyInstance): Promise<void> {
  const moderation = app.reviewModeration;
  await app.register(formbody, { bodyLimit: 4 * 1024 });

  const refuse = (reply: FastifyReply) => page(reply, 403, 'Ссылка недействительна', '<p>Ссылка неверна или устарела. Проверьте отзыв в API оператора.</p>');

  app.get<LinkRequest>(
    '/api/moderation/reviews/:id/:decision',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Страница из письма магазину о новом отзыве: отзыв и кнопка «Опубликовать» или «Отклонить»',
        params,
        querystring: { type: 'object', required: ['expires', 'signature'], properties: proof },
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { id, decision } = request.params;
      if (!moderation.verify(id, decision, request.query.expires, request.query.signature)) return refuse(reply);
      const review = await moderation.find(id);
      if (!review) return page(reply, 404, 'Отзыв не найден', '<p>Отзыв удалён.</p>');
      if (review.moderated_at !== null) return page(reply, 409, 'Отзыв уже проверен', `<p>Статус: ${REVIEW_STATUS_TITLES[review.status].toLowerCase()}.</p>${quote(review)}`);
      const action = `/api/moderation/reviews/${id}/${decision}`;
      return page(
        reply,
        200,
        VERBS[decision].button,
        `${quote(review)}<form method="post" action="${escapeHtml(action)}"><input type="hidden" name="expires" value="${request.query.expires}"><input type="hidden" name="signature" value="${escapeHtml(request.query.signature)}"><button type="submit">${VERBS[decision].button}</button></form>`,
      );
    },
  );

  app.post<LinkRequest>(
    '/api/moderation/reviews/:id/:decision',
    {
      schema: {
        tags: ['moderation'],
        summary: 'Кнопка страницы из письма: публикует или отклоняет отзыв (один раз)',
        params,
        body: { type: 'object', required: ['expires', 'signature'], properties: { expires: { type: 'string', pattern: '^\\d{1,11}$' }, signature: proof.signature } },
        produces: ['text/html'],
      },
    },
    async (request, reply) => {
      const { id, decision } = request.params;
      if (!moderation.verify(id, decision, Number(request.body.expires), request.body.signature ?? '')) return refuse(reply);
      try {
        const review = await moderation.decide(id, decision, LETTER_ACTOR, true);
        return page(reply, 200, VERBS[decision].done, quote(review));
      } catch (error) {
        if (error instanceof HttpError && (error.statusCode === 404 || error.statusCode === 409)) return page(reply, error.statusCode, error.message, '');
        throw error;
      }
    },
  );
}
