import { createRenderWithProviders } from 'shared-kit/testing';
import { createSearchStore } from '../app/store';

/** The one test wrapper: a fresh search store and a memory router (see shared-kit/testing). */
export const renderWithProviders = createRenderWithProviders(createSearchStore);
