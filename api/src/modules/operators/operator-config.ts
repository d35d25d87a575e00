/** The operator's pair outside production when none is set; a production server refuses to start with it. */
export const DEVELOPMENT_OPERATOR_USER = 'operator';
export const DEVELOPMENT_OPERATOR_PASSWORD = 'operator-development-password';

/** The shop's operators (`OPERATOR_USERS`): name → password, HTTP Basic on `/api/operator/*`. */
export interface OperatorConfig {
  operators: Array<{ name: string; password: string }>;
}

/** What a configuration built by hand (tests) gets: the development operator. */
export const DEFAULT_OPERATOR_CONFIG: OperatorConfig = {
  operators: [{ name: DEVELOPMENT_OPERATOR_USER, password: DEVELOPMENT_OPERATOR_PASSWORD }],
};

const NAME = /^[\p{L}\p{N}._-]{2,40}$/u;

/**
 * Reads `OPERATOR_USERS` (`name:password` pairs separated by commas), adding a line to `problems` for each bad
 * one. Outside production the development operator is the default; in production the operator API is off
 * until operators are set, and the development pair is refused.
 */
export function loadOperatorConfig(value: (name: string) => string | undefined, nodeEnv: string, problems: string[]): OperatorConfig {
  const raw = value('OPERATOR_USERS');
  if (raw === undefined) return nodeEnv === 'production' ? { operators: [] } : DEFAULT_OPERATOR_CONFIG;
  const operators: OperatorConfig['operators'] = [];
  for (const pair of raw.split(',').map((item) => item.trim()).filter(Boolean)) {
    const colon = pair.indexOf(':');
    const name = colon > 0 ? pair.slice(0, colon) : '';
    const password = colon > 0 ? pair.slice(colon + 1) : '';
    if (!NAME.test(name)) problems.push(`OPERATOR_USERS: an operator's name must be 2–40 letters, digits, ".", "_" or "-", got "${name || pair.slice(0, 40)}"`);
    else if (password.length < 12) problems.push(`OPERATOR_USERS: the password of "${name}" must be at least 12 characters long`);
    else if (nodeEnv === 'production' && password === DEVELOPMENT_OPERATOR_PASSWORD) problems.push('OPERATOR_USERS must not use the development password in production');
    else if (operators.some((operator) => operator.name === name)) problems.push(`OPERATOR_USERS names "${name}" twice`);
    else operators.push({ name, password });
  }
  return { operators };
}
