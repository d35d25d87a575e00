import { createApi } from '@reduxjs/toolkit/query/react';
import { httpBaseQuery } from 'shared-kit';
import type {
  AdvantageDto,
  BannerDto,
  BannerSelectionKeyDto,
  CompanyReviewDto,
  PartnerDto,
  ProductSelectionDto,
  ProductSelectionKeyDto,
  RegionBannerDto,
  SelectionKeysDto,
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
export function encodePath(path: string): string {
  return path
    .split('/')
    .filter(Boolean)
    .map((segment) => encodeURIComponent(segment))
    .join('/');
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

export function listParams({ page, pageSize, sorting, query, categoryQuery, filters }: ProductListQuery) {
  return {
    ...filters,
    page: page && page > 1 ? page : undefined,
    pageSize: pageSize ?? CATEGORY_PAGE_SIZE,
    sorting: sorting ?? undefined,
    query: query || undefined,
    category_query: categoryQuery || undefined,
  };
}

/** Reviews per page of a product's review list. */
export const REVIEWS_PAGE_SIZE = 10;

/** Review photos per page of the customers' photo strip (docs/product.md §9). */
export const REVIEW_MEDIA_PAGE_SIZE = 5;

/** Rating counts of a product nobody has reviewed. */
export const NO_RATINGS: ReviewRatingCountsDto = { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };

/** What a product's review list asks for. */
export interface ProductReviewsQuery {
  page?: number;
  pageSize?: number;
  /** Only reviews with this rating; none for all. */
  rating?: ReviewRatingDto | null;
}

/** What a category page (or the catalogue root, or search results) asks for; read from its address. */
export interface ListingRequest {
  slug: string;
  page: number;
  sorting: ProductSortingDto;
  query: string;
  categoryQuery: string;
  filters: Readonly<Record<string, string | undefined>>;
}

/** A list answer, or an empty list when the API answered something else (the section then hides). */
function listOf<T>(data: unknown): T[] {
  return Array.isArray(data) ? (data as T[]) : [];
}

/**
 * The catalogue team's one RTK Query API (docs/adr/0024) over the shared HTTP client. A page's data is
 * asked for again on every visit (nothing is kept once no component shows it); the category tree and
 * the selections are loaded once per page load and kept.
 */
export const catalogApi = createApi({
  reducerPath: 'catalogApi',
  baseQuery: httpBaseQuery(),
  keepUnusedDataFor: 0,
  tagTypes: ['Reviews'],
  endpoints: (build) => ({
    /** `GET /api/categories/tree`: the whole category tree (three levels), once per page load. */
    categoryTree: build.query<CategoryTreeItemDto[], void>({ query: () => '/categories/tree', keepUnusedDataFor: Infinity }),
    /**
     * A listing: search results (`GET /api/category?query=…`, narrowed to a category when one is named,
     * docs/product.md §2 and §7), a category (`GET /api/category/{full_slug}`) or the whole catalogue.
     */
    listing: build.query<CategoryPageDto, ListingRequest>({
      query: ({ slug, page, sorting, query, categoryQuery, filters }) => {
        if (query || categoryQuery) {
          return { url: '/category', params: listParams({ page, sorting, query, categoryQuery: categoryQuery || slug, filters }) };
        }
        return { url: slug ? `/category/${encodePath(slug)}` : '/category', params: listParams({ page, sorting, filters }) };
      },
    }),
    /** `GET /api/products/{full_slug}`: the product page. */
    product: build.query<ProductDetailsDto, string>({ query: (path) => `/products/${encodePath(path)}` }),
    /** `GET /api/brand_list`: brands, optionally only those starting with the given letters. */
    brandList: build.query<BrandListDto, string>({
      query: (letters) => ({ url: '/brand_list', params: { letters: letters || undefined } }),
    }),
    /** `GET /api/popular_brands`: the brands the shop puts forward. */
    popularBrands: build.query<BrandDto[], void>({
      query: () => '/popular_brands',
      transformResponse: (data: BrandDto[] | { content: BrandDto[] } | null) =>
        Array.isArray(data) ? data : (data?.content ?? []),
    }),
    /**
     * `GET /api/reviews/model/{productId}`: the product's reviews, newest first, page by page ('Показать
     * ещё' appends). An unknown product answers HTTP 404; its body (`statusCode: 404`) is kept as the
     * answer instead of an error, so the page can leave it out (docs/product.md §4). `version` changes
     * when the customer sent a review, so the list reads again from its first page.
     */
    productReviews: build.infiniteQuery<
      ProductReviewsDto,
      { productId: number; rating: ReviewRatingDto | null; version: number },
      number
    >({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage) =>
          last.statusCode !== 404 && last.page < last.pages ? lastPage + 1 : undefined,
      },
      async queryFn({ queryArg: { productId, rating }, pageParam: page }, _api, _options, baseQuery) {
        const answer = await baseQuery({
          url: `/reviews/model/${productId}`,
          params: { page, pageSize: REVIEWS_PAGE_SIZE, rating: rating || undefined },
        });
        if (answer.error?.status === 404) {
          const empty: ProductReviewsDto = {
            content: [],
            page,
            pageSize: REVIEWS_PAGE_SIZE,
            total: 0,
            pages: 1,
            statusCode: 404,
            rating_total: 0,
            rating_counts: NO_RATINGS,
          };
          return { data: empty };
        }
        return answer.error ? { error: answer.error } : { data: answer.data as ProductReviewsDto };
      },
    }),
    /** `GET /api/reviews/model/{productId}/media`: the photos customers attached to their reviews, page by page. */
    reviewMedia: build.infiniteQuery<ReviewMediaListDto, number, number>({
      infiniteQueryOptions: {
        initialPageParam: 1,
        getNextPageParam: (last, _all, lastPage) => (last.page * last.pageSize < last.total ? lastPage + 1 : undefined),
      },
      query: ({ queryArg: productId, pageParam: page }) => ({
        url: `/reviews/model/${productId}/media`,
        params: { page, pageSize: REVIEW_MEDIA_PAGE_SIZE },
      }),
    }),
    /**
     * `GET /api/products/visited`: the products this customer (session or account) opened lately, newest
     * first; asked once the shell has given the page its session. The argument is the product of the page
     * (0 for none), so each page asks again.
     */
    visitedProducts: build.query<VisitedProductsDto, number>({
      query: () => ({ url: '/products/visited', afterSession: true }),
      transformResponse: (data: unknown) => (Array.isArray(data) ? (data as VisitedProductsDto) : []),
    }),
    /** `POST /api/products/visited`: records that the product page was opened. */
    recordVisit: build.mutation<void, number>({
      query: (productId) => {
        const body: VisitedProductRequestDto = { product_id: productId };
        return { url: '/products/visited', method: 'POST', body };
      },
    }),
    /** `GET /api/selection/active_key`: the selections that have something to show now, once per page load. */
    activeSelectionKeys: build.query<SelectionKeysDto, void>({
      query: () => '/selection/active_key',
      transformResponse: (data: unknown) => listOf<string>(data).filter((key) => typeof key === 'string'),
      keepUnusedDataFor: Infinity,
    }),
    /** `GET /api/selection/{key}` of a banner selection: its banners in display order, once per page load. */
    bannerSelection: build.query<BannerDto[], BannerSelectionKeyDto>({
      query: (key) => `/selection/${key}`,
      transformResponse: (data: unknown) => listOf<BannerDto>(data),
      keepUnusedDataFor: Infinity,
    }),
    /** `GET /api/selection/{key}` of a product selection (`products/week`, `actions/main`, `main`). */
    productSelection: build.query<ProductSelectionDto, ProductSelectionKeyDto>({
      query: (key) => `/selection/${key}`,
      transformResponse: (data: Partial<ProductSelectionDto> | null, _meta, key) => ({
        key,
        title: typeof data?.title === 'string' ? data.title : '',
        products: listOf(data?.products),
      }),
    }),
    /** `GET /api/reviews_company`: what customers say about the shop. */
    companyReviews: build.query<CompanyReviewDto[], void>({ query: () => '/reviews_company', transformResponse: listOf<CompanyReviewDto> }),
    /** `GET /api/partners/`: brands and organisations the shop works with. */
    partners: build.query<PartnerDto[], void>({ query: () => '/partners/', transformResponse: listOf<PartnerDto> }),
    /** `GET /api/advantages/`: why to buy here. */
    advantages: build.query<AdvantageDto[], void>({ query: () => '/advantages/', transformResponse: listOf<AdvantageDto> }),
    /** `GET /api/banners/regions/`: delivery terms by region. */
    regionBanners: build.query<RegionBannerDto[], void>({ query: () => '/banners/regions/', transformResponse: listOf<RegionBannerDto> }),
  }),
});

export const {
  useCategoryTreeQuery,
  useListingQuery,
  useProductQuery,
  useBrandListQuery,
  usePopularBrandsQuery,
  useProductReviewsInfiniteQuery,
  useReviewMediaInfiniteQuery,
  useVisitedProductsQuery,
  useRecordVisitMutation,
  useActiveSelectionKeysQuery,
  useBannerSelectionQuery,
  useProductSelectionQuery,
  useCompanyReviewsQuery,
  usePartnersQuery,
  useAdvantagesQuery,
  useRegionBannersQuery,
} = catalogApi;
