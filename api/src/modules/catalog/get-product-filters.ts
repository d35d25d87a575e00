import type { ProductFiltersListDto } from 'api-contracts';
import type { CatalogRepository } from './catalog-repository';
import type { FacetCache } from './facet-cache';
import { buildFacets, countFacets } from './facets';
import { NO_FILTERS } from './product-filters';

/** The facets of the whole catalogue, nothing selected (`GET /api/products/filters`). */
export async function getProductFilters(catalog: CatalogRepository, facetCache?: FacetCache): Promise<ProductFiltersListDto> {
  const rows = await countFacets(catalog, { categoryFullSlug: null, search: null, facets: NO_FILTERS }, facetCache);
  return { facets: buildFacets(rows, NO_FILTERS).facets };
}
