import { createRenderWithProviders } from 'shared-kit/testing';
import { makeStore } from '../app/store';

/** The one test wrapper: a fresh store of the app and a memory router (see shared-kit/testing). */
export const renderWithProviders = createRenderWithProviders(makeStore);
