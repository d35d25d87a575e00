import {
  accountSlice,
  favouriteAdded,
  favouriteRemoved,
  favouritesLoaded,
  infoFailed,
  infoLoaded,
  initialAccountState,
  signedOut,
  waitlistLoaded,
  waitlistInfoLoaded,
} from './accountSlice';
import { accountInfo } from '../../../test/fixtures';

const reducer = accountSlice.reducer;

describe('account slice', () => {
  it('When the account info is loaded, then it is stored', () => {
    const state = reducer(initialAccountState, infoLoaded(accountInfo()));

    expect(state.info?.email).toBe('anna@example.ru');
    expect(state.infoStatus).toBe('ready');
    expect(reducer(state, infoFailed()).infoStatus).toBe('failed');
  });

  it('When favourites info is loaded, then quantity and product ids are stored', () => {
    const state = reducer(initialAccountState, favouritesLoaded({ quantity: 2, products: [3, 9] }));

    expect(state.favourites).toEqual({ quantity: 2, productIds: [3, 9], status: 'ready' });
  });

  it('When a product is added twice, then it counts once; removing it lowers the count', () => {
    const loaded = reducer(initialAccountState, favouritesLoaded({ quantity: 1, products: [3] }));

    const added = reducer(reducer(loaded, favouriteAdded(7)), favouriteAdded(7));
    const removed = reducer(added, favouriteRemoved(3));

    expect(added.favourites.quantity).toBe(2);
    expect(removed.favourites).toMatchObject({ quantity: 1, productIds: [7] });
    expect(reducer(removed, favouriteRemoved(42)).favourites.quantity).toBe(1);
  });

  it('When the waitlist quantity arrives, then it is stored and never negative', () => {
    expect(reducer(initialAccountState, waitlistLoaded(4)).waitlist).toEqual({
      quantity: 4,
      productIds: [],
      status: 'ready',
    });
    expect(reducer(initialAccountState, waitlistLoaded(-1)).waitlist.quantity).toBe(0);
  });

  it('When the server answers the waitlist with its products, then both the count and the ids are stored', () => {
    expect(reducer(initialAccountState, waitlistInfoLoaded({ quantity: 2, products: [9, 4] })).waitlist).toEqual({
      quantity: 2,
      productIds: [9, 4],
      status: 'ready',
    });
  });

  it('When the customer signs out, then nothing personal stays', () => {
    const full = reducer(
      reducer(initialAccountState, infoLoaded(accountInfo())),
      favouritesLoaded({ quantity: 1, products: [3] }),
    );

    expect(reducer(full, signedOut())).toEqual(initialAccountState);
  });
});
