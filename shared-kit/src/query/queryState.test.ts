import { queryStateOf } from './queryState';

describe('queryStateOf', () => {
  it('When the query is asked for (again), then it is loading, even with an earlier answer', () => {
    expect(queryStateOf({ isFetching: true, currentData: 1 })).toEqual({ status: 'loading' });
    expect(queryStateOf({ isFetching: false })).toEqual({ status: 'loading' });
  });

  it('When the answer came, then it is ready with it', () => {
    expect(queryStateOf({ isFetching: false, currentData: { a: 1 } })).toEqual({
      status: 'ready',
      data: { a: 1 },
    });
  });

  it('When it failed, then it is unauthorized after a 401 or 403, else failed', () => {
    expect(queryStateOf({ isFetching: false, error: { status: 401 } }).status).toBe('unauthorized');
    expect(queryStateOf({ isFetching: false, error: { status: 403 } }).status).toBe('unauthorized');
    expect(queryStateOf({ isFetching: false, error: { status: 500 } })).toEqual({
      status: 'failed',
      error: { status: 500 },
    });
  });
});
