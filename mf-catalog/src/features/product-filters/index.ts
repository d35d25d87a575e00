export { FilterPanel, type FilterPanelProps } from './ui/FilterPanel';
export { FilterChips } from './ui/FilterChips';
export { MobileFilters, type MobileFiltersProps } from './ui/MobileFilters';
export {
  clearFilters,
  countFilters,
  parsePriceInput,
  readFilterQuery,
  visibleFacets,
  type FilterQuery,
} from './model/filterParams';
export { useFilterParams } from './model/useFilterParams';
