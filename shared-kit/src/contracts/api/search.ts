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

/** Answer of `GET /api/modal-search`. Queries shorter than 3 characters give empty lists. */
export interface ModalSearchDto {
  categories: SearchCategoryDto[];
  products: ProductDto[];
}

/** A popular request; answer of `GET /api/other-search` is a list of them. */
export interface PopularRequestDto {
  text: { value: string };
}
