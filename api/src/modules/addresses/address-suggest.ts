import type { FastifyBaseLogger } from 'fastify';
import type { AddressSuggestionDto } from 'api-contracts';
import type { Queryable } from '../../db/database';
import type { AddressProviderConfig } from './address-config';
import { placeSearchKey } from './address-text';
import { findStreetTitles } from './streets-repository';

/** The city the suggestions are looked for in. */
export interface SuggestCity {
  id: number;
  title: string;
}

/** Suggests streets (and the house, when the query names one) of a city for what the customer typed. */
export interface AddressSuggestProvider {
  readonly name: 'local' | 'dadata';
  suggest(query: string, city: SuggestCity, count: number): Promise<AddressSuggestionDto[]>;
}

/** A house number at the end of a query: «5», «д 5», «д. 12а», «12 к 2», «7 стр. 1». */
const HOUSE_AT_END = /^(.*?\p{L}.*?)[\s,]+(?:(?:д|дом)\.?\s*)?(\d{1,4}\s*[\p{L}]?(?:\s*(?:к|корп|стр)\.?\s*\d{1,3})?)\s*$/u;

/** Splits «труда 5» into the street part and the house. */
export function splitQuery(query: string): { street: string; house: string | null } {
  const match = HOUSE_AT_END.exec(query.trim());
  if (!match) return { street: query.trim(), house: null };
  return { street: match[1].trim(), house: match[2].replace(/\s+/g, ' ').trim() };
}

/** Suggestions from the shop's own streets (`address_streets`): titles containing the query, those starting with it first. */
export function localAddressProvider(db: Queryable): AddressSuggestProvider {
  return {
    name: 'local',
    async suggest(query, city, count) {
      const { street, house } = splitQuery(query);
      const key = placeSearchKey(street);
      if (key.length === 0) return [];
      const titles = await findStreetTitles(db, city.id, key, count);
      return titles.map((title) => ({ value: house ? `${title}, д ${house}` : title, street: title, house, city: city.title }));
    },
  };
}

/** A suggestion of DaData's address suggest, the parts the shop reads. */
interface DadataSuggestion {
  value?: unknown;
  data?: { street_with_type?: unknown; house?: unknown; house_type?: unknown; block?: unknown; block_type?: unknown; city?: unknown; settlement_with_type?: unknown };
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

/**
 * Suggestions of a DaData-compatible service: `POST {query, count, locations, from_bound, to_bound}` with
 * `Authorization: Token …`, answered `{suggestions: [{value, data: {street_with_type, house, …}}]}`.
 * Only street-level answers are kept. When the service fails or is slow, the shop's own streets answer.
 */
export function dadataAddressProvider(
  config: Extract<AddressProviderConfig, { provider: 'dadata' }>,
  fallback: AddressSuggestProvider,
  log: FastifyBaseLogger,
): AddressSuggestProvider {
  return {
    name: 'dadata',
    async suggest(query, city, count) {
      try {
        const response = await fetch(config.suggestUrl, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', Authorization: `Token ${config.apiKey}` },
          body: JSON.stringify({
            query: query.trim(),
            count,
            locations: [{ city: city.title }],
            restrict_value: true,
            from_bound: { value: 'street' },
            to_bound: { value: 'house' },
          }),
          signal: AbortSignal.timeout(config.timeoutMs),
        });
        if (!response.ok) throw new Error(`the address service answered ${response.status}`);
        const body = (await response.json()) as { suggestions?: unknown };
        const suggestions = Array.isArray(body.suggestions) ? (body.suggestions as DadataSuggestion[]) : [];
        return suggestions.flatMap((suggestion) => {
          const street = text(suggestion.data?.street_with_type);
          const value = text(suggestion.value);
          if (!street || !value) return [];
          const houseNumber = text(suggestion.data?.house);
          const block = text(suggestion.data?.block);
          const house = houseNumber ? [houseNumber, block ? `${text(suggestion.data?.block_type) ?? 'к'} ${block}` : null].filter(Boolean).join(' ') : null;
          return [{ value, street, house, city: text(suggestion.data?.city) ?? text(suggestion.data?.settlement_with_type) ?? city.title }];
        }).slice(0, count);
      } catch (error) {
        log.warn({ err: error }, 'the address service failed; suggestions come from the shop\'s own streets');
        return fallback.suggest(query, city, count);
      }
    },
  };
}

/** The provider the configuration names. */
export function createAddressSuggestProvider(config: AddressProviderConfig | undefined, db: Queryable, log: FastifyBaseLogger): AddressSuggestProvider {
  const local = localAddressProvider(db);
  return config?.provider === 'dadata' ? dadataAddressProvider(config, local, log) : local;
}
