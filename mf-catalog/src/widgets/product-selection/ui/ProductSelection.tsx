import { useId, type ReactNode } from 'react';
import type { ProductSelectionKeyDto } from 'shared-kit/contracts';
import { useSelectionActivity } from '../../../entities/selection';
import { useProductSelectionQuery } from '../../../shared/api';
import { useQueryView } from '../../../shared/lib';
import { LoadError } from '../../../shared/ui';
import { ProductRowSkeleton, ProductSlider } from '../../../entities/product';

/** Props of {@link ProductSelection}. */
export interface ProductSelectionProps {
  selection: ProductSelectionKeyDto;
  /** Heading when the API gives the selection no title. */
  title: string;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="mfc-selection" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

function LoadedSelection({ selection, title }: ProductSelectionProps) {
  const loaded = useQueryView(useProductSelectionQuery(selection));
  if (loaded.status === 'failed') {
    return (
      <Section title={title}>
        <LoadError onRetry={loaded.retry} />
      </Section>
    );
  }
  if (!loaded.data) {
    return (
      <Section title={title}>
        <ProductRowSkeleton />
      </Section>
    );
  }
  if (loaded.data.products.length === 0) return null;
  const heading = loaded.data.title.trim() || title;
  return (
    <Section title={heading}>
      <ProductSlider products={loaded.data.products} />
    </Section>
  );
}

/**
 * A product selection as a sliding row under its heading: asked for only when the selection is active,
 * hidden when it is not or is empty; a failed load says so quietly with 'Повторить'.
 */
export function ProductSelection(props: ProductSelectionProps) {
  const activity = useSelectionActivity(props.selection);
  if (activity === 'inactive') return null;
  if (activity === 'pending') {
    return (
      <Section title={props.title}>
        <ProductRowSkeleton />
      </Section>
    );
  }
  return <LoadedSelection {...props} />;
}
