import type { FacetDto, FacetValueDto, ProductAvailabilityDto } from 'api-contracts';
import type { CatalogRepository, FacetCountRecord, ProductFilter } from './catalog-repository';
import type { FacetCache } from './facet-cache';
import { AVAILABILITY_VALUES, NO_FILTERS, type ProductFacetFilters } from './product-filters';

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
 * availability and rating in their fixed order.
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

  return { facets, total: of('total')[0]?.n ?? 0 };
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
