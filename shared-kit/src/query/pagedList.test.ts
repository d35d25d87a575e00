import { pagedListOf, type InfiniteQueryLike } from './pagedList';

type Page = { items: string[]; more: boolean; total: number } | 'unknown';

const read = (page: Page) =>
  page === 'unknown' ? null : { items: page.items, hasMore: page.more, meta: { total: page.total } };

function query(
  pages: Page[] | undefined,
  overrides: Partial<InfiniteQueryLike<Page>> = {},
): InfiniteQueryLike<Page> {
  return {
    currentData: pages && { pages },
    data: pages && { pages },
    isFetching: false,
    isFetchingNextPage: false,
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: Boolean(
      pages?.at(-1) !== 'unknown' && (pages?.at(-1) as { more?: boolean } | undefined)?.more,
    ),
    ...overrides,
  };
}

const first: Page = { items: ['a', 'b'], more: true, total: 4 };
const second: Page = { items: ['c', 'd'], more: false, total: 4 };

describe('paged list of an infinite query', () => {
  it('When a later page arrives, then it is appended and the page number follows', () => {
    expect(pagedListOf(query([first], { isFetching: true, isFetchingNextPage: true }), read)).toMatchObject({
      status: 'ready',
      items: ['a', 'b'],
      loadingPage: 2,
    });
    expect(pagedListOf(query([first, second]), read)).toMatchObject({
      status: 'ready',
      items: ['a', 'b', 'c', 'd'],
      page: 2,
      hasMore: false,
      loadingPage: null,
    });
  });

  it('When page 1 is asked for a new filter, then the list starts over but keeps its summary', () => {
    const state = pagedListOf({ ...query(undefined, { isFetching: true }), data: { pages: [first] } }, read);
    expect(state).toMatchObject({
      status: 'loading',
      items: [],
      page: 0,
      loadingPage: 1,
      meta: { total: 4 },
    });
  });

  it('When the answer is for an unknown product, then nothing of it is stored', () => {
    expect(pagedListOf(query(['unknown']), read)).toMatchObject({
      status: 'ready',
      items: [],
      page: 0,
      hasMore: false,
      meta: null,
    });
  });

  it('When a later page fails, then the list is kept and the failed page is remembered for a retry', () => {
    const state = pagedListOf(
      query([first], { isError: true, isFetchNextPageError: true, error: { status: 500 } }),
      read,
    );
    expect(state).toMatchObject({
      status: 'ready',
      items: ['a', 'b'],
      page: 1,
      failedPage: 2,
      loadingPage: null,
    });
  });

  it('When the first page fails, then the list has failed, or asks for a sign-in after a 401 or 403', () => {
    expect(pagedListOf(query(undefined, { isError: true, error: { status: 500 } }), read)).toMatchObject({
      status: 'failed',
      failedPage: 1,
    });
    expect(pagedListOf(query(undefined, { isError: true, error: { status: 401 } }), read)).toMatchObject({
      status: 'unauthorized',
      failedPage: 1,
    });
    expect(pagedListOf(query(undefined, { isError: true, error: { status: 403 } }), read).status).toBe(
      'unauthorized',
    );
  });

  it('When nothing has been asked for yet, then the list is loading', () => {
    expect(pagedListOf(query(undefined), read)).toMatchObject({
      status: 'loading',
      items: [],
      loadingPage: null,
      failedPage: null,
    });
  });
});
