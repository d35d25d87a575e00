import { combineSlices, configureStore, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import { accountSlice } from '../entities/account';
import { accountApi } from '../shared/api';

const rootReducer = combineSlices(accountSlice, accountApi);

/** State of the account app: the account slice and the API's cache (docs/adr/0024). */
export type RootState = ReturnType<typeof rootReducer>;

/** A call of the API that failed is logged (the page shows only a quiet failure). */
const logFailures: Middleware = () => (next) => (action) => {
  if (isRejectedWithValue(action)) console.warn('[mf_account] load failed', action.payload);
  return next(action);
};

/** Creates a store; the app uses one ({@link store}), tests (and a server render) make their own. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(accountApi.middleware, logFailures),
    // Subscribers hear every change at once (docs/adr/0024).
    enhancers: (getDefaultEnhancers) => getDefaultEnhancers({ autoBatch: false }),
  });
}

/** The one store of mf_account, shared by its routes and fragments. */
export const store = makeStore();

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
