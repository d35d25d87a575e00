import { lazy, Suspense, useMemo, type ComponentType, type LazyExoticComponent } from 'react';
import { FRAGMENT_SIZES, type FragmentId, type FragmentProps } from '../contracts/fragments';
import { ErrorBoundary } from './ErrorBoundary';
import { loadRemoteModule } from './remoteLoader';
import { messages } from '../messages';

type AnyComponent = ComponentType<Record<string, unknown>>;

const cache = new Map<string, LazyExoticComponent<AnyComponent>>();

/** The exposed module exports a component named after the part of the id after the slash. */
function exportName(id: string): string {
  return id.slice(id.indexOf('/') + 1);
}

function lazyFragment(id: FragmentId): LazyExoticComponent<AnyComponent> {
  let component = cache.get(id);
  if (!component) {
    component = lazy(async () => {
      try {
        const module = await loadRemoteModule<Record<string, AnyComponent>>(id);
        const found = module[exportName(id)];
        if (typeof found !== 'function' && typeof found !== 'object') {
          throw new Error(`${id} does not export ${exportName(id)}`);
        }
        return { default: found };
      } catch (error) {
        // Forget the failure so that the next mount (another page) tries the remote again.
        cache.delete(id);
        throw error;
      }
    });
    cache.set(id, component);
  }
  return component;
}

/** Props of {@link Fragment}. */
export interface FragmentComponentProps<K extends FragmentId> {
  id: K;
  props: FragmentProps[K];
  /** Overrides the quiet message shown when the fragment cannot load. */
  fallback?: React.ReactNode;
  className?: string;
}

/** Placeholder of a fragment's size, shown while it loads. */
export function FragmentPlaceholder({ id }: { id: FragmentId }) {
  const size = FRAGMENT_SIZES[id];
  return (
    <span
      className="sk-fragment-placeholder"
      data-fragment-placeholder={id}
      aria-hidden="true"
      style={{ display: 'inline-block', width: size.width, height: size.height, maxWidth: '100%' }}
    />
  );
}

/** Quiet message shown where a fragment failed to load. */
export function FragmentUnavailable({ id, text }: { id: FragmentId; text?: React.ReactNode }) {
  const size = FRAGMENT_SIZES[id];
  return (
    <span
      className="sk-fragment-unavailable"
      data-fragment-unavailable={id}
      role="note"
      style={{ display: 'inline-flex', alignItems: 'center', minHeight: size.height, maxWidth: '100%' }}
    >
      {text ?? messages.fragmentUnavailable[id] ?? messages.partUnavailable}
    </span>
  );
}

/**
 * Places another team's fragment: loads it with the Module Federation runtime, keeps a placeholder of
 * its size while it loads, and shows a quiet message if it fails, so the page around it keeps working.
 */
export function Fragment<K extends FragmentId>({ id, props, fallback, className }: FragmentComponentProps<K>) {
  const Component = useMemo(() => lazyFragment(id), [id]);
  return (
    <span className={className ?? 'sk-fragment'} data-fragment={id}>
      <ErrorBoundary
        fallback={<FragmentUnavailable id={id} text={fallback} />}
        onError={(error) => console.warn(`[shop] fragment ${id} failed`, error)}
      >
        <Suspense fallback={<FragmentPlaceholder id={id} />}>
          <Component {...(props as Record<string, unknown>)} />
        </Suspense>
      </ErrorBoundary>
    </span>
  );
}
