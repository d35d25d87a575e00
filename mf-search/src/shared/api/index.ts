export {
  searchApi,
  useModalSearchQuery,
  useLazyModalSearchQuery,
  useSearchCatalogueInfiniteQuery,
  MIN_QUERY_LENGTH,
  SEARCH_PAGE_SIZE,
  isSearchable,
  normaliseSearch,
  catalogueSearchUrl,
  searchPageUrl,
  type SearchArgs,
} from './searchApi';
