import fp from 'fastify-plugin';
import { createOutboxMailer, createSmtpMailer, type Mailer } from './mailer';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sends the shop's letters: SMTP when configured, otherwise the development outbox. */
    mailer: Mailer;
  }
}

/** Decorates the app with its {@link Mailer}. Needs the repositories plugin (for the outbox). */
export const mailPlugin = fp(
  async (app) => {
    const mailer = app.config.smtpUrl
      ? createSmtpMailer(app.config.smtpUrl, app.config.mailFrom, app.log)
      : createOutboxMailer(app.repositories.outbox, app.log);
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => mailer.close());
  },
  { name: 'mail', dependencies: ['repositories'] },
);
