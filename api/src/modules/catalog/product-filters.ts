import type { ProductAvailabilityDto, ProductFiltersDto } from 'api-contracts';
import { HttpError } from '../../shared/http-error';
import { messages } from '../../shared/messages';

/** Most values one list filter may hold (`brand=1,2,…`). */
export const MAX_FILTER_VALUES = 50;
/** Longest country or form value. */
const MAX_TEXT_VALUE_LENGTH = 100;
/** Highest price a filter may name, rubles. */
export const MAX_FILTER_PRICE = 10_000_000;
/** Longest `filters` JSON text. */
export const MAX_FILTERS_JSON_LENGTH = 4000;
/** Most properties one list may be filtered by (`prop_3=…&prop_7=…`). */
export const MAX_PROPERTY_FILTERS = 20;

/** A property filter's parameter: `prop_` and the property's number (ADR 0018, «Later»). */
export const PROPERTY_PARAM = /^prop_[1-9]\d{0,8}$/;

/** The values chosen of one property of 1C's classifier: a product with any of them matches. */
export interface PropertyFilter {
  property: number;
  values: number[];
}

export const AVAILABILITY_VALUES: readonly ProductAvailabilityDto[] = ['in_stock', 'soon', 'out_of_stock'];

/**
 * Filters of a product list, normalised: every list deduplicated and non-empty, or null when the
 * filter is not set; prices in kopecks.
 */
export interface ProductFacetFilters {
  brand: number[] | null;
  priceMinKopecks: number | null;
  priceMaxKopecks: number | null;
  availability: ProductAvailabilityDto[] | null;
  label: number[] | null;
  /** Lowest rating, 1-5. */
  rating: number | null;
  country: string[] | null;
  form: string[] | null;
  /** Property filters in the order of their numbers, each value list in ascending order. */
  properties: PropertyFilter[] | null;
}

export const NO_FILTERS: ProductFacetFilters = {
  brand: null,
  priceMinKopecks: null,
  priceMaxKopecks: null,
  availability: null,
  label: null,
  rating: null,
  country: null,
  form: null,
  properties: null,
};

/** The filter query parameters as they arrive (all optional strings). */
export interface FilterQuery {
  brand?: string | string[];
  price_min?: string;
  price_max?: string;
  availability?: string | string[];
  label?: string | string[];
  rating?: string;
  country?: string | string[];
  form?: string | string[];
  filters?: string;
  /** Property filters, `prop_<number>=<value id>,…`: any other parameter is read for them. */
  [property: `prop_${string}`]: string | string[] | undefined;
}

export const FILTER_KEYS = ['brand', 'price_min', 'price_max', 'availability', 'label', 'rating', 'country', 'form'] as const;
type FilterKey = (typeof FILTER_KEYS)[number];

function invalid(name: string, reason: string): HttpError {
  return new HttpError(400, `${messages.badRequest}: параметр «${name}» — ${reason}`, 'BAD_REQUEST');
}

/** A list value: comma-separated text, or (from `filters` JSON) an array of strings and numbers. */
function listItems(name: string, raw: unknown): string[] | null {
  let items: string[];
  if (typeof raw === 'string') items = raw.split(',');
  else if (typeof raw === 'number') items = [String(raw)];
  else if (Array.isArray(raw)) {
    if (!raw.every((item) => typeof item === 'string' || typeof item === 'number')) throw invalid(name, 'ожидается список значений');
    // A repeated parameter may itself hold a comma-separated list.
    items = raw.flatMap((item) => String(item).split(','));
  } else throw invalid(name, 'ожидается список значений');
  const trimmed = [...new Set(items.map((item) => item.trim()).filter((item) => item !== ''))];
  if (trimmed.length > MAX_FILTER_VALUES) throw invalid(name, `не больше ${MAX_FILTER_VALUES} значений`);
  return trimmed.length ? trimmed : null;
}

function idList(name: string, raw: unknown): number[] | null {
  const items = listItems(name, raw);
  if (!items) return null;
  if (!items.every((item) => /^\d{1,9}$/.test(item))) throw invalid(name, 'ожидаются целые положительные числа через запятую');
  return [...new Set(items.map(Number))];
}

function textList(name: string, raw: unknown): string[] | null {
  const items = listItems(name, raw);
  if (items && items.some((item) => item.length > MAX_TEXT_VALUE_LENGTH)) {
    throw invalid(name, `значение должно быть не длиннее ${MAX_TEXT_VALUE_LENGTH} символов`);
  }
  return items;
}

function priceKopecks(name: string, raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string') throw invalid(name, 'ожидается цена в рублях');
  if (text.trim() === '') return null;
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(text.trim())) throw invalid(name, 'ожидается неотрицательная цена в рублях (до двух знаков после точки)');
  const rubles = Number(text.trim());
  if (rubles > MAX_FILTER_PRICE) throw invalid(name, `значение должно быть не больше ${MAX_FILTER_PRICE}`);
  return Math.round(rubles * 100);
}

function ratingMin(raw: unknown): number | null {
  const text = typeof raw === 'number' ? String(raw) : raw;
  if (typeof text !== 'string') throw invalid('rating', 'ожидается целое число от 1 до 5');
  if (text.trim() === '' || text.trim() === '0') return null;
  if (!/^[1-5]$/.test(text.trim())) throw invalid('rating', 'ожидается целое число от 1 до 5');
  return Number(text.trim());
}

function availabilityList(raw: unknown): ProductAvailabilityDto[] | null {
  const items = listItems('availability', raw);
  if (!items) return null;
  const unknown = items.find((item) => !AVAILABILITY_VALUES.includes(item as ProductAvailabilityDto));
  if (unknown !== undefined) throw invalid('availability', `допустимые значения: ${AVAILABILITY_VALUES.join(', ')}`);
  return items as ProductAvailabilityDto[];
}

/** The `filters` parameter: a JSON object with the keys of the separate parameters (and `query`). */
function parseFiltersJson(text: string): Partial<Record<FilterKey | 'query', unknown>> {
  if (text.trim() === '') return {};
  if (text.length > MAX_FILTERS_JSON_LENGTH) throw invalid('filters', `значение должно быть не длиннее ${MAX_FILTERS_JSON_LENGTH} символов`);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw invalid('filters', 'ожидается объект JSON');
  }
  if (value === null || typeof value !== 'object' || Array.isArray(value)) throw invalid('filters', 'ожидается объект JSON');
  const object = value as Record<string, unknown>;
  const unknownKey = Object.keys(object).find((key) => key !== 'query' && !(FILTER_KEYS as readonly string[]).includes(key) && !PROPERTY_PARAM.test(key));
  if (unknownKey !== undefined) throw invalid(`filters.${unknownKey}`, 'такой фильтр не поддерживается');
  return object;
}

/**
 * The property filters of the separate parameters and of `filters` (a separate parameter wins): every
 * `prop_…` key must name a property by its number.
 */
function propertyFilters(query: FilterQuery, json: Record<string, unknown>): PropertyFilter[] | null {
  const keys = [...new Set([...Object.keys(query), ...Object.keys(json)].filter((key) => key.startsWith('prop_')))];
  const wrong = keys.find((key) => !PROPERTY_PARAM.test(key));
  if (wrong !== undefined) throw invalid(wrong.slice(0, 40), 'ожидается prop_ и номер свойства, например prop_12');
  if (keys.length > MAX_PROPERTY_FILTERS) throw invalid('prop_…', `не больше ${MAX_PROPERTY_FILTERS} свойств`);
  const filters = keys.flatMap((key) => {
    const raw = query[key as `prop_${string}`] !== undefined ? query[key as `prop_${string}`] : json[key];
    const values = raw === undefined || raw === null ? null : idList(key, raw);
    return values ? [{ property: Number(key.slice('prop_'.length)), values: [...values].sort((a, b) => a - b) }] : [];
  });
  return filters.length ? filters.sort((a, b) => a.property - b.property) : null;
}

/** What {@link parseProductFilters} returns. */
export interface ParsedFilters {
  filters: ProductFacetFilters;
  /** A text query carried in `filters` JSON, or null. */
  query: string | null;
}

/**
 * Reads the filter parameters of a product list. A separate parameter wins over the same key in
 * `filters`. Throws a 400 {@link HttpError} with a Russian message naming the parameter.
 */
export function parseProductFilters(query: FilterQuery): ParsedFilters {
  const json: Record<string, unknown> = query.filters === undefined ? {} : parseFiltersJson(query.filters);
  const pick = (key: FilterKey): unknown => (query[key] !== undefined ? query[key] : json[key]);
  const given = (key: FilterKey): boolean => pick(key) !== undefined && pick(key) !== null;

  const filters: ProductFacetFilters = {
    brand: given('brand') ? idList('brand', pick('brand')) : null,
    priceMinKopecks: given('price_min') ? priceKopecks('price_min', pick('price_min')) : null,
    priceMaxKopecks: given('price_max') ? priceKopecks('price_max', pick('price_max')) : null,
    availability: given('availability') ? availabilityList(pick('availability')) : null,
    label: given('label') ? idList('label', pick('label')) : null,
    rating: given('rating') ? ratingMin(pick('rating')) : null,
    country: given('country') ? textList('country', pick('country')) : null,
    form: given('form') ? textList('form', pick('form')) : null,
    properties: propertyFilters(query, json),
  };
  if (filters.priceMinKopecks !== null && filters.priceMaxKopecks !== null && filters.priceMinKopecks > filters.priceMaxKopecks) {
    throw invalid('price_min', 'цена «от» больше цены «до»');
  }
  const jsonQuery = json.query;
  if (jsonQuery !== undefined && jsonQuery !== null && typeof jsonQuery !== 'string') throw invalid('filters.query', 'ожидается строка');
  if (typeof jsonQuery === 'string' && jsonQuery.length > 200) throw invalid('filters.query', 'значение должно быть не длиннее 200 символов');
  return { filters, query: typeof jsonQuery === 'string' ? jsonQuery : null };
}

/** True when any filter is set. */
export function hasFilters(filters: ProductFacetFilters): boolean {
  return Object.values(filters).some((value) => value !== null);
}

/** The filters as the answer echoes them (prices back in rubles). */
export function toFiltersDto(filters: ProductFacetFilters): ProductFiltersDto {
  const dto: ProductFiltersDto = {};
  if (filters.brand) dto.brand = filters.brand;
  if (filters.priceMinKopecks !== null) dto.price_min = filters.priceMinKopecks / 100;
  if (filters.priceMaxKopecks !== null) dto.price_max = filters.priceMaxKopecks / 100;
  if (filters.availability) dto.availability = filters.availability;
  if (filters.label) dto.label = filters.label;
  if (filters.rating !== null) dto.rating = filters.rating;
  if (filters.country) dto.country = filters.country;
  if (filters.form) dto.form = filters.form;
  for (const filter of filters.properties ?? []) dto[`prop_${filter.property}`] = filter.values;
  return dto;
}
