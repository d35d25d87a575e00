import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { accountSlice } from '../entities/account';

const rootReducer = combineSlices(accountSlice);

/** State of the account app. */
export type RootState = ReturnType<typeof rootReducer>;

/** Creates a store; the app uses one ({@link store}), tests make their own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({ reducer: rootReducer, preloadedState });
}

/** The one store of mf_account, shared by its routes and fragments. */
export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
