import type { ProductFiltersListDto } from 'api-contracts';
import type { CatalogRepository } from './catalog-repository';
import { buildFacets, ratingStepsFor } from './facets';
import { NO_FILTERS } from './product-filters';

/** The facets of the whole catalogue, nothing selected (`GET /api/products/filters`). */
export async function getProductFilters(catalog: CatalogRepository): Promise<ProductFiltersListDto> {
  const rows = await catalog.countFacets({ categoryFullSlug: null, query: null, facets: NO_FILTERS }, ratingStepsFor(NO_FILTERS));
  return { facets: buildFacets(rows, NO_FILTERS).facets };
}
