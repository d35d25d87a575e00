import { createRenderWithProviders } from 'shared-kit/testing';
import { createCatalogStore } from '../app/store';

/**
 * The one test wrapper: a fresh catalogue store, a memory router with the element at its route (every
 * address unless `path` says otherwise) and the current address shown (see shared-kit/testing).
 */
export const renderWithProviders = createRenderWithProviders(createCatalogStore, {
  path: '*',
  showLocation: true,
});
