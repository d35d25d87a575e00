import fp from 'fastify-plugin';
import { createReviewModeration, type ReviewModeration } from './review-moderation';

declare module 'fastify' {
  interface FastifyInstance {
    /** The moderation of reviews (`REVIEWS_MODERATION`). */
    reviewModeration: ReviewModeration;
  }
}

/** Decorates the app with its {@link ReviewModeration}. Needs the repositories and mail plugins. */
export const reviewModerationPlugin = fp(
  async (app) => {
    app.decorate(
      'reviewModeration',
      createReviewModeration({
        db: app.db,
        mailer: app.mailer,
        content: app.repositories.content,
        log: app.log,
        secret: app.config.authSecret,
        publicUrl: app.config.publicUrl,
        mode: app.config.reviewsModeration ?? 'post',
      }),
    );
  },
  { name: 'review-moderation', dependencies: ['repositories', 'mail'] },
);
