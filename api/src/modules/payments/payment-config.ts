/** Payment providers the shop can use. */
export const PAYMENT_PROVIDERS = ['test', 'yookassa'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];

/** YooKassa's API, unless `YOOKASSA_API_URL` points elsewhere (a proxy or a test double). */
export const YOOKASSA_API_URL = 'https://api.yookassa.ru/v3';

/** Online payment settings (`PAYMENT_PROVIDER`, `YOOKASSA_*`). */
export interface PaymentConfig {
  provider: PaymentProviderName;
  /** YooKassa shop id and secret key (HTTP Basic); null with the test provider. */
  yookassaShopId: string | null;
  yookassaSecretKey: string | null;
  yookassaApiUrl: string;
}

/**
 * What a configuration built by hand (tests) gets: the test provider, whose payment page the API serves
 * itself. `loadConfig` always sets the real value.
 */
export const DEFAULT_PAYMENT_CONFIG: PaymentConfig = {
  provider: 'test',
  yookassaShopId: null,
  yookassaSecretKey: null,
  yookassaApiUrl: YOOKASSA_API_URL,
};

/**
 * Reads the payment variables, adding a line to `problems` for each bad one. The test provider is the
 * default and is refused in production: its page lets anybody mark an order paid.
 */
export function loadPaymentConfig(value: (name: string) => string | undefined, nodeEnv: string, problems: string[]): PaymentConfig {
  const provider = (value('PAYMENT_PROVIDER') ?? 'test') as PaymentProviderName;
  if (!PAYMENT_PROVIDERS.includes(provider)) {
    problems.push(`PAYMENT_PROVIDER must be one of ${PAYMENT_PROVIDERS.join(', ')}, got "${provider}"`);
  } else if (provider === 'test' && nodeEnv === 'production') {
    problems.push('PAYMENT_PROVIDER must be yookassa in production: the test provider marks orders paid without money');
  }
  const yookassaShopId = value('YOOKASSA_SHOP_ID') ?? null;
  const yookassaSecretKey = value('YOOKASSA_SECRET_KEY') ?? null;
  if (provider === 'yookassa') {
    if (!yookassaShopId) problems.push('YOOKASSA_SHOP_ID is required with PAYMENT_PROVIDER=yookassa');
    else if (!/^\d{1,20}$/.test(yookassaShopId)) problems.push(`YOOKASSA_SHOP_ID must be the shop's number, got "${yookassaShopId}"`);
    if (!yookassaSecretKey) problems.push('YOOKASSA_SECRET_KEY is required with PAYMENT_PROVIDER=yookassa');
  }
  const apiUrlRaw = value('YOOKASSA_API_URL') ?? YOOKASSA_API_URL;
  if (!/^https?:\/\/\S+$/.test(apiUrlRaw)) problems.push(`YOOKASSA_API_URL must be an http(s) URL, got "${apiUrlRaw}"`);
  return { provider, yookassaShopId, yookassaSecretKey, yookassaApiUrl: apiUrlRaw.replace(/\/+$/, '') };
}
