import type { FastifyReply, FastifyRequest } from 'fastify';
import { type BasicSignInGuard, TooManyAttemptsError, tooManySignIns } from '../../plugins/rate-limits';
import { basicCredentials } from '../../shared/basic-auth';
import { HttpError } from '../../shared/http-error';
import { createKeyHasher, sameHash } from '../../shared/keys';
import type { OperatorConfig } from './operator-config';

declare module 'fastify' {
  interface FastifyRequest {
    /** The operator who signed in with HTTP Basic (operator routes only). */
    operator: string | null;
  }
}

/** Checks an HTTP Basic pair against the configured operators in constant time: the operator's name, or null. */
export function createOperatorCheck(config: OperatorConfig, secret: string) {
  const hasher = createKeyHasher(secret);
  const digest = (name: string, password: string) => hasher.key(`operator\u0000${name}\u0000${password}`);
  const known = config.operators.map((operator) => ({ name: operator.name, digest: digest(operator.name, operator.password) }));
  return (credentials: { user: string; password: string }): string | null => {
    const candidate = digest(credentials.user, credentials.password);
    let found: string | null = null;
    for (const operator of known) if (sameHash(operator.digest, candidate)) found = operator.name;
    return found;
  };
}

/**
 * A preHandler that lets only operators through: 401 with a Russian message for a missing or wrong pair,
 * 429 with `Retry-After` past the sign-in limits (wrong passwords per address and per operator name,
 * counted in the database: ADR 0034).
 */
export function requireOperator(check: (credentials: { user: string; password: string }) => string | null, guard: BasicSignInGuard) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const credentials = basicCredentials(request.headers.authorization);
    const result = await guard.attempt(request.ip, credentials, () => (credentials ? check(credentials) : null));
    if (result.ok) {
      request.operator = result.value;
      return;
    }
    if (result.reason === 'limited') {
      reply.header('retry-after', String(result.retryAfterSeconds));
      throw new TooManyAttemptsError(tooManySignIns(result.retryAfterSeconds), result.retryAfterSeconds);
    }
    reply.header('www-authenticate', 'Basic realm="operator", charset="UTF-8"');
    throw new HttpError(401, 'Нужен вход оператора магазина', 'OPERATOR_UNAUTHORIZED');
  };
}

