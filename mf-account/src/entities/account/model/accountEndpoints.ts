import { getEventBus } from 'shared-kit';
import type { AccountInfoDto, FavouritesInfoDto, WaitingInfoDto } from 'shared-kit/contracts';
import { accountApi } from '../../../shared/api';
import {
  favouriteAdded,
  favouriteRemoved,
  favouritesFailed,
  favouritesLoaded,
  favouritesRequested,
  infoFailed,
  infoLoaded,
  infoRequested,
  waitlistFailed,
  waitlistInfoLoaded,
  waitlistRequested,
  type WithAccount,
} from './accountSlice';

type Lifecycle = { dispatch: (action: { type: string }) => unknown; queryFulfilled: Promise<{ data: unknown }> };

/** Follows a read in the account slice: requested, then loaded or failed (logged). */
async function followRead<T>(
  { dispatch, queryFulfilled }: Lifecycle,
  actions: { requested: () => { type: string }; loaded: (data: T) => { type: string }; failed: () => { type: string } },
  name: string,
) {
  dispatch(actions.requested());
  try {
    const { data } = await queryFulfilled;
    dispatch(actions.loaded(data as T));
  } catch (error) {
    console.warn(`[mf_account] ${name} failed`, error);
    dispatch(actions.failed());
  }
}

export const accountEntityApi = accountApi.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/personal/info` (once the page has its session): the signed-in customer, kept in the slice. */
    accountInfo: build.query<AccountInfoDto, void>({
      query: () => ({ url: '/personal/info', afterSession: true }),
      onQueryStarted: (_arg, api) =>
        followRead<AccountInfoDto>(api, { requested: infoRequested, loaded: infoLoaded, failed: infoFailed }, 'account info'),
    }),
    /** `GET /api/favourites/info`: how many favourites and which products. */
    favouritesInfo: build.query<FavouritesInfoDto, void>({
      query: () => '/favourites/info',
      onQueryStarted: (_arg, api) =>
        followRead<FavouritesInfoDto>(
          api,
          { requested: favouritesRequested, loaded: favouritesLoaded, failed: favouritesFailed },
          'favourites info',
        ),
    }),
    /** `GET /api/waiting/info`: how many products wait in the waitlist. */
    waitingInfo: build.query<WaitingInfoDto, void>({
      query: () => '/waiting/info',
      onQueryStarted: (_arg, api) =>
        followRead<WaitingInfoDto>(
          api,
          { requested: waitlistRequested, loaded: waitlistInfoLoaded, failed: waitlistFailed },
          'waitlist info',
        ),
    }),
    /**
     * Adds a product to the favourites or removes it (`POST /api/favourites/add|remove`), then reads the
     * favourites again (a failure of that is only logged: the counts follow our own arithmetic) and tells
     * the shop through `account:favourites-changed`. A refused change changes nothing.
     */
    setFavourite: build.mutation<FavouritesInfoDto | null, { productId: number; favourite: boolean }>({
      async queryFn({ productId, favourite }, _api, _options, baseQuery) {
        const write = await baseQuery({
          url: favourite ? '/favourites/add' : '/favourites/remove',
          method: 'POST',
          body: { product_id: productId },
        });
        if (write.error) return { error: write.error };
        const info = await baseQuery('/favourites/info');
        if (info.error) console.warn('[mf_account] favourites info after a change failed', info.error);
        return { data: info.error ? null : (info.data as FavouritesInfoDto) };
      },
      async onQueryStarted({ productId, favourite }, { dispatch, getState, queryFulfilled }) {
        let info: FavouritesInfoDto | null;
        try {
          ({ data: info } = await queryFulfilled);
        } catch {
          return;
        }
        dispatch(favourite ? favouriteAdded(productId) : favouriteRemoved(productId));
        if (info) dispatch(favouritesLoaded(info));
        const { quantity, productIds } = (getState() as unknown as WithAccount).account.favourites;
        getEventBus().emit('account:favourites-changed', { quantity, productIds: [...productIds] });
      },
    }),
    /**
     * Adds a product to the waitlist or removes it (`POST /api/waiting/add|remove`): the slice takes the
     * server's new waitlist and the shop hears `account:waitlist-changed`.
     */
    setWaiting: build.mutation<WaitingInfoDto, { productId: number; waiting: boolean }>({
      query: ({ productId, waiting }) => ({
        url: waiting ? '/waiting/add' : '/waiting/remove',
        method: 'POST',
        body: { product_id: productId },
      }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        let info: WaitingInfoDto;
        try {
          ({ data: info } = await queryFulfilled);
        } catch {
          return;
        }
        dispatch(waitlistInfoLoaded(info));
        getEventBus().emit('account:waitlist-changed', { quantity: info.quantity });
      },
    }),
  }),
});

export const { useAccountInfoQuery, useSetFavouriteMutation, useSetWaitingMutation } = accountEntityApi;

/** Asks for the signed-in customer again (the header's profile popup). */
export const reloadAccountInfo = () =>
  accountEntityApi.endpoints.accountInfo.initiate(undefined, { forceRefetch: true, subscribe: false });

/** Asks for the favourites again (the header after a sign-in, a favourite button the first time). */
export const reloadFavouritesInfo = () =>
  accountEntityApi.endpoints.favouritesInfo.initiate(undefined, { forceRefetch: true, subscribe: false });

/** Asks for the waitlist again. */
export const reloadWaitingInfo = () =>
  accountEntityApi.endpoints.waitingInfo.initiate(undefined, { forceRefetch: true, subscribe: false });
