/** Where the street suggestions of the order form come from. */
export type AddressProviderConfig =
  | { provider: 'local' }
  | {
      provider: 'dadata';
      /** The API key of the account at the address service (`Authorization: Token …`). */
      apiKey: string;
      /** The suggest endpoint of addresses. */
      suggestUrl: string;
      /** How long to wait for the service before answering from the shop's own streets, in ms. */
      timeoutMs: number;
    };

/** DaData's own endpoint of address suggestions. */
export const DADATA_SUGGEST_URL = 'https://suggestions.dadata.ru/suggestions/api/4_1/rs/suggest/address';

/**
 * Reads `ADDRESS_PROVIDER` (`local`, the default: the shop's own streets; `dadata`: a DaData-compatible
 * service), `DADATA_API_KEY` (required for `dadata`) and `DADATA_SUGGEST_URL`; problems are appended.
 */
export function loadAddressConfig(value: (name: string) => string | undefined, problems: string[]): AddressProviderConfig {
  const provider = value('ADDRESS_PROVIDER') ?? 'local';
  if (provider === 'local') return { provider: 'local' };
  if (provider !== 'dadata') {
    problems.push(`ADDRESS_PROVIDER must be local or dadata, got "${provider}"`);
    return { provider: 'local' };
  }
  const apiKey = value('DADATA_API_KEY') ?? '';
  if (!/^[A-Za-z0-9]{10,100}$/.test(apiKey)) problems.push('DADATA_API_KEY is required with ADDRESS_PROVIDER=dadata: the API key of the address service');
  const suggestUrl = value('DADATA_SUGGEST_URL') ?? DADATA_SUGGEST_URL;
  try {
    const url = new URL(suggestUrl);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('protocol');
  } catch {
    problems.push(`DADATA_SUGGEST_URL must be an http(s) URL, got "${suggestUrl}"`);
  }
  return { provider: 'dadata', apiKey, suggestUrl, timeoutMs: 2000 };
}
