import fp from 'fastify-plugin';
import { createRestockLetters, type RestockLetters } from './restock-letters';
import { createRestockRepository } from './restock-repository';

declare module 'fastify' {
  interface FastifyInstance {
    /** The waitlist letters job (see {@link RestockLetters}). */
    restockLetters: RestockLetters;
  }
}

/** How often the job looks for restocks. */
const INTERVAL_MS = 30_000;

/**
 * Runs the waitlist letters job in the background every 30 s (not under tests, which run it
 * themselves). Needs the mail plugin.
 */
export const restockLettersPlugin = fp(
  async (app) => {
    const job = createRestockLetters({
      repository: createRestockRepository(app.db),
      mailer: app.mailer,
      publicUrl: app.config.publicUrl,
      log: app.log,
    });
    app.decorate('restockLetters', job);
    if (app.config.nodeEnv === 'test') return;

    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = job.runOnce().catch((error: unknown) => app.log.error({ err: error }, 'waitlist letters job failed'));
    }, INTERVAL_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'restock-letters', dependencies: ['repositories', 'mail'] },
);
