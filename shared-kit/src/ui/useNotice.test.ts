import { act, renderHook } from '@testing-library/react';
import { NOTICE_MS, useNotice } from './useNotice';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('useNotice', () => {
  it('When a notice is shown, then it is an error unless told otherwise and goes by itself', () => {
    const { result } = renderHook(() => useNotice());

    act(() => result.current.show('Не удалось добавить товар'));
    expect(result.current.notice).toEqual({ text: 'Не удалось добавить товар', kind: 'error' });

    act(() => jest.advanceTimersByTime(NOTICE_MS));
    expect(result.current.notice).toBeNull();
  });

  it('When a newer notice comes, then it replaces the old one and stays its full time', () => {
    const { result } = renderHook(() => useNotice());
    act(() => result.current.show('Первое'));
    act(() => jest.advanceTimersByTime(NOTICE_MS - 1000));

    act(() => result.current.show('Товар добавлен в избранное', 'info'));
    act(() => jest.advanceTimersByTime(1000));

    expect(result.current.notice).toEqual({ text: 'Товар добавлен в избранное', kind: 'info' });
  });

  it('When the component goes away, then the pending timer goes with it', () => {
    const { result, unmount } = renderHook(() => useNotice());
    act(() => result.current.show('Ошибка'));

    unmount();

    expect(jest.getTimerCount()).toBe(0);
  });
});
