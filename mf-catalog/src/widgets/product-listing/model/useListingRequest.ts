import { useParams, useSearchParams } from 'react-router-dom';
import { readFilterQuery } from '../../../features/product-filters';
import { isSorting, type ListingRequest } from '../../../shared/api';

/** What the address asks the listing for: the slug, page, order, search and filters. */
export function useListingRequest(atRoot: boolean): ListingRequest {
  // The shell renders our routes inside its own splat route: at `/category` (no splat of ours) the
  // inherited `*` is the shell's whole path, so it must not be read as a category slug.
  const { '*': routeSplat = '' } = useParams();
  const splat = atRoot ? '' : routeSplat;
  const [params] = useSearchParams();
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
