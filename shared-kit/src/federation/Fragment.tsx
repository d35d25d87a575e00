import { Suspense, useMemo } from 'react';
import type { FragmentId, FragmentProps } from '../contracts/fragments';
import type { FragmentDeclaration } from '../contracts/declarations';
import { declaredFragment } from './declarations';
import { ErrorBoundary } from './ErrorBoundary';
import { useArrivals } from './lateArrivals';
import { FRAGMENT_TIMEOUT_MS, lazyFragment } from './lazyFragment';
import { useHydrated } from './renderScope';
import { messages } from '../messages';

export { FRAGMENT_TIMEOUT_MS };

/**
 * The placeholder size of a fragment, as the team that provides it declared (ADR 0022). An id no loaded
 * remote declares (a page built against a newer contract, a provider that is down) gets no reserved size
 * instead of breaking the page.
 */
export function fragmentSize(id: string): Pick<FragmentDeclaration, 'width' | 'height'> {
  const declared = declaredFragment(id);
  return declared ? { width: declared.width, height: declared.height } : { height: 0 };
}

/** The provider's quiet text for its failed fragment: empty when it declared none, generic when undeclared. */
function unavailableText(id: string): string {
  const declared = declaredFragment(id);
  if (!declared) return messages.partUnavailable;
  return declared.unavailable ?? '';
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
  const size = fragmentSize(id);
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
  const size = fragmentSize(id);
  return (
    <span
      className="sk-fragment-unavailable"
      data-fragment-unavailable={id}
      role="note"
      style={{ display: 'inline-flex', alignItems: 'center', minHeight: size.height, maxWidth: '100%' }}
    >
      {text ?? unavailableText(id)}
    </span>
  );
}

/**
 * Places another team's fragment: loads it with the Module Federation runtime, keeps a placeholder of
 * its size while it loads, and shows a quiet message if it fails, so the page around it keeps working.
 * Whatever a remote sends — an id this copy does not know, a module without the export, a component that
 * throws, or nothing for {@link FRAGMENT_TIMEOUT_MS} — only this slot degrades; a fragment that arrives
 * after its time limit fills the slot then. A server render leaves the
 * placeholder, and the browser loads the fragment once the page has hydrated.
 */
export function Fragment<K extends FragmentId>({ id, props, fallback, className }: FragmentComponentProps<K>) {
  // A fragment that arrived after its slot gave up: the slot tries again and finds it.
  const arrivals = useArrivals(id);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `arrivals` picks the module that arrived late
  const Component = useMemo(() => lazyFragment(id), [id, arrivals]);
  // Fragments are the browser's (ADR 0027): the server and the hydrating page show the placeholder.
  const hydrated = useHydrated();
  if (!hydrated) {
    return (
      <span className={className ?? 'sk-fragment'} data-fragment={id}>
        <FragmentPlaceholder id={id} />
      </span>
    );
  }
  return (
    <span className={className ?? 'sk-fragment'} data-fragment={id}>
      <ErrorBoundary
        resetKeys={[arrivals]}
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
