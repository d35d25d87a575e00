import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartInfoDto } from 'shared-kit/contracts';
import type { CartLine } from '../../../shared/api/cartApi';

/** Progress of one load. */
export type LoadStatus = 'idle' | 'loading' | 'succeeded' | 'failed';

/** The checkout team's view of the visitor's cart. */
export interface CartState {
  /** Totals from `GET /api/cart/info`, null until they arrive. */
  info: CartInfoDto | null;
  infoStatus: LoadStatus;
  /** Units in the cart for the header badge: from the totals, or from a `checkout:cart-changed` event. */
  count: number;
  /** Lines from `GET /api/cart/list`. */
  lines: CartLine[];
  listStatus: LoadStatus;
  /** Units of each product (not gifts) by product id (spec §3 "Cart items: id, amount"). */
  quantities: Record<number, number>;
}

export const initialCartState: CartState = {
  info: null,
  infoStatus: 'idle',
  count: 0,
  lines: [],
  listStatus: 'idle',
  quantities: {},
};

function quantitiesOf(lines: CartLine[]): Record<number, number> {
  const quantities: Record<number, number> = {};
  for (const line of lines) if (!line.isGift) quantities[line.productId] = line.quantity;
  return quantities;
}

/** The cart slice: actions are events that happened to the cart (`cart/infoLoaded`, `cart/itemChanged`). */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    infoRequested(state) {
      state.infoStatus = 'loading';
    },
    infoLoaded(state, action: PayloadAction<CartInfoDto>) {
      state.info = action.payload;
      state.infoStatus = 'succeeded';
      state.count = action.payload.count;
    },
    infoFailed(state) {
      state.infoStatus = 'failed';
    },
    listRequested(state) {
      state.listStatus = 'loading';
    },
    listLoaded(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
      state.listStatus = 'succeeded';
      state.quantities = quantitiesOf(action.payload);
    },
    listFailed(state) {
      state.listStatus = 'failed';
    },
    /** The server accepted a new quantity of a product; 0 means the product left the cart. */
    itemChanged(state, action: PayloadAction<{ productId: number; quantity: number }>) {
      const { productId, quantity } = action.payload;
      if (quantity > 0) state.quantities[productId] = quantity;
      else delete state.quantities[productId];
      const index = state.lines.findIndex((line) => line.productId === productId && !line.isGift);
      if (index >= 0) {
        if (quantity > 0) state.lines[index].quantity = quantity;
        else state.lines.splice(index, 1);
      }
    },
    /** Another part of the shop reported the number of units (`checkout:cart-changed`). */
    countChanged(state, action: PayloadAction<number>) {
      state.count = Math.max(0, action.payload);
      if (state.info) state.info.count = state.count;
    },
  },
});

export const {
  infoRequested,
  infoLoaded,
  infoFailed,
  listRequested,
  listLoaded,
  listFailed,
  itemChanged,
  countChanged,
} = cartSlice.actions;

/** State of an app that holds the cart slice. */
export interface WithCart {
  cart: CartState;
}

export const selectCart = (state: WithCart) => state.cart;
export const selectCartCount = (state: WithCart) => state.cart.count;
export const selectCartInfo = (state: WithCart) => state.cart.info;
export const selectQuantity = (productId: number) => (state: WithCart) =>
  state.cart.quantities[productId] ?? 0;
