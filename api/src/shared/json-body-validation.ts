import Ajv from 'ajv';
import type { FastifySchemaCompiler } from 'fastify';

/** Fastify's own validation options (see @fastify/ajv-compiler), kept for the parts of a request that are text. */
const FASTIFY_DEFAULTS = { coerceTypes: 'array', useDefaults: true, removeAdditional: true, allErrors: false } as const;

const textParts = new Ajv(FASTIFY_DEFAULTS);
// A JSON body already has types: `"3"` where a number belongs is a client error, not a 3.
const jsonBody = new Ajv({ ...FASTIFY_DEFAULTS, coerceTypes: false });

/**
 * Validator compiler for routes with a JSON body. Fastify coerces types everywhere by default, which
 * suits the query string and the address but would turn `{"quantity": "3"}` into 3; here the body is
 * validated as it was sent. Set it inside a route module (`app.setValidatorCompiler`), which scopes it
 * to that module's routes.
 */
export const jsonBodyValidatorCompiler: FastifySchemaCompiler<object> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? jsonBody : textParts).compile(schema);
