import type { ProductDto } from './catalog';

/** A category that matches a search query. */
export interface SearchCategoryDto {
  categoryId: number;
  categoryName: string;
  /** Full slug of the category (for `/category/{slug}`). */
  categorySlug: string;
  /** Title of the parent category, or null for a top-level one. */
  parentCategoryName: string | null;
}

/**
 * Answer of `GET /api/modal-search?query=&category_query=`. Queries shorter than 3 characters after
 * trimming give empty lists (popular products and requests still come).
 *
 * The search understands Russian morphology, typos, the wrong keyboard layout and transliteration.
 * When the products were found for a corrected form of the query (`dbnfvbys` → `витамины`,
 * `колаген` → `коллаген`), `corrected_query` holds that form and the storefront says
 * «Показаны результаты по запросу «витамины»»; otherwise it is null.
 */
export interface ModalSearchDto {
  categories: SearchCategoryDto[];
  products: ProductDto[];
  /** Bestsellers in the chosen category (or everywhere), for an empty or fruitless query. */
  popular_products: ProductDto[];
  /** What shoppers search most, computed from real searches. */
  popular_requests: PopularRequestDto[];
  corrected_query: string | null;
}

/** A popular request; answer of `GET /api/other-search` is a list of them. */
export interface PopularRequestDto {
  text: { value: string };
}

/**
 * One of the customer's own recent searches (`GET /api/search/history`, newest first, at most 10;
 * `DELETE /api/search/history` clears them). A search is recorded when the results page
 * (`/api/category?query=`) is asked for by a session or a signed-in customer and finds something.
 */
export interface SearchHistoryItemDto {
  query: string;
  /** Full slug of the category the search was limited to, or ''. */
  category_query: string;
  /** ISO time. */
  searched_at: string;
}
