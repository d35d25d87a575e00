import { createHmac } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Queryable } from '../../db/database';
import { conflict, notFound } from '../../shared/http-error';
import { SITE_NAME } from '../../shared/shop';
import { sameHash } from '../../shared/keys';
import type { ContentRepository } from '../content/index';
import { layoutLetter } from '../mail/index';
import type { Mailer } from '../mail/index';
import { recordAction } from '../operator-actions/index';
import {
  answerReview,
  countReviews,
  decideReview,
  findModeratedReview,
  listModeratedReviews,
  type ModeratedReview,
  type ReviewStatus,
} from './moderation-repository';

/** Pre-moderation: a new review waits; post-moderation: it is published at once and may be rejected later. */
export type ModerationMode = 'pre' | 'post';
export type Decision = 'approve' | 'reject';

/** Russian names of a review's status, as the customer sees them on their own review. */
export const REVIEW_STATUS_TITLES: Record<ReviewStatus, string> = {
  pending: 'На модерации',
  published: 'Опубликован',
  rejected: 'Отклонён',
};

/** How long the links of the shop's letter work. */
export const LINK_DAYS = 7;

/** Who acted when a link of the shop's letter was followed. */
export const LETTER_ACTOR = 'письмо';

export interface ReviewModeration {
  mode: ModerationMode;
  /** The status a new review is stored with. */
  newReviewStatus(): 'pending' | 'published';
  /** Sends the shop (`MAIN_EMAIL`) the letter of a new review with its approve and reject links; failures are logged. */
  announce(reviewId: number): Promise<void>;
  find(reviewId: number): Promise<ModeratedReview | null>;
  list(status: ReviewStatus | null, page: number, pageSize: number): Promise<{ content: ModeratedReview[]; total: number }>;
  /**
   * Publishes or rejects a review and records who did it. An operator may change an earlier decision; a link
   * of the letter works only while nobody has decided (single use): 409 otherwise.
   */
  decide(reviewId: number, decision: Decision, operator: string, viaLink: boolean): Promise<ModeratedReview>;
  /** Adds or replaces the shop's answer to a review. */
  answer(reviewId: number, text: string, operator: string): Promise<ModeratedReview>;
  /** The signed link of the letter (absolute). */
  link(reviewId: number, decision: Decision, expires: number): string;
  /** Whether a link's signature is right and it has not expired. */
  verify(reviewId: number, decision: Decision, expires: number, signature: string): boolean;
}

export function createReviewModeration(deps: {
  db: Database;
  mailer: Mailer;
  content: ContentRepository;
  log: FastifyBaseLogger;
  secret: string;
  publicUrl: string;
  mode: ModerationMode;
}): ReviewModeration {
  const { db, mailer, content, log, secret, publicUrl, mode } = deps;

  const sign = (reviewId: number, decision: Decision, expires: number) =>
    createHmac('sha256', secret).update(`review-moderation\u0000${reviewId}\u0000${decision}\u0000${expires}`).digest('base64url');

  const find = (reviewId: number, tx: Queryable = db): Promise<ModeratedReview | null> => findModeratedReview(tx, reviewId);

  const moderation: ReviewModeration = {
    mode,
    newReviewStatus: () => (mode === 'pre' ? 'pending' : 'published'),
    find: (reviewId) => find(reviewId),

    async list(status, page, pageSize) {
      const rows = await listModeratedReviews(db, status, pageSize, (page - 1) * pageSize);
      let total = rows[0]?.total ?? 0;
      if (rows.length === 0 && page > 1) total = await countReviews(db, status);
      return { content: rows.map(({ total: _total, ...review }) => review), total };
    },

    async decide(reviewId, decision, operator, viaLink) {
      return db.transaction(async (tx) => {
        const current = await find(reviewId, tx);
        if (!current) throw notFound('Отзыв не найден');
        if (viaLink && current.moderated_at !== null) {
          throw conflict(`Отзыв уже проверен: ${REVIEW_STATUS_TITLES[current.status].toLowerCase()}`, 'REVIEW_ALREADY_MODERATED');
        }
        await decideReview(tx, reviewId, decision === 'approve' ? 'published' : 'rejected', operator);
        await recordAction(tx, operator, decision === 'approve' ? 'review.approve' : 'review.reject', `review:${reviewId}`, { from: current.status });
        return (await find(reviewId, tx))!;
      });
    },

    async answer(reviewId, text, operator) {
      return db.transaction(async (tx) => {
        if (!(await answerReview(tx, reviewId, text))) throw notFound('Отзыв не найден');
        await recordAction(tx, operator, 'review.answer', `review:${reviewId}`, { answer: text });
        return (await find(reviewId, tx))!;
      });
    },

    link(reviewId, decision, expires) {
      return `${publicUrl}/api/moderation/reviews/${reviewId}/${decision}?expires=${expires}&signature=${sign(reviewId, decision, expires)}`;
    },

    verify(reviewId, decision, expires, signature) {
      return expires * 1000 > Date.now() && sameHash(sign(reviewId, decision, expires), signature);
    },

    async announce(reviewId) {
      try {
        const [review, shopEmail] = await Promise.all([find(reviewId), content.findConfig('MAIN_EMAIL')]);
        if (!review) return;
        if (!shopEmail) {
          log.error({ reviewId }, 'MAIN_EMAIL is not configured: the shop is not told about a new review');
          return;
        }
        const expires = Math.floor(Date.now() / 1000) + LINK_DAYS * 24 * 3600;
        const state = review.status === 'pending' ? 'Отзыв ждёт проверки и не виден покупателям.' : 'Отзыв уже опубликован (постмодерация); его можно отклонить.';
        const { text, html } = layoutLetter(`Новый отзыв о товаре «${review.product_title}»`, [
          { text: `${review.author_name}, оценка ${review.rating} из 5. ${state}` },
          ...[
            ['Достоинства', review.advantages],
            ['Недостатки', review.disadvantages],
            ['Комментарий', review.comment],
          ]
            .filter(([, value]) => value)
            .map(([label, value]) => ({ text: `${label}: ${value}` })),
          ...(review.status === 'pending' ? [{ link: moderation.link(reviewId, 'approve', expires), label: 'Опубликовать' }] : []),
          { link: moderation.link(reviewId, 'reject', expires), label: 'Отклонить' },
        ], [`Ссылки действуют ${LINK_DAYS} дней и один раз.`]);
        await mailer.send({ to: shopEmail, subject: `Новый отзыв о товаре «${review.product_title}» — ${SITE_NAME}`, text, html });
      } catch (error) {
        log.error({ err: error, reviewId }, 'the letter of a new review was not sent');
      }
    },
  };
  return moderation;
}
