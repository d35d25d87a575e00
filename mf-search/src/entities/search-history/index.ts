export { HISTORY_LIMIT, uniqueSearches, useClearSearchHistoryMutation, useLazySearchHistoryQuery } from './searchHistory';
