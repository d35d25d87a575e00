import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { WithCart } from './cartApi';

/** Dispatch of any store that holds the cart slice (thunks included). */
export type CartDispatch = ThunkDispatch<WithCart, unknown, UnknownAction>;

export const useCartDispatch = useDispatch.withTypes<CartDispatch>();
export const useCartSelector = useSelector.withTypes<WithCart>();
