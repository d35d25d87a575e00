import type { ReactNode } from 'react';
import { ErrorBoundary } from 'shared-kit';
import { useNearViewport } from '../lib';

/** Props of {@link DeferredSection}. */
export interface DeferredSectionProps {
  /** Height kept free until the section is near, so the page below does not jump. */
  reserve?: number;
  /** Name for the log when the section fails to render. */
  name: string;
  children: ReactNode;
}

/**
 * A part of a page below the first screen: mounted (and so loaded) only when the visitor scrolls near
 * it, and if it ever fails to render, it leaves the page without a trace instead of breaking it.
 */
export function DeferredSection({ reserve = 0, name, children }: DeferredSectionProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} className="mfc-deferred" style={near || !reserve ? undefined : { minHeight: reserve }}>
      {near && <SectionBoundary name={name}>{children}</SectionBoundary>}
    </div>
  );
}

/** Keeps a failing section from breaking the rest of the page: it disappears and the failure is logged. */
export function SectionBoundary({ name, children }: { name: string; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={null} onError={(error) => console.warn(`[mf_catalog] section ${name} failed`, error)}>
      {children}
    </ErrorBoundary>
  );
}
