/**
 * A list loaded page by page where 'Показать ещё' appends the next page (docs/product.md §4: loading more reviews
 * and media appends to the content list and updates the page number).
 */
export interface PagedListState<T, M> {
  status: 'loading' | 'success' | 'error';
  items: T[];
  /** The last page appended; 0 before the first answer. */
  page: number;
  /** The page being loaded, or null. */
  loadingPage: number | null;
  /** The page whose load failed, or null. */
  failedPage: number | null;
  hasMore: boolean;
  /** What the answers say about the whole list (e.g. the rating summary); null before the first one. */
  meta: M | null;
}

/** What happens to a paged list. */
export type PagedListAction<T, M> =
  | { type: 'pageRequested'; page: number }
  | { type: 'pageLoaded'; page: number; items: T[]; hasMore: boolean; meta: M }
  | { type: 'pageNotFound'; page: number }
  | { type: 'pageFailed'; page: number };

/** A list before its first answer. */
export function initialPagedList<T, M>(): PagedListState<T, M> {
  return { status: 'loading', items: [], page: 0, loadingPage: 1, failedPage: null, hasMore: false, meta: null };
}

/** Pure reducer of {@link PagedListState}. */
export function pagedListReducer<T, M>(state: PagedListState<T, M>, action: PagedListAction<T, M>): PagedListState<T, M> {
  switch (action.type) {
    case 'pageRequested':
      // The first page starts the list over (a new filter); the summary of the whole list stays until
      // the new answer replaces it.
      return action.page <= 1
        ? { ...initialPagedList<T, M>(), meta: state.meta }
        : { ...state, status: 'loading', loadingPage: action.page, failedPage: null };
    case 'pageLoaded':
      if (action.page <= 1) {
        return { status: 'success', items: action.items, page: 1, loadingPage: null, failedPage: null, hasMore: action.hasMore, meta: action.meta };
      }
      return {
        ...state,
        status: 'success',
        items: [...state.items, ...action.items],
        page: action.page,
        loadingPage: null,
        failedPage: null,
        hasMore: action.hasMore,
        meta: state.meta ?? action.meta,
      };
    case 'pageNotFound':
      // An answer for an unknown product is not stored: the list stays as it was, with nothing more to load.
      return { ...state, status: 'success', loadingPage: null, failedPage: null, hasMore: false };
    case 'pageFailed':
      return { ...state, status: 'error', loadingPage: null, failedPage: action.page };
    default:
      return state;
  }
}
