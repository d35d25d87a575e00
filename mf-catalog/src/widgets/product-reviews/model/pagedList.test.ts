import { pagedListOf, type InfiniteQueryState } from './pagedList';

type Page = { items: string[]; more: boolean; total: number } | 'unknown';

const read = (page: Page) => (page === 'unknown' ? null : { items: page.items, hasMore: page.more, meta: { total: page.total } });

function query(pages: Page[] | undefined, overrides: Partial<InfiniteQueryState<Page>> = {}): InfiniteQueryState<Page> {
  return {
    currentData: pages && { pages },
    data: pages && { pages },
    isFetching: false,
    isFetchingNextPage: false,
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: Boolean(pages?.at(-1) !== 'unknown' && (pages?.at(-1) as { more?: boolean } | undefined)?.more),
    ...overrides,
  };
}

const first: Page = { items: ['a', 'b'], more: true, total: 4 };
const second: Page = { items: ['c', 'd'], more: false, total: 4 };

describe('paged list of an infinite query', () => {
  it('When a later page arrives, then it is appended and the page number follows', () => {
    expect(pagedListOf(query([first], { isFetching: true, isFetchingNextPage: true }), read)).toMatchObject({
      items: ['a', 'b'],
      loadingPage: 2,
      status: 'loading',
    });
    expect(pagedListOf(query([first, second]), read)).toMatchObject({
      status: 'success',
      items: ['a', 'b', 'c', 'd'],
      page: 2,
      hasMore: false,
      loadingPage: null,
    });
  });

  it('When page 1 is asked for a new filter, then the list starts over but keeps its summary', () => {
    const state = pagedListOf({ ...query(undefined, { isFetching: true }), data: { pages: [first] } }, read);
    expect(state).toMatchObject({ status: 'loading', items: [], page: 0, loadingPage: 1, meta: { total: 4 } });
  });

  it('When the answer is for an unknown product, then nothing of it is stored', () => {
    expect(pagedListOf(query(['unknown']), read)).toMatchObject({ status: 'success', items: [], page: 0, hasMore: false, meta: null });
  });

  it('When a later page fails, then the list is kept and the failed page is remembered for a retry', () => {
    const state = pagedListOf(query([first], { isError: true, isFetchNextPageError: true }), read);
    expect(state).toMatchObject({ status: 'error', items: ['a', 'b'], page: 1, failedPage: 2, loadingPage: null });
  });
});
