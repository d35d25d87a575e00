import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import type { WithAccount } from './accountSlice';

/** Dispatch of any store that holds the account slice (thunks included). */
export type AccountDispatch = ThunkDispatch<WithAccount, unknown, UnknownAction>;

export const useAccountDispatch = useDispatch.withTypes<AccountDispatch>();
export const useAccountSelector = useSelector.withTypes<WithAccount>();
