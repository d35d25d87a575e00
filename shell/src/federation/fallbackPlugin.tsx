import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { FragmentUnavailable, type FragmentId } from 'shared-kit';
import { RemoteUnavailable } from '../shared/ui';

/** A module standing in for one that could not be loaded: quiet messages instead of a broken page. */
export function fallbackModule(id: string): Record<string, unknown> {
  const expose = id.slice(id.indexOf('/') + 1);
  if (expose === 'routes') {
    return { routes: [{ path: '*', element: <RemoteUnavailable /> }] };
  }
  const Unavailable = () => <FragmentUnavailable id={id as FragmentId} />;
  return { [expose]: Unavailable };
}

/**
 * Runtime plugin: when a remote's manifest, entry or module fails to load (after the retries), answer
 * with {@link fallbackModule} so that the rest of the shop keeps rendering.
 */
export function fallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'shop-fallback-plugin',
    errorLoadRemote({ id, error, lifecycle }) {
      console.warn(`[shell] remote ${id} failed at ${lifecycle}`, error);
      if (lifecycle !== 'onLoad') return undefined;
      return fallbackModule(id);
    },
  };
}
