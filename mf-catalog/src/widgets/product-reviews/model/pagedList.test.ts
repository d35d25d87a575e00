import { formatReviewDate } from '../../../shared/lib/formatReviewDate';
import { initialPagedList, pagedListReducer, type PagedListState } from './pagedList';

type State = PagedListState<string, { total: number }>;

function loaded(): State {
  return pagedListReducer<string, { total: number }>(initialPagedList(), {
    type: 'pageLoaded',
    page: 1,
    items: ['a', 'b'],
    hasMore: true,
    meta: { total: 4 },
  });
}

describe('pagedListReducer', () => {
  it('When a later page arrives, then it is appended and the page number follows', () => {
    const requested = pagedListReducer(loaded(), { type: 'pageRequested', page: 2 });
    const state = pagedListReducer(requested, { type: 'pageLoaded', page: 2, items: ['c', 'd'], hasMore: false, meta: { total: 4 } });

    expect(requested.items).toEqual(['a', 'b']);
    expect(requested.loadingPage).toBe(2);
    expect(state).toMatchObject({ status: 'success', items: ['a', 'b', 'c', 'd'], page: 2, hasMore: false, loadingPage: null });
  });

  it('When page 1 is asked again (a new filter), then the list starts over but keeps its summary', () => {
    const state = pagedListReducer(loaded(), { type: 'pageRequested', page: 1 });

    expect(state).toMatchObject({ status: 'loading', items: [], page: 0, loadingPage: 1, meta: { total: 4 } });
  });

  it('When the answer is for an unknown product, then nothing of it is stored', () => {
    const state = pagedListReducer(initialPagedList<string, { total: number }>(), { type: 'pageNotFound', page: 1 });

    expect(state).toMatchObject({ status: 'success', items: [], page: 0, hasMore: false, meta: null });
  });

  it('When a later page fails, then the list is kept and the failed page is remembered for a retry', () => {
    const state = pagedListReducer(pagedListReducer(loaded(), { type: 'pageRequested', page: 2 }), {
      type: 'pageFailed',
      page: 2,
    });

    expect(state).toMatchObject({ status: 'error', items: ['a', 'b'], page: 1, failedPage: 2, loadingPage: null });
  });
});

describe('formatReviewDate', () => {
  it('When an ISO date is given, then it reads as d MMMM yyyy in Russian; a bad one gives nothing', () => {
    expect(formatReviewDate('2026-03-05T10:00:00Z')).toBe('5 марта 2026');
    expect(formatReviewDate('2025-12-31T22:30:00Z')).toBe('1 января 2026');
    expect(formatReviewDate('вчера')).toBe('');
  });
});
