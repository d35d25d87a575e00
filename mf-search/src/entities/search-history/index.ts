export { HISTORY_LIMIT, uniqueSearches, useClearSearchHistoryMutation, useLazySearchHistoryQuery } from './model/searchHistory';
