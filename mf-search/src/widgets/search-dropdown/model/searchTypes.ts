import type { ModalSearchDto } from 'shared-kit/contracts';

/** docs/product.md §9: a search starts 500 ms after the last keystroke. */
export const SEARCH_DEBOUNCE_MS = 500;

/** What the customer asks: the text as typed and the category it is narrowed to ('' for everywhere). */
export interface SearchInput {
  query: string;
  scope: string;
}

/** What the dropdown shows for the latest input. */
export type SearchResults =
  | { status: 'idle' }
  | { status: 'loading'; query: string }
  | { status: 'ready'; query: string; scope: string; data: ModalSearchDto }
  | { status: 'failed'; query: string };

/** The search call, replaceable in tests. */
export type SearchCall = (query: string, scope: string, signal: AbortSignal) => Promise<ModalSearchDto>;

/** No search asked for (the query is too short, or the dropdown has not been opened). */
export const IDLE: SearchResults = { status: 'idle' };
