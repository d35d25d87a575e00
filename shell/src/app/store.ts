import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';
import { shellApi } from '../shared/api';

/** The shell's store: only the RTK Query cache of its API (docs/adr/0024). */
const rootReducer = combineSlices(shellApi);

/** Creates the shell's store (one per page; tests make their own, maybe with a state to start from). */
export function createShellStore(preloadedState?: Partial<ReturnType<typeof rootReducer>>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(shellApi.middleware),
    // Subscribers hear every change at once (docs/adr/0024).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
  });
}

export type ShellStore = ReturnType<typeof createShellStore>;
export type ShellState = ReturnType<ShellStore['getState']>;
export type ShellDispatch = ShellStore['dispatch'];

export const useShellDispatch = useDispatch.withTypes<ShellDispatch>();
export const useShellSelector = useSelector.withTypes<ShellState>();
