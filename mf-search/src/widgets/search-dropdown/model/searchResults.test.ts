import { Subject } from 'rxjs';
import type { ModalSearchDto } from 'shared-kit/contracts';
import { normaliseSearch } from '../../../shared/api';
import { searchResults, type SearchInput, type SearchResults } from './searchResults';

/** A search call whose answers the test gives, in any order. */
function controllableSearch() {
  const calls: Array<{ query: string; scope: string; signal: AbortSignal; answer: (data: ModalSearchDto) => void }> = [];
  const search = (query: string, scope: string, signal: AbortSignal) =>
    new Promise<ModalSearchDto>((resolve) => calls.push({ query, scope, signal, answer: resolve }));
  return { calls, search };
}

describe('search results stream', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('When a newer query is searched, then the older request is aborted and its late answer ignored', async () => {
    const { calls, search } = controllableSearch();
    const input$ = new Subject<SearchInput>();
    const seen: SearchResults[] = [];
    const subscription = searchResults(input$, search, 500).subscribe((value) => seen.push(value));

    input$.next({ query: 'магний', scope: '' });
    jest.advanceTimersByTime(500);
    input$.next({ query: 'омега', scope: '' });
    jest.advanceTimersByTime(500);
    expect(calls.map((call) => call.query)).toEqual(['магний', 'омега']);
    expect(calls[0]!.signal.aborted).toBe(true);

    calls[1]!.answer(normaliseSearch({ products: [] }));
    calls[0]!.answer(normaliseSearch({ categories: [] }));
    await Promise.resolve();
    await Promise.resolve();

    const done = seen.filter((value) => value.status === 'ready');
    expect(done).toHaveLength(1);
    expect(done[0]).toMatchObject({ query: 'омега' });
    subscription.unsubscribe();
  });

  it('When the text changes only by spaces, then no new search starts; a short text clears at once', () => {
    const { calls, search } = controllableSearch();
    const input$ = new Subject<SearchInput>();
    const seen: SearchResults[] = [];
    searchResults(input$, search, 500).subscribe((value) => seen.push(value));

    input$.next({ query: 'магний', scope: '' });
    jest.advanceTimersByTime(500);
    input$.next({ query: ' магний ', scope: '' });
    jest.advanceTimersByTime(500);
    expect(calls).toHaveLength(1);

    input$.next({ query: 'ма', scope: '' });
    expect(seen.at(-1)).toEqual({ status: 'idle' });
    expect(calls[0]!.signal.aborted).toBe(true);
  });

  it('When the category changes, then the same text is searched again in it', () => {
    const { calls, search } = controllableSearch();
    const input$ = new Subject<SearchInput>();
    searchResults(input$, search, 500).subscribe();

    input$.next({ query: 'магний', scope: '' });
    jest.advanceTimersByTime(500);
    input$.next({ query: 'магний', scope: 'vitaminy-i-bady/mineraly' });
    jest.advanceTimersByTime(500);

    expect(calls.map(({ query, scope }) => ({ query, scope }))).toEqual([
      { query: 'магний', scope: '' },
      { query: 'магний', scope: 'vitaminy-i-bady/mineraly' },
    ]);
  });
});
