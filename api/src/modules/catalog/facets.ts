import type { CheckboxFacetDto, FacetDto, FacetValueDto, ProductAvailabilityDto, PropertyFacetKeyDto } from 'api-contracts';
import type { CatalogRepository, FacetCountRecord, ProductFilter } from './catalog-repository';
import type { FacetCache } from './facet-cache';
import { AVAILABILITY_VALUES, NO_FILTERS, type ProductFacetFilters } from './product-filters';

/** Most facets of 1C's properties one list shows (those covering most of its products; a filtered one always). */
export const MAX_PROPERTY_FACETS = 12;

/** Minimum ratings offered by the rating facet, best first. */
export const RATING_STEPS = [4, 3, 2];

const AVAILABILITY_TITLES: Record<ProductAvailabilityDto, string> = {
  in_stock: 'В наличии',
  soon: 'Скоро в продаже',
  out_of_stock: 'Нет в наличии',
};

const FACET_TITLES = {
  brand: 'Бренд',
  price: 'Цена, ₽',
  availability: 'Наличие',
  label: 'Особенности',
  rating: 'Рейтинг',
  country: 'Страна производства',
  form: 'Форма выпуска',
} as const;

/** The rating steps to count: the offered ones plus a selected one not among them (`rating=5`). */
export function ratingStepsFor(filters: ProductFacetFilters): number[] {
  return filters.rating !== null && !RATING_STEPS.includes(filters.rating) ? [...RATING_STEPS, filters.rating] : RATING_STEPS;
}

const capitalise = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const russian = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/** The facets and the filtered result's size built from {@link FacetCountRecord} rows. */
export interface BuiltFacets {
  facets: FacetDto[];
  total: number;
}

/**
 * Turns facet counts into the facets of the answer: values with count 0 are left out unless
 * selected, a selected country or form that no product has is listed with count 0, and a facet
 * without values is left out. Brands, countries and forms are in Russian alphabet order, labels by id,
 * availability and rating in their fixed order; the facets of 1C's properties come last.
 */
export function buildFacets(rows: FacetCountRecord[], filters: ProductFacetFilters): BuiltFacets {
  const of = (facet: FacetCountRecord['facet']) => rows.filter((row) => row.facet === facet);
  const facets: FacetDto[] = [];

  const brands = of('brand')
    .map((row) => ({ value: Number(row.value), title: row.title ?? '', count: row.n, selected: filters.brand?.includes(Number(row.value)) ?? false }))
    .filter((value) => value.count > 0 || value.selected)
    .sort((a, b) => russian.compare(a.title, b.title) || a.value - b.value);
  if (brands.length) facets.push({ key: 'brand', type: 'checkbox', title: FACET_TITLES.brand, values: brands });

  const price = of('price')[0];
  const selectedMin = filters.priceMinKopecks === null ? null : filters.priceMinKopecks / 100;
  const selectedMax = filters.priceMaxKopecks === null ? null : filters.priceMaxKopecks / 100;
  if (price && price.lo !== null && price.hi !== null) {
    facets.push({
      key: 'price',
      type: 'range',
      title: FACET_TITLES.price,
      min: Math.floor(price.lo / 100),
      max: Math.ceil(price.hi / 100),
      selected_min: selectedMin,
      selected_max: selectedMax,
    });
  }

  const availabilityCounts = new Map(of('availability').map((row) => [row.value, row.n]));
  const availability: Array<FacetValueDto<ProductAvailabilityDto>> = AVAILABILITY_VALUES.map((value) => ({
    value,
    title: AVAILABILITY_TITLES[value],
    count: availabilityCounts.get(value) ?? 0,
    selected: filters.availability?.includes(value) ?? false,
  })).filter((value) => value.count > 0 || value.selected);
  if (availability.length) facets.push({ key: 'availability', type: 'checkbox', title: FACET_TITLES.availability, values: availability });

  const labels = of('label')
    .map((row) => ({ value: Number(row.value), title: row.title ?? '', count: row.n, selected: filters.label?.includes(Number(row.value)) ?? false }))
    .filter((value) => value.count > 0 || value.selected)
    .sort((a, b) => a.value - b.value);
  if (labels.length) facets.push({ key: 'label', type: 'checkbox', title: FACET_TITLES.label, values: labels });

  const ratingCounts = new Map(of('rating').map((row) => [Number(row.value), row.n]));
  const ratings = ratingStepsFor(filters)
    .map((step) => ({ value: step, title: `${step} и выше`, count: ratingCounts.get(step) ?? 0, selected: filters.rating === step }))
    .filter((value) => value.count > 0 || value.selected)
    .sort((a, b) => b.value - a.value);
  if (ratings.length) facets.push({ key: 'rating', type: 'checkbox', title: FACET_TITLES.rating, values: ratings });

  for (const key of ['country', 'form'] as const) {
    const selected = filters[key] ?? [];
    const titleOf = key === 'form' ? capitalise : (value: string) => value;
    const counted = of(key).map((row) => ({ value: row.value ?? '', title: titleOf(row.value ?? ''), count: row.n, selected: selected.includes(row.value ?? '') }));
    const missing = selected.filter((value) => !counted.some((row) => row.value === value));
    const values = [...counted, ...missing.map((value) => ({ value, title: titleOf(value), count: 0, selected: true }))]
      .filter((value) => value.count > 0 || value.selected)
      .sort((a, b) => (a.value === 'другое' ? 1 : 0) - (b.value === 'другое' ? 1 : 0) || russian.compare(a.title, b.title));
    if (values.length) facets.push({ key, type: 'checkbox', title: FACET_TITLES[key], values });
  }

  facets.push(...propertyFacets(of('property'), filters));
  return { facets, total: of('total')[0]?.n ?? 0 };
}

/** The order of a property's values: numbers by size, «Да» before «Нет», other text alphabetically. */
function compareValues(valueType: string | null | undefined): (a: FacetValueDto<number>, b: FacetValueDto<number>) => number {
  const number = (text: string) => Number(text.replace(/\s/g, '').replace(',', '.'));
  if (valueType === 'number') return (a, b) => number(a.title) - number(b.title) || a.value - b.value;
  if (valueType === 'boolean') return (a, b) => (a.title === 'Да' ? 0 : 1) - (b.title === 'Да' ? 0 : 1) || a.value - b.value;
  return (a, b) => russian.compare(a.title, b.title) || a.value - b.value;
}

/**
 * The facets of 1C's properties (`prop_<number>`), from the rows of property values: values with
 * products or selected, the properties covering most of the list's products first when there are more
 * than {@link MAX_PROPERTY_FACETS} (a filtered property always stays), shown in alphabet order.
 */
export function propertyFacets(rows: FacetCountRecord[], filters: ProductFacetFilters): Array<CheckboxFacetDto<PropertyFacetKeyDto, number>> {
  const selected = new Map((filters.properties ?? []).map((filter) => [filter.property, filter.values]));
  const byProperty = new Map<number, { title: string; valueType: string | null; values: Array<FacetValueDto<number>> }>();
  for (const row of rows) {
    const property = Number(row.property_id);
    const value = Number(row.value);
    const entry = byProperty.get(property) ?? { title: row.property_title ?? '', valueType: row.value_type ?? null, values: [] };
    entry.values.push({ value, title: row.title ?? '', count: row.n, selected: selected.get(property)?.includes(value) ?? false });
    byProperty.set(property, entry);
  }
  const facets = [...byProperty.entries()]
    .map(([property, entry]) => ({
      property,
      title: entry.title,
      filtered: selected.has(property),
      covered: entry.values.reduce((sum, value) => sum + value.count, 0),
      values: entry.values.filter((value) => value.count > 0 || value.selected).sort(compareValues(entry.valueType)),
    }))
    .filter((facet) => facet.values.length > 0);
  const shown = facets
    .sort((a, b) => Number(b.filtered) - Number(a.filtered) || b.covered - a.covered || a.property - b.property)
    .slice(0, Math.max(MAX_PROPERTY_FACETS, facets.filter((facet) => facet.filtered).length));
  return shown
    .sort((a, b) => russian.compare(a.title, b.title) || a.property - b.property)
    .map((facet) => ({ key: `prop_${facet.property}` as const, type: 'checkbox' as const, title: facet.title, values: facet.values }));
}

/** The same key for the same filters in any order (`brand=1,2` and `brand=2,1`). */
function cacheKey(categoryFullSlug: string | null, filters: ProductFacetFilters): string {
  const sorted = Object.entries(filters).map(([name, value]) => [name, Array.isArray(value) ? [...(value as Array<string | number>)].sort() : value]);
  return JSON.stringify([categoryFullSlug, sorted]);
}

/**
 * Facet counts of a list, from `cache` when a list without a text query was counted moments ago
 * (text queries are too varied to be worth keeping).
 */
export async function countFacets(catalog: CatalogRepository, filter: ProductFilter, cache?: FacetCache): Promise<FacetCountRecord[]> {
  const filters = filter.facets ?? NO_FILTERS;
  const key = cache && filter.search === null ? cacheKey(filter.categoryFullSlug, filters) : null;
  const cached = key !== null ? cache!.get(key) : undefined;
  if (cached) return cached;
  const rows = await catalog.countFacets(filter, ratingStepsFor(filters));
  if (key !== null) cache!.set(key, rows);
  return rows;
}
