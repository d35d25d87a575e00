import { getWaitingList } from '../../shared/api/accountApi';
import { CabinetList } from '../../widgets/cabinet-layout';
import { ProductGrid } from '../../widgets/product-grid';
import { messages } from '../../messages';

const text = messages.waitlist;

/** `/personal/waitlist` and `/personal/Waitlist` (guarded): the products awaited, from `GET /api/waiting/list`. */
export function WaitlistPage() {
  return (
    <CabinetList
      title={text.title}
      fetchPage={getWaitingList}
      pageSize={12}
      empty={{ title: text.empty, hint: text.emptyHint }}
      toCatalogue
      renderItems={(products) => <ProductGrid products={products} label={text.title} />}
    />
  );
}
