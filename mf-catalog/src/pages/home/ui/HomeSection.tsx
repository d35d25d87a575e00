import { useId, type ReactNode } from 'react';

/** A titled section of the home page. */
export function HomeSection({ title, className, children }: { title: string; className?: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** A row of grey blocks where a section's items will be. */
export function RowSkeleton({ count, className }: { count: number; className: string }) {
  return (
    <div className={className} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <span key={index} className="mfc-skeleton mfc-home-skeleton" />
      ))}
    </div>
  );
}
