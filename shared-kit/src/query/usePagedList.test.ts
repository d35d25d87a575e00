import { renderHook } from '@testing-library/react';
import type { InfiniteQueryLike } from './pagedList';
import { usePagedList } from './usePagedList';

type Page = { content: number[]; hasNext: boolean };
const read = (page: Page) => ({ items: page.content, hasMore: page.hasNext, meta: null });

function hookResult(pages: Page[] | undefined, overrides: Partial<InfiniteQueryLike<Page>> = {}) {
  return {
    currentData: pages && { pages },
    isFetching: false,
    isFetchingNextPage: false,
    isError: false,
    isFetchNextPageError: false,
    hasNextPage: Boolean(pages?.at(-1)?.hasNext),
    fetchNextPage: jest.fn(),
    refetch: jest.fn(),
    ...overrides,
  };
}

describe('usePagedList', () => {
  it('When more is asked for, then the next page is fetched, and not again while it loads', () => {
    const query = hookResult([{ content: [1, 2], hasNext: true }]);
    const { result, rerender } = renderHook((props) => usePagedList(props, read), { initialProps: query });
    expect(result.current).toMatchObject({ status: 'ready', items: [1, 2], hasMore: true });

    result.current.loadMore();
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);

    const loading = { ...query, isFetching: true, isFetchingNextPage: true };
    rerender(loading);
    result.current.loadMore();
    expect(query.fetchNextPage).toHaveBeenCalledTimes(1);
  });

  it('When the first page failed, then retry asks for the list again; when a later one failed, for that page', () => {
    const failedFirst = hookResult(undefined, { isError: true, error: { status: 500 } });
    const { result, rerender } = renderHook((props) => usePagedList(props, read), {
      initialProps: failedFirst,
    });
    result.current.retry();
    expect(failedFirst.refetch).toHaveBeenCalledTimes(1);
    expect(failedFirst.fetchNextPage).not.toHaveBeenCalled();

    const failedSecond = hookResult([{ content: [1], hasNext: true }], {
      isError: true,
      isFetchNextPageError: true,
    });
    rerender(failedSecond);
    result.current.retry();
    expect(failedSecond.fetchNextPage).toHaveBeenCalledTimes(1);
    expect(failedSecond.refetch).not.toHaveBeenCalled();
  });

  it('When the page changed the list, then reload asks for all of it again', () => {
    const query = hookResult([{ content: [1], hasNext: false }]);
    const { result } = renderHook(() => usePagedList(query, read));
    result.current.reload();
    expect(query.refetch).toHaveBeenCalledTimes(1);
  });
});
