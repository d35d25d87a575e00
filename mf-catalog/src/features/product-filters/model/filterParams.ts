import type { FacetDto, FacetKeyDto, ProductAvailabilityDto, PropertyFacetKeyDto } from 'shared-kit/contracts';

/**
 * The filter state lives in the address, under the API's own parameter names (`brand=1,2`,
 * `price_min`, `price_max`, `availability=in_stock,soon`, `label=3`, `rating=4`, `country=…`,
 * `form=…`, and `prop_12=40,41` for a property of the shop's 1C catalogue, named by its facet's key),
 * so a link reproduces the view and the request repeats the address.
 */
export type ListKey = Exclude<FacetKeyDto, 'price'>;

/** Parameters that hold a comma-separated list of values, besides the properties' `prop_…`. */
export const LIST_KEYS: readonly ListKey[] = ['brand', 'availability', 'label', 'rating', 'country', 'form'];

/** A property's parameter: its facet's key, `prop_` and the property's number. */
const PROPERTY_KEY = /^prop_[1-9]\d{0,8}$/;
/** The API takes at most 20 property filters. */
const MAX_PROPERTIES = 20;

/** The list parameters of the address: the fixed ones, then the properties it names (as many as the API takes). */
export function listKeys(params: URLSearchParams): ListKey[] {
  const properties = [...new Set(params.keys())].filter((key): key is PropertyFacetKeyDto => PROPERTY_KEY.test(key));
  return [...LIST_KEYS, ...properties.slice(0, MAX_PROPERTIES)];
}

/** Every filter parameter, in the order the API lists its facets. */
export const FILTER_PARAMS = [
  'brand',
  'price_min',
  'price_max',
  'availability',
  'label',
  'rating',
  'country',
  'form',
] as const;

export type FilterParam = (typeof FILTER_PARAMS)[number];

/** Filter parameters as the API takes them: each a string (`brand: '1,2'`, `prop_12: '40'`). */
export type FilterQuery = Partial<Record<FilterParam | PropertyFacetKeyDto, string>>;

const AVAILABILITY: readonly ProductAvailabilityDto[] = ['in_stock', 'soon', 'out_of_stock'];
/** The API takes at most 50 values per list. */
const MAX_VALUES = 50;

function isId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value);
}

/** Keeps the values the API would accept; anything else in a hand-edited address is dropped. */
function validValues(key: ListKey, values: string[]): string[] {
  switch (key) {
    case 'brand':
    case 'label':
      return values.filter(isId);
    case 'availability':
      return values.filter((value) => AVAILABILITY.includes(value as ProductAvailabilityDto));
    case 'rating':
      // One minimum only (the API's `rating=4`).
      return values.filter((value) => /^[1-5]$/.test(value)).slice(0, 1);
    case 'country':
    case 'form':
      return values;
    default:
      // A property's values are ids.
      return values.filter(isId);
  }
}

/** The values of a list parameter, e.g. `brand=1,2` → `['1', '2']`. */
export function readList(params: URLSearchParams, key: ListKey): string[] {
  const raw = params.get(key);
  if (!raw) return [];
  const values = raw
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  return [...new Set(validValues(key, values))].slice(0, MAX_VALUES);
}

/** A price end of the address in whole rubles, or null when unset or not a number. */
export function readPrice(params: URLSearchParams, key: 'price_min' | 'price_max'): number | null {
  const raw = params.get(key);
  if (raw === null || !/^\d{1,9}$/.test(raw.trim())) return null;
  return Number(raw.trim());
}

/** The filters of the address, cleaned, as the API's query parameters. */
export function readFilterQuery(params: URLSearchParams): FilterQuery {
  const query: FilterQuery = {};
  for (const key of listKeys(params)) {
    const values = readList(params, key);
    if (values.length > 0) query[key] = values.join(',');
  }
  const min = readPrice(params, 'price_min');
  const max = readPrice(params, 'price_max');
  if (min !== null) query.price_min = String(min);
  if (max !== null) query.price_max = String(max);
  return query;
}

/** How many filters the address holds (each checked value and each price end counts once). */
export function countFilters(params: URLSearchParams): number {
  const lists = listKeys(params).reduce((sum, key) => sum + readList(params, key).length, 0);
  return (
    lists +
    (readPrice(params, 'price_min') === null ? 0 : 1) +
    (readPrice(params, 'price_max') === null ? 0 : 1)
  );
}

/** A new address after a filter change: a changed filter always starts from the first page. */
function changed(params: URLSearchParams, change: (next: URLSearchParams) => void): URLSearchParams {
  const next = new URLSearchParams(params);
  change(next);
  next.delete('page');
  return next;
}

function writeList(next: URLSearchParams, key: ListKey, values: string[]) {
  if (values.length > 0) next.set(key, values.join(','));
  else next.delete(key);
}

/**
 * Checks or unchecks one value. `rating` holds a single minimum: checking one replaces the other.
 */
export function toggleValue(params: URLSearchParams, key: ListKey, value: string): URLSearchParams {
  const current = readList(params, key);
  const checked = current.includes(value);
  return changed(params, (next) => {
    if (key === 'rating') writeList(next, key, checked ? [] : [value]);
    else writeList(next, key, checked ? current.filter((item) => item !== value) : [...current, value]);
  });
}

/** Sets both price ends; null removes an end. */
export function setPriceRange(
  params: URLSearchParams,
  min: number | null,
  max: number | null,
): URLSearchParams {
  return changed(params, (next) => {
    if (min === null) next.delete('price_min');
    else next.set('price_min', String(min));
    if (max === null) next.delete('price_max');
    else next.set('price_max', String(max));
  });
}

/** Removes one price end. */
export function removePrice(params: URLSearchParams, key: 'price_min' | 'price_max'): URLSearchParams {
  return changed(params, (next) => next.delete(key));
}

/** Removes every filter; the sorting and a search query stay. */
export function clearFilters(params: URLSearchParams): URLSearchParams {
  const properties = [...params.keys()].filter((key) => PROPERTY_KEY.test(key));
  return changed(params, (next) => [...FILTER_PARAMS, ...properties].forEach((key) => next.delete(key)));
}

/**
 * Reads what a customer typed into a price box: whole rubles (spaces and a decimal part allowed),
 * clamped to `[min, max]`. `undefined` when it is not a price (the box goes back to its value); null
 * when the box was emptied (the end is removed).
 */
export function parsePriceInput(input: string, min: number, max: number): number | null | undefined {
  const text = input.replace(/[\s\u00a0₽]/g, '').replace(',', '.');
  if (text === '') return null;
  if (!/^\d+(\.\d*)?$/.test(text)) return undefined;
  const value = Math.round(Number(text));
  if (!Number.isFinite(value)) return undefined;
  return Math.min(Math.max(value, min), max);
}

/** The facets the panel shows: checkbox values with no products are left out unless checked. */
export function visibleFacets(facets: readonly FacetDto[] | undefined): FacetDto[] {
  return (facets ?? [])
    .map((facet) =>
      facet.type === 'checkbox'
        ? ({
            ...facet,
            values: facet.values.filter((value) => value.count > 0 || value.selected),
          } as FacetDto)
        : facet,
    )
    .filter((facet) =>
      facet.type === 'range'
        ? facet.max > facet.min || facet.selected_min !== null || facet.selected_max !== null
        : facet.values.length > 0,
    );
}
