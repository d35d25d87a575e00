import { getHttp, isHttpStatus } from 'shared-kit';
import type {
  BrandDto,
  BrandListDto,
  CategoryPageDto,
  CategoryTreeItemDto,
  ProductDetailsDto,
  ProductReviewsDto,
  ProductSortingDto,
  ReviewMediaListDto,
  ReviewRatingCountsDto,
  ReviewRatingDto,
  VisitedProductRequestDto,
  VisitedProductsDto,
} from 'shared-kit/contracts';

/** Products per page of a category listing: divisible by 2, 3 and 4, the grid's column counts. */
export const CATEGORY_PAGE_SIZE = 24;

/** Sort orders the catalogue offers, the default first. */
export const SORTINGS: readonly ProductSortingDto[] = ['popular', 'price_asc', 'price_desc', 'new', 'rating', 'discount'];

/** True for a sort order the API knows. */
export function isSorting(value: string | null | undefined): value is ProductSortingDto {
  return SORTINGS.includes(value as ProductSortingDto);
}

/** Turns a slug path into URL path segments, each encoded (`a/b c` → `a/b%20c`). */
function encodePath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
}

/** `GET /api/categories/tree`: the whole category tree (three levels). */
export async function getCategoryTree(signal?: AbortSignal): Promise<CategoryTreeItemDto[]> {
  const { data } = await getHttp().get<CategoryTreeItemDto[]>('/categories/tree', { signal });
  return data;
}

/** What a product listing asks for. */
export interface ProductListQuery {
  page?: number;
  pageSize?: number;
  sorting?: ProductSortingDto;
  /** Text query of a search (docs/product.md §2: the search submit lands on the category page). */
  query?: string;
  /** Category slug the search is narrowed to. */
  categoryQuery?: string;
  /** Product filters as the API's query parameters (`brand: '1,2'`, `price_min: '100'`, …). */
  filters?: Readonly<Record<string, string | undefined>>;
}

function listParams({ page, pageSize, sorting, query, categoryQuery, filters }: ProductListQuery) {
  return {
    ...filters,
    page: page && page > 1 ? page : undefined,
    pageSize: pageSize ?? CATEGORY_PAGE_SIZE,
    sorting: sorting ?? undefined,
    query: query || undefined,
    category_query: categoryQuery || undefined,
  };
}

/** `GET /api/category/{full_slug}`: a category, its sub-categories and a page of its products. */
export async function getCategoryPage(
  fullSlug: string,
  query: ProductListQuery = {},
  signal?: AbortSignal,
): Promise<CategoryPageDto> {
  const { data } = await getHttp().get<CategoryPageDto>(`/category/${encodePath(fullSlug)}`, {
    params: listParams(query),
    signal,
  });
  return data;
}

/** `GET /api/category`: the whole catalogue, or search results when `query` is given. */
export async function getCatalogue(query: ProductListQuery = {}, signal?: AbortSignal): Promise<CategoryPageDto> {
  const { data } = await getHttp().get<CategoryPageDto>('/category', { params: listParams(query), signal });
  return data;
}

/** `GET /api/products/{full_slug}`: the product page. */
export async function getProduct(path: string, signal?: AbortSignal): Promise<ProductDetailsDto> {
  const { data } = await getHttp().get<ProductDetailsDto>(`/products/${encodePath(path)}`, { signal });
  return data;
}

/** `GET /api/brand_list`: brands, optionally only those starting with the given letters. */
export async function getBrandList(letters?: string, signal?: AbortSignal): Promise<BrandListDto> {
  const { data } = await getHttp().get<BrandListDto>('/brand_list', {
    params: { letters: letters || undefined },
    signal,
  });
  return data;
}

/** `GET /api/popular_brands`: the brands the shop puts forward. */
export async function getPopularBrands(signal?: AbortSignal): Promise<BrandDto[]> {
  const { data } = await getHttp().get<BrandDto[] | { content: BrandDto[] }>('/popular_brands', { signal });
  return Array.isArray(data) ? data : (data?.content ?? []);
}

/** Reviews per page of a product's review list. */
export const REVIEWS_PAGE_SIZE = 10;

/** Review photos per page of the customers' photo strip (docs/product.md §9). */
export const REVIEW_MEDIA_PAGE_SIZE = 5;

/** Rating counts of a product nobody has reviewed. */
const NO_RATINGS: ReviewRatingCountsDto = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

/** What a product's review list asks for. */
export interface ProductReviewsQuery {
  page?: number;
  pageSize?: number;
  /** Only reviews with this rating; none for all. */
  rating?: ReviewRatingDto | null;
}

/**
 * `GET /api/reviews/model/{productId}`: a page of the product's reviews, newest first. An unknown
 * product answers HTTP 404; its body (`statusCode: 404`) is returned instead of thrown, so the caller
 * can leave it out (docs/product.md §4).
 */
export async function getProductReviews(
  productId: number,
  { page = 1, pageSize = REVIEWS_PAGE_SIZE, rating }: ProductReviewsQuery = {},
  signal?: AbortSignal,
): Promise<ProductReviewsDto> {
  try {
    const { data } = await getHttp().get<ProductReviewsDto>(`/reviews/model/${productId}`, {
      params: { page, pageSize, rating: rating || undefined },
      signal,
    });
    return data;
  } catch (error) {
    if (isHttpStatus(error, 404)) {
      return { content: [], page, pageSize, total: 0, pages: 1, statusCode: 404, rating_total: 0, rating_counts: NO_RATINGS };
    }
    throw error;
  }
}

/** `GET /api/reviews/model/{productId}/media`: a page of the photos customers attached to their reviews. */
export async function getReviewMedia(
  productId: number,
  page = 1,
  signal?: AbortSignal,
): Promise<ReviewMediaListDto> {
  const { data } = await getHttp().get<ReviewMediaListDto>(`/reviews/model/${productId}/media`, {
    params: { page, pageSize: REVIEW_MEDIA_PAGE_SIZE },
    signal,
  });
  return data;
}

/** `GET /api/products/visited`: the products this customer (session or account) opened lately, newest first. */
export async function getVisitedProducts(signal?: AbortSignal): Promise<VisitedProductsDto> {
  const { data } = await getHttp().get<VisitedProductsDto>('/products/visited', { signal });
  return Array.isArray(data) ? data : [];
}

/** `POST /api/products/visited`: records that the product page was opened. */
export async function recordProductVisit(productId: number): Promise<void> {
  const body: VisitedProductRequestDto = { product_id: productId };
  await getHttp().post('/products/visited', body);
}
