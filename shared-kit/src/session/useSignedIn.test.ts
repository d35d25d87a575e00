import { act, renderHook } from '@testing-library/react';
import { getSession } from './sessionService';
import { useSignedIn } from './useSignedIn';

afterEach(() => getSession().signOut());

describe('useSignedIn', () => {
  it('When the customer signs in and out, then the hook follows the session', () => {
    const { result } = renderHook(() => useSignedIn());
    expect(result.current).toBe(false);

    act(() => getSession().signIn('key-1'));
    expect(result.current).toBe(true);

    act(() => getSession().signOut());
    expect(result.current).toBe(false);
  });
});
