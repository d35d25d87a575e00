import { createRenderWithProviders } from 'shared-kit/testing';
import { createCatalogStore } from '../app/store';
import { catalogApi } from '../shared/api';

/**
 * The one test wrapper: a fresh catalogue store, a memory router with the element at its route (every
 * address unless `path` says otherwise) and the current address shown (see shared-kit/testing).
 */
export const renderWithProviders = createRenderWithProviders(createCatalogStore, {
  path: '*',
  showLocation: true,
});

/**
 * A store state whose API cache already holds `entries`, as a server render hands it to the browser
 * (docs/adr/0024): pass it as `preloadedState`.
 */
export function cachedState(entries: Parameters<typeof catalogApi.util.upsertQueryEntries>[0]) {
  const store = createCatalogStore();
  store.dispatch(catalogApi.util.upsertQueryEntries(entries));
  return JSON.parse(JSON.stringify(store.getState())) as ReturnType<typeof store.getState>;
}
