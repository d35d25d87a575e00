import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { PromoCodeCheckDto } from 'shared-kit/contracts';

/**
 * What the checkout team keeps of the cart beside the API's cache (docs/adr/0024): the number of units
 * for the header badge (from the totals, or from a `checkout:cart-changed` event), and the outcome of the
 * last promo code check.
 */
export interface CartState {
  count: number;
  /** Why the last checked or applied code was refused (the server's `detail`), null otherwise. */
  promocodeError: string | null;
  /** The last checked code was legit. */
  promocodeLegit: boolean;
}

export const initialCartState: CartState = { count: 0, promocodeError: null, promocodeLegit: false };

/** The cart slice: actions are events that happened to the cart. */
export const cartSlice = createSlice({
  name: 'cart',
  initialState: initialCartState,
  reducers: {
    /** The totals or another part of the shop reported the number of units (`checkout:cart-changed`). */
    countChanged(state, action: PayloadAction<number>) {
      state.count = Math.max(0, action.payload);
    },
    /** `GET /api/cart/promocode/{code}` answered: legit, or refused with the reason to show. */
    promoChecked(state, action: PayloadAction<PromoCodeCheckDto>) {
      state.promocodeLegit = action.payload.legit;
      state.promocodeError = action.payload.legit ? null : action.payload.detail;
    },
    /** Applying a legit code failed after all (409 with the reason). */
    promoRefused(state, action: PayloadAction<string>) {
      state.promocodeLegit = false;
      state.promocodeError = action.payload;
    },
    promoApplied(state) {
      state.promocodeLegit = true;
      state.promocodeError = null;
    },
    /** docs/product.md §4: cancelling the code resets the promo (the server drops it and the bonuses). */
    promoCancelled(state) {
      state.promocodeLegit = false;
      state.promocodeError = null;
    },
    /** The customer edits the code: the old refusal no longer applies. */
    promoEdited(state) {
      state.promocodeError = null;
      state.promocodeLegit = false;
    },
  },
});

export const { countChanged, promoChecked, promoRefused, promoApplied, promoCancelled, promoEdited } = cartSlice.actions;
