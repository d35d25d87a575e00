import { useParams, useSearchParams } from 'react-router-dom';
import { readFilterQuery } from '../../../features/product-filters';
import { isSorting, type ListingRequest } from '../../../shared/api';

/**
 * What an address asks the listing for: the slug, page, order, search and filters. Pure, so that the
 * server renderer asks for exactly what the page's hook will (ADR 0027).
 */
export function listingRequestOf(splat: string, params: URLSearchParams): ListingRequest {
  const page = Number.parseInt(params.get('page') ?? '1', 10);
  const sorting = params.get('sorting');
  return {
    slug: splat.replace(/^\/+|\/+$/g, ''),
    page: Number.isFinite(page) && page > 1 ? page : 1,
    sorting: isSorting(sorting) ? sorting : 'popular',
    query: (params.get('query') ?? '').trim(),
    categoryQuery: (params.get('category_query') ?? '').trim(),
    filters: readFilterQuery(params),
  };
}

/** The listing request of the current address. */
export function useListingRequest(atRoot: boolean): ListingRequest {
  // The shell renders our routes inside its own splat route: at `/category` (no splat of ours) the
  // inherited `*` is the shell's whole path, so it must not be read as a category slug.
  const { '*': routeSplat = '' } = useParams();
  const [params] = useSearchParams();
  return listingRequestOf(atRoot ? '' : routeSplat, params);
}
