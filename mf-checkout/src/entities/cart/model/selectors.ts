import type { LoadStatus } from 'shared-kit';
import { NO_STATUSES } from '../../../shared/api';
import { cartApi, type WithCart } from './cartApi';

/** Progress of one load, in the shop's words (docs/adr/0044). */
const STATUS = { uninitialized: 'idle', pending: 'loading', fulfilled: 'ready', rejected: 'failed' } as const satisfies Record<string, LoadStatus>;

const infoResult = cartApi.endpoints.cartInfo.select();
const listResult = cartApi.endpoints.cartList.select();

/** Totals from `GET /api/cart/info` (or a write's answer), null until they arrive. */
export const selectCartInfo = (state: WithCart) => infoResult(state).data ?? null;
export const selectCartInfoStatus = (state: WithCart): LoadStatus => STATUS[infoResult(state).status];
/** Units in the cart for the header badge. */
export const selectCartCount = (state: WithCart) => state.cart.count;
export const selectCartLines = (state: WithCart) => listResult(state).data?.lines ?? NO_LINES;
export const selectCartListStatus = (state: WithCart): LoadStatus => STATUS[listResult(state).status];
/** Cart statuses of docs/product.md §3: gifts may be chosen, a gift is in, titles out of stock. */
export const selectCartStatuses = (state: WithCart) => listResult(state).data?.statuses ?? NO_STATUSES;
export const selectPromoCodeError = (state: WithCart) => state.cart.promocodeError;
/** Units of a product (not a gift) in the cart (docs/product.md §3 "Cart items: id, amount"). */
export const selectQuantity = (productId: number) => (state: WithCart) =>
  listResult(state).data?.lines.find((line) => line.productId === productId && !line.isGift)?.quantity ?? 0;

const NO_LINES: never[] = [];
