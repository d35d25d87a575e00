import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { useAppStore } from 'shared-kit';
import { createCatalogStore, store } from './store';

/** The catalogue's name for its store in a server render's scope (ADR 0027). */
export const STORE_NAME = 'mf_catalog';

const pageStore = () => store;

/** The catalogue's store: the page's one in the browser, the request's own in a server render. */
function CatalogStore({ children }: { children: ReactNode }) {
  return <Provider store={useAppStore(STORE_NAME, createCatalogStore, pageStore)}>{children}</Provider>;
}

/** Wraps an exposed component or a route element in the catalogue's store. */
export function withStore(node: ReactNode) {
  return <CatalogStore>{node}</CatalogStore>;
}
