import { useState } from 'react';
import { Button, usePagedList } from 'shared-kit';
import type { PersonalListSortingDto } from 'shared-kit/contracts';
import { useSetWaitingMutation } from '../../entities/account';
import { useWaitingListInfiniteQuery, EVERY_VISIT, readListPage } from '../../shared/api';
import { SortSelect } from '../../shared/ui';
import { CabinetList } from '../../widgets/cabinet-layout';
import { ProductGrid } from '../../widgets/product-grid';
import { messages } from '../../messages';
import '../../shared/ui/forms.css';

const text = messages.waitlist;

/**
 * `/personal/waitlist` and `/personal/Waitlist` (guarded): the products awaited, from
 * `GET /api/waiting/list`, sorted as the customer chooses, each with 'Убрать из листа ожидания'
 * (the header's count follows the server's answer).
 */
export function WaitlistPage() {
  const [sorting, setSorting] = useState<PersonalListSortingDto>('added_desc');
  const [removed, setRemoved] = useState<number[]>([]);
  const [failed, setFailed] = useState<number | null>(null);
  const list = usePagedList(
    useWaitingListInfiniteQuery({ pageSize: 12, sorting }, EVERY_VISIT),
    readListPage,
  );
  const [setWaiting] = useSetWaitingMutation();

  const remove = async (productId: number) => {
    setFailed(null);
    try {
      // The slice takes the server's new waitlist and the shop hears `account:waitlist-changed`.
      await setWaiting({ productId, waiting: false }).unwrap();
      setRemoved((current) => [...current, productId]);
    } catch (error) {
      console.warn('[mf_account] waitlist remove failed', error);
      setFailed(productId);
    }
  };

  return (
    <CabinetList
      title={text.title}
      list={list}
      empty={{ title: text.empty, hint: text.emptyHint }}
      toCatalogue
      toolbar={<SortSelect value={sorting} onChange={setSorting} />}
      renderItems={(products) => (
        <ProductGrid
          products={products.filter((product) => !removed.includes(product.id))}
          label={text.title}
          extra={(product) => (
            <>
              <Button variant="secondary" className="mfa-remove" onClick={() => void remove(product.id)}>
                {text.remove}
              </Button>
              {failed === product.id && (
                <p role="alert" className="mfa-form__error">
                  {text.removeFailed}
                </p>
              )}
            </>
          )}
        />
      )}
    />
  );
}
