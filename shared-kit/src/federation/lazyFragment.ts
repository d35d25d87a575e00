import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { FragmentId } from '../contracts/fragments';
import { announceArrival, isTimeLimitError, withTimeLimit } from './lateArrivals';
import { loadRemoteModule } from './remoteLoader';

type AnyComponent = ComponentType<Record<string, unknown>>;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * How long a fragment may take to arrive before its slot gives up and shows the quiet message. A remote
 * that hangs or answers slowly (an unanswered manifest or chunk) must not keep a placeholder on the page:
 * the quiet text stands in, and the fragment fills the slot if it arrives later.
 */
export const FRAGMENT_TIMEOUT_MS = 6_000;

/** The exposed module exports a component named after the part of the id after the slash. */
function exportName(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

/** The component the module of a fragment exports, or an error naming what is missing. */
function componentOf(id: string, module: Record<string, AnyComponent> | undefined): AnyComponent {
  const found = typeof module === 'object' ? module?.[exportName(id)] : undefined;
  if (typeof found !== 'function' && (typeof found !== 'object' || found === null)) {
    throw new Error(`${id} does not export ${exportName(id)}`);
  }
  return found;
}

/** The fragment's component, loaded once per id; a failure is forgotten so that a later mount tries again. */
export function lazyFragment(id: FragmentId): LazyExoticComponent<AnyComponent> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      const loading = loadRemoteModule<Record<string, AnyComponent> | undefined>(id).then((module) => componentOf(id, module));
      try {
        return { default: await withTimeLimit(loading, FRAGMENT_TIMEOUT_MS, id) };
      } catch (error) {
        // Forget the failure so that the next mount (another page) tries the remote again.
        cache.delete(id);
        if (isTimeLimitError(error)) {
          // Slow, not failed: when the fragment arrives after all, the slots that gave up fill in.
          loading.then(
            (found) => {
              cache.set(id, lazy(async () => ({ default: found })));
              announceArrival(id);
            },
            () => undefined,
          );
        }
        throw error;
      }
    });
    cache.set(id, component);
  }
  return component;
}
