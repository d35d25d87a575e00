import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CartInfoDto, CartStatusesDto, PromoCodeCheckDto } from 'shared-kit/contracts';
import { NO_STATUSES, type CartLine } from '../../../shared/api/cartApi';

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
  /** Units of each product (not gifts) by product id (docs/product.md §3 "Cart items: id, amount"). */
  quantities: Record<number, number>;
  /** Spec §3 cart statuses: gifts may be chosen, a gift is in, titles out of stock. */
  statuses: CartStatusesDto;
  /** A promo code is applied to the cart. */
  promocodeUsed: boolean;
  /** Why the last checked or applied code was refused (the server's `detail`), null otherwise. */
  promocodeError: string | null;
  /** The last checked code was legit. */
  promocodeLegit: boolean;
  /** Bonus points pay for part of the cart (set by a bonuses call, reset by a delivery change). */
  bonusesUsed: boolean;
}

export const initialCartState: CartState = {
  info: null,
  infoStatus: 'idle',
  count: 0,
  lines: [],
  listStatus: 'idle',
  quantities: {},
  statuses: NO_STATUSES,
  promocodeUsed: false,
  promocodeError: null,
  promocodeLegit: false,
  bonusesUsed: false,
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
      // The totals are the server's word on what is applied; the flags follow them.
      state.promocodeUsed = Boolean(action.payload.promo_code);
      state.bonusesUsed = action.payload.bonuses > 0;
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
    statusesLoaded(state, action: PayloadAction<CartStatusesDto>) {
      state.statuses = action.payload;
    },
    /** `GET /api/cart/promocode/{code}` answered: legit, or refused with the reason to show. */
    promoChecked(state, action: PayloadAction<PromoCodeCheckDto>) {
      state.promocodeLegit = action.payload.legit;
      state.promocodeError = action.payload.legit ? null : action.payload.detail;
    },
    /** Applying a legit code failed after all (409 with the reason). */
    promoRefused(state, action: PayloadAction<string>) {
      state.promocodeLegit = false;
      state.promocodeUsed = false;
      state.promocodeError = action.payload;
    },
    promoApplied(state) {
      state.promocodeUsed = true;
      state.promocodeLegit = true;
      state.promocodeError = null;
    },
    /** Spec §4: cancelling the code resets the promo and the bonus flags (the server drops both). */
    promoCancelled(state) {
      state.promocodeUsed = false;
      state.promocodeLegit = false;
      state.promocodeError = null;
      state.bonusesUsed = false;
    },
    /** The customer edits the code: the old refusal no longer applies. */
    promoEdited(state) {
      state.promocodeError = null;
      state.promocodeLegit = false;
    },
    /** Spec §4: the bonuses flag becomes used after a bonuses call (0 cancels). */
    bonusesApplied(state, action: PayloadAction<number>) {
      state.bonusesUsed = action.payload > 0;
    },
    /** Spec §4: a new delivery resets the bonuses (the server drops them too). */
    deliveryChanged(state) {
      state.bonusesUsed = false;
      if (state.info) state.info.bonuses = 0;
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
  statusesLoaded,
  promoChecked,
  promoRefused,
  promoApplied,
  promoCancelled,
  promoEdited,
  bonusesApplied,
  deliveryChanged,
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
