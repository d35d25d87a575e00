import { useEffect } from 'react';
import { getEventBus, whenSessionReady } from 'shared-kit';
import {
  favouritesLoaded,
  reloadAccountInfo,
  reloadFavouritesInfo,
  reloadWaitingInfo,
  selectAccount,
  useAccountDispatch,
  useAccountSelector,
  waitlistLoaded,
} from '../../../entities/account';

/**
 * What the header's icons show of the account: the favourites and waitlist counts (loaded once signed in,
 * following the shop's `account:favourites-changed` and `account:waitlist-changed`), and the customer, loaded
 * when the profile popup first opens.
 */
export function useHeaderAccount(signedIn: boolean, profileOpen: boolean) {
  const dispatch = useAccountDispatch();
  const { favourites, waitlist, info, infoStatus } = useAccountSelector(selectAccount);

  useEffect(() => {
    if (!signedIn) return;
    let active = true;
    void whenSessionReady().then(() => {
      if (!active) return;
      void dispatch(reloadFavouritesInfo());
      void dispatch(reloadWaitingInfo());
    });
    return () => {
      active = false;
    };
  }, [dispatch, signedIn]);

  useEffect(() => {
    const bus = getEventBus();
    const stopFavourites = bus.subscribe('account:favourites-changed', ({ quantity, productIds }) =>
      dispatch(favouritesLoaded({ quantity, products: productIds })),
    );
    const stopWaitlist = bus.subscribe('account:waitlist-changed', ({ quantity }) => dispatch(waitlistLoaded(quantity)));
    return () => {
      stopFavourites();
      stopWaitlist();
    };
  }, [dispatch]);

  useEffect(() => {
    if (signedIn && profileOpen && infoStatus === 'idle') void dispatch(reloadAccountInfo());
  }, [dispatch, signedIn, profileOpen, infoStatus]);

  return { favourites, waitlist, info };
}
