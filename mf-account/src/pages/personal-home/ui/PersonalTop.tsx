import { queryStateOf } from 'shared-kit';
import { usePersonalTopQuery, EVERY_VISIT } from '../../../shared/api';
import { ProductGrid } from '../../../widgets/product-grid';
import { messages } from '../../../messages';

const text = messages.cabinet;

/**
 * 'Подобрали для вас': a row of products from `GET /api/selection/personal_top`. A selection that is
 * empty or did not load is left out: the rest of the cabinet does not depend on it.
 */
export function PersonalTop() {
  const top = queryStateOf(usePersonalTopQuery(undefined, EVERY_VISIT));
  if (top.status !== 'ready' || top.data.items.length === 0) return null;
  return (
    <section className="mfa-home__top" aria-label={text.personalTop}>
      <h2 className="mfa-home__subtitle">{text.personalTop}</h2>
      <ProductGrid products={top.data.items} label={text.personalTop} className="mfa-product-row" />
    </section>
  );
}
