import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { siteSlice } from '../entities/site/siteSlice';
import { citySlice } from '../features/city/citySlice';

const rootReducer = combineReducers({ site: siteSlice.reducer, city: citySlice.reducer });

/** Creates the shell's store (one per page; tests make their own, maybe with a state to start from). */
export function createShellStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
