/**
 * The catalog module's face: the catalogue's repository, its card columns and mappers, category pages and the product search plan.
 * Files outside the module import it only from here (docs/adr/0041-api-module-faces.md).
 */
export { toProductDto } from './catalog-mappers';
export { CARD_COLUMNS, createCatalogRepository, type CatalogRepository, type CategoryRecord, type PriceListRecord, type ProductCardRecord } from './catalog-repository';
export { withCategoryMemo } from './category-memo';
export { isSearchableText } from './get-category-page';
export { getCategoryTree } from './get-category-tree';
export { NO_FILTERS, type ProductFacetFilters } from './product-filters';
export { type SearchPlan } from './product-search';
export { createVisitsRepository, type VisitsRepository } from './visits-repository';
