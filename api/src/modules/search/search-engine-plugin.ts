import fp from 'fastify-plugin';
import { createSearchEngine, type SearchEngine } from './search-engine';
import { POPULAR_REQUESTS_TAG } from './search-history';

declare module 'fastify' {
  interface FastifyInstance {
    searchEngine: SearchEngine;
  }
}

/**
 * Decorates the app with its {@link SearchEngine}. Needs the repositories and the public cache: a recorded
 * search drops the kept popular requests of this process (ADR 0020).
 */
export const searchEnginePlugin = fp(
  async (app) => {
    app.decorate('searchEngine', createSearchEngine(app.repositories, { onRecorded: () => app.publicCache.forget(POPULAR_REQUESTS_TAG) }));
  },
  { name: 'search-engine', dependencies: ['repositories', 'public-cache'] },
);
