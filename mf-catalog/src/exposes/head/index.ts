// The heads of the catalogue's pages (ADR 0043), built on the server from the data the page was rendered
// with: the shell's server writes them into the page. Loaded only by the server's render (routes.tsx).
import { getHttp } from 'shared-kit';
import type { HeadMatch, PageHead, ProductDetailsDto, ProductReviewsDto } from 'shared-kit/contracts';
import type { CatalogDispatch } from '../../app/store';
import { catalogApi } from '../../shared/api';
import { listingRequestOf } from '../../widgets/product-listing';
import { brandsHead, catalogueHead, categoryHead, productHead } from './pageHeads';

export { productHead, categoryHead, catalogueHead, brandsHead } from './pageHeads';

/** The pages of the catalogue that describe their head. */
export type HeadKind = 'product' | 'category' | 'catalogue' | 'brands';

/** Reviews a product's JSON-LD carries: a few, the newest. */
const LD_REVIEWS = 3;

const { endpoints } = catalogApi;

/** The route's splat, as its prefetch reads it. */
const splatOf = ({ params }: Pick<HeadMatch, 'params'>) => params['*'] ?? '';

/** The product's path as the product page and its prefetch ask for it. */
const productPathOf = (match: Pick<HeadMatch, 'params'>) => splatOf(match).replace(/^\/+|\/+$/g, '');

/** The few newest reviews of a product that has any; null when it has none or they cannot be read. */
async function newestReviews(product: ProductDetailsDto): Promise<ProductReviewsDto | null> {
  if (!Number.isInteger(product.id) || !(product.reviews_count > 0)) return null;
  try {
    const { data } = await getHttp().get<ProductReviewsDto>(`/reviews/${product.id}`, { params: { page: 1, pageSize: LD_REVIEWS } });
    return data ?? null;
  } catch {
    return null;
  }
}

/**
 * The head of a page from the data its prefetch put in the store: each query is asked again without a
 * subscription, which answers from the store (the product is not read a second time). Null when the page
 * has no head of its own here (a search result: the shell's).
 */
export async function pageHead(kind: HeadKind, match: HeadMatch, dispatch: CatalogDispatch): Promise<PageHead | null> {
  switch (kind) {
    case 'product': {
      const { data } = await dispatch(endpoints.product.initiate(productPathOf(match), { subscribe: false }));
      return data ? productHead(data, await newestReviews(data), match.base) : null;
    }
    case 'category': {
      const request = listingRequestOf(splatOf(match), match.search);
      if (request.query || request.categoryQuery) return null;
      const { data } = await dispatch(endpoints.listing.initiate(request, { subscribe: false }));
      return data ? categoryHead(data, match.base) : null;
    }
    case 'catalogue': {
      const request = listingRequestOf('', match.search);
      return catalogueHead(match.base, Boolean(request.query || request.categoryQuery));
    }
    case 'brands': {
      const letter = (match.search.get('letter') ?? '').trim().toUpperCase();
      const { data } = await dispatch(endpoints.brandList.initiate(letter, { subscribe: false }));
      return data ? brandsHead(data, match.base) : null;
    }
    default:
      return null;
  }
}
