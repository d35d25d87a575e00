import type { FastifyReply, FastifyRequest } from 'fastify';
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

/** Checks HTTP Basic pairs against the configured operators in constant time. */
export function createOperatorCheck(config: OperatorConfig, secret: string) {
  const hasher = createKeyHasher(secret);
  const digest = (name: string, password: string) => hasher.key(`operator\u0000${name}\u0000${password}`);
  const known = config.operators.map((operator) => ({ name: operator.name, digest: digest(operator.name, operator.password) }));
  return (header: string | undefined): string | null => {
    const credentials = basicCredentials(header);
    if (!credentials) return null;
    const candidate = digest(credentials.user, credentials.password);
    let found: string | null = null;
    for (const operator of known) if (sameHash(operator.digest, candidate)) found = operator.name;
    return found;
  };
}

/** A preHandler that lets only operators through (401 with a Russian message otherwise). */
export function requireOperator(check: (header: string | undefined) => string | null) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const name = check(request.headers.authorization);
    if (!name) {
      reply.header('www-authenticate', 'Basic realm="operator", charset="UTF-8"');
      throw new HttpError(401, 'Нужен вход оператора магазина', 'OPERATOR_UNAUTHORIZED');
    }
    request.operator = name;
  };
}

