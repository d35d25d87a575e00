import { createRenderWithProviders } from 'shared-kit/testing';
import { createShellStore } from '../app/store';

/** The shell's one test wrapper: a fresh store and a memory router (see shared-kit/testing). */
export const renderWithProviders = createRenderWithProviders(createShellStore);
