export {
  failureOf,
  queryStateOf,
  type LoadStatus,
  type QueryResultLike,
  type QueryState,
  type QueryStatus,
} from './queryState';
export { pagedListOf, type InfiniteQueryLike, type PageAnswer, type PagedListState } from './pagedList';
export { usePagedList, type PagedList } from './usePagedList';
