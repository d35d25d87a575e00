import type { ReactNode } from 'react';

/** One labelled fact of the product (a `<dt>`/`<dd>` pair in a `<dl>`). */
export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}
