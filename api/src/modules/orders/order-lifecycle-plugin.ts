import fp from 'fastify-plugin';
import { createOrderLifecycle, type OrderLifecycle } from './order-lifecycle';

declare module 'fastify' {
  interface FastifyInstance {
    /** Status changes of orders (ADR 0019). */
    orderLifecycle: OrderLifecycle;
  }
}

/** Decorates the app with its {@link OrderLifecycle}. Needs the mail plugin. */
export const orderLifecyclePlugin = fp(
  async (app) => {
    app.decorate('orderLifecycle', createOrderLifecycle({ db: app.db, mailer: app.mailer, log: app.log, publicUrl: app.config.publicUrl }));
  },
  { name: 'order-lifecycle', dependencies: ['repositories', 'mail'] },
);
