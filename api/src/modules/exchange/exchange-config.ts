import path from 'node:path';

/** The exchange user's pair outside production when none is set; a production server refuses to start with it. */
export const DEVELOPMENT_EXCHANGE_USER = 'exchange';
export const DEVELOPMENT_EXCHANGE_PASSWORD = 'exchange-development-password';

/** Settings of the exchange with 1C (`EXCHANGE_*`). */
export interface ExchangeConfig {
  /** HTTP Basic pair 1C's «Обмен с сайтом» signs in with. */
  user: string;
  password: string;
  /** Folder of the uploaded packages, one sub-folder per exchange session. */
  dir: string;
  /** Largest chunk 1C may send in one `mode=file` request (answered to `init` as `file_limit`). */
  fileLimitBytes: number;
  /** How long one `mode=import` request works before answering `progress` (1C then asks again). */
  stepSeconds: number;
  /** Name or id of the price type (ТипЦены) that is the shop's price, and of the one the old price comes from (none when null). */
  retailPriceType: string;
  oldPriceType: string | null;
}

/** What a configuration built by hand (tests) gets. `loadConfig` always sets the real value. */
export const DEFAULT_EXCHANGE_CONFIG: ExchangeConfig = {
  user: DEVELOPMENT_EXCHANGE_USER,
  password: DEVELOPMENT_EXCHANGE_PASSWORD,
  dir: path.join(process.cwd(), '.data', 'exchange'),
  fileLimitBytes: 8 * 1024 * 1024,
  stepSeconds: 20,
  retailPriceType: 'Розничная',
  oldPriceType: null,
};

/**
 * Reads the exchange variables, adding a line to `problems` for each bad one. The development pair is the
 * default and is refused in production: it is written in api/README.md for anyone to read.
 */
export function loadExchangeConfig(
  value: (name: string) => string | undefined,
  nodeEnv: string,
  problems: string[],
  repoRoot: string,
): ExchangeConfig {
  const user = value('EXCHANGE_USER') ?? DEVELOPMENT_EXCHANGE_USER;
  const password = value('EXCHANGE_PASSWORD') ?? DEVELOPMENT_EXCHANGE_PASSWORD;
  if (nodeEnv === 'production' && (user === DEVELOPMENT_EXCHANGE_USER || password === DEVELOPMENT_EXCHANGE_PASSWORD)) {
    problems.push('EXCHANGE_USER and EXCHANGE_PASSWORD are required in production: the development pair is public');
  } else if (password.length < 12) {
    problems.push('EXCHANGE_PASSWORD must be at least 12 characters long');
  }
  if (user.includes(':') || user.length > 64) problems.push('EXCHANGE_USER must be at most 64 characters without ":"');

  const limitRaw = value('EXCHANGE_FILE_LIMIT_MB') ?? '8';
  const limit = Number(limitRaw);
  if (!/^\d+$/.test(limitRaw) || limit < 1 || limit > 100) problems.push(`EXCHANGE_FILE_LIMIT_MB must be an integer from 1 to 100, got "${limitRaw}"`);

  const stepRaw = value('EXCHANGE_STEP_SECONDS') ?? '20';
  const step = Number(stepRaw);
  if (!/^\d+$/.test(stepRaw) || step < 1 || step > 600) problems.push(`EXCHANGE_STEP_SECONDS must be an integer from 1 to 600, got "${stepRaw}"`);

  return {
    user,
    password,
    dir: path.resolve(repoRoot, value('EXCHANGE_DIR') ?? path.join('.data', 'exchange')),
    fileLimitBytes: limit * 1024 * 1024,
    stepSeconds: step,
    retailPriceType: value('EXCHANGE_PRICE_TYPE') ?? DEFAULT_EXCHANGE_CONFIG.retailPriceType,
    oldPriceType: value('EXCHANGE_OLD_PRICE_TYPE') ?? null,
  };
}
