import type { ReactNode } from 'react';

/** One labelled fact of an order (a `<dt>`/`<dd>` pair in a `<dl>`). */
export function OrderFact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
