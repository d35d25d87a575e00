import type { FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../shared/http-error';
import { messages, validationPlaces } from '../shared/messages';
import { setPageHeaders } from './page-headers';

/** Bounds an integer parameter gets when its schema names none: PostgreSQL's `integer`. */
export const INTEGER_BOUNDS = { minimum: -2_147_483_648, maximum: 2_147_483_647 } as const;
/** Bounds of a `number` parameter without its own: every value within them is exact in a double. */
export const NUMBER_BOUNDS = { minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;

type JsonSchema = Record<string, unknown>;

function typesOf(schema: JsonSchema): string[] {
  const type = schema.type;
  return Array.isArray(type) ? type.map(String) : typeof type === 'string' ? [type] : [];
}

/**
 * Gives every integer and number in a request schema bounds, in place: `99999999999` overflows a
 * PostgreSQL integer and passes a bare `{ type: 'integer' }`. A bound the route sets itself is kept.
 */
export function boundNumbers(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  if (Array.isArray(schema)) {
    for (const item of schema) boundNumbers(item);
    return;
  }
  const node = schema as JsonSchema;
  const types = typesOf(node);
  const bounds = types.includes('integer') ? INTEGER_BOUNDS : types.includes('number') ? NUMBER_BOUNDS : null;
  if (bounds) {
    if (node.minimum === undefined && node.exclusiveMinimum === undefined) node.minimum = bounds.minimum;
    if (node.maximum === undefined && node.exclusiveMaximum === undefined) node.maximum = bounds.maximum;
  }
  for (const key of ['properties', 'patternProperties', 'definitions', '$defs']) {
    const children = node[key];
    if (children && typeof children === 'object') for (const child of Object.values(children)) boundNumbers(child);
  }
  for (const key of ['items', 'additionalProperties', 'anyOf', 'oneOf', 'allOf', 'not', 'if', 'then', 'else']) boundNumbers(node[key]);
}

/**
 * Characters no customer types: C0 controls but tab, line feed and carriage return, and DEL.
 * PostgreSQL refuses NUL in text outright; the rest only ever come from a broken or hostile client.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** A value no handler should see, and where it was: a path such as `items.0.title`. */
export interface HostileValue {
  name: string;
  reason: string;
}

/**
 * The first value of `value` that is text with a control character, or a number that is not finite.
 * The latter comes from Ajv's type coercion: `"1e309"` in a query string becomes Infinity, and Ajv
 * skips `maximum` for numbers that are not finite, so no schema bound can stop it.
 */
export function findHostileValue(value: unknown, name = '', depth = 0): HostileValue | null {
  if (typeof value === 'string') return CONTROL_CHARACTERS.test(value) ? { name, reason: messages.controlCharacters } : null;
  if (typeof value === 'number') return Number.isFinite(value) ? null : { name, reason: messages.notFiniteNumber };
  if (!value || typeof value !== 'object' || depth > 32 || Buffer.isBuffer(value)) return null;
  for (const [key, child] of Object.entries(value)) {
    if (CONTROL_CHARACTERS.test(key)) return { name: name ? `${name}.…` : '…', reason: messages.controlCharacters };
    const found = findHostileValue(child, name ? `${name}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}

/** Throws a 400 naming the place and the field when `value` holds a {@link HostileValue}. */
export function refuseHostileValues(value: unknown, place: string): void {
  const found = findHostileValue(value);
  if (!found) return;
  const where = `${validationPlaces[place] ?? 'параметр'}${found.name ? ` «${found.name}»` : ''}`;
  throw new HttpError(400, `${messages.badRequest}: ${where} — ${found.reason}`, 'VALIDATION_ERROR');
}

async function refuseHostileText(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  refuseHostileValues(request.params, 'params');
  refuseHostileValues(request.query, 'querystring');
  refuseHostileValues(request.body, 'body');
}

/**
 * The API's one guard against hostile input, for every route present and future:
 * - request schemas get bounds on their numbers (see {@link boundNumbers});
 * - text with control characters, NUL above all, and numbers that are not finite are refused with
 *   a 400 before any handler runs, whether they came in the address, the query string or the body
 *   (a multipart handler reading its parts itself calls {@link refuseHostileValues} on them);
 * - every answer says `X-Content-Type-Options: nosniff`, and answers that depend on who asks (the
 *   cabinet, the cart, orders, the session) say `Cache-Control: private, no-store`;
 * - HTML pages get the shop's page headers: CSP, no framing, the referrer policy ({@link setPageHeaders}).
 */
export const hostileInputPlugin = fp(
  async (app) => {
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as Record<string, unknown> | undefined;
      if (!schema) return;
      for (const part of ['querystring', 'params', 'body', 'headers']) boundNumbers(schema[part]);
    });
    // After validation: by then the query and the address are parsed, and form bodies are read.
    app.addHook('preHandler', refuseHostileText);
    app.addHook('onSend', async (request, reply, payload) => {
      reply.header('x-content-type-options', 'nosniff');
      setPageHeaders(request, reply);
      if (isPersonal(request) || (asksAsSomeone(request) && !reply.hasHeader('cache-control'))) {
        reply.header('cache-control', 'private, no-store');
      }
      return payload;
    });
  },
  { name: 'hostile-input' },
);

/** Addresses whose answers belong to one customer or one session. */
const PERSONAL_PATHS = /^\/api\/(personal|cart|order|order-confirm|favourites|waiting|search\/history|products\/visited|selection\/personal_top|payments|bonuses|city\/update|subscriber|feedback|callback|captcha|dev)(\/|$|\?)/;

/** Whether the address is one whose answers belong to one customer or one session: never cached, whatever the route says. */
export function isPersonal(request: FastifyRequest): boolean {
  return PERSONAL_PATHS.test(request.url);
}

/**
 * Whether the request came with a sign-in key or a session (header or cookie). Its answer is kept
 * from caches too unless the route set its own policy (public media, the catalogue's short caching).
 */
function asksAsSomeone(request: FastifyRequest): boolean {
  return Boolean(request.headers['x-authorization'] || request.headers.cookie);
}
