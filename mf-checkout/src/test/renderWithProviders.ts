import { createRenderWithProviders } from 'shared-kit/testing';
import type { CartInfoDto, CartListDto } from 'shared-kit/contracts';
import { makeStore } from '../app/store';
import { cartApi, cartTotalsArrived } from '../entities/cart';
import { linesOf } from '../shared/api';

/** The one test wrapper: a fresh store of the app and a memory router (see shared-kit/testing). */
export const renderWithProviders = createRenderWithProviders(makeStore);

/**
 * A store state whose cart is already in the API's cache, as the header or a server render leaves it
 * (docs/adr/0024): pass it as `preloadedState`.
 */
export function cartState({ info, list }: { info?: CartInfoDto; list?: CartListDto }) {
  const store = makeStore();
  if (info) store.dispatch(cartTotalsArrived(info));
  if (list) {
    store.dispatch(
      cartApi.util.upsertQueryEntries([
        { endpointName: 'cartList', arg: undefined as never, value: { lines: linesOf(list), statuses: list.statuses } },
      ]),
    );
  }
  return JSON.parse(JSON.stringify(store.getState())) as ReturnType<typeof store.getState>;
}
