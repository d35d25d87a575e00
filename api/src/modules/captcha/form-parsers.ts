import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { formErrorHandler } from './form-errors';

/**
 * Makes a route module take forms: multipart form data (what a browser's `FormData` sends, docs/product.md §7),
 * URL-encoded forms and JSON, all validated by the same schema. Fields only: a file is refused.
 * Call it inside the module's plugin, so the parsers stay in that module.
 */
export async function acceptForms(app: FastifyInstance): Promise<void> {
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fields: 20, fieldSize: 16 * 1024, files: 0, parts: 20, fieldNameSize: 100 },
  });
  await app.register(formbody, { bodyLimit: 64 * 1024 });
  app.setErrorHandler(formErrorHandler);
}
