import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';

/** Wraps an exposed component or a route element in the search team's store. */
export function withStore(node: ReactNode) {
  return <Provider store={store}>{node}</Provider>;
}
