import type { ComponentType } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';

/** Wraps an exposed component or a page in the app's one store. */
export function withStore<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  function WithStore(props: P) {
    return (
      <Provider store={store}>
        <Component {...props} />
      </Provider>
    );
  }
  WithStore.displayName = `withStore(${Component.displayName ?? Component.name})`;
  return WithStore;
}
