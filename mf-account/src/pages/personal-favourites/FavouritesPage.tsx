import { useState } from 'react';
import { usePagedList } from 'shared-kit';
import type { PersonalListSortingDto } from 'shared-kit/contracts';
import { useFavouritesListInfiniteQuery, EVERY_VISIT, readListPage } from '../../shared/api';
import { SortSelect } from '../../shared/ui';
import { CabinetList } from '../../widgets/cabinet-layout';
import { ProductGrid } from '../../widgets/product-grid';
import { messages } from '../../messages';
import '../../shared/ui/forms.css';

const text = messages.favourites;

/**
 * `/personal/favourites` (guarded): the favourite products from `GET /api/favourites/list`, sorted as
 * the customer chooses; the heart on a card takes it out of the favourites (and back, until the page
 * is left).
 */
export function FavouritesPage() {
  const [sorting, setSorting] = useState<PersonalListSortingDto>('added_desc');
  const list = usePagedList(
    useFavouritesListInfiniteQuery({ pageSize: 12, sorting }, EVERY_VISIT),
    readListPage,
  );
  return (
    <CabinetList
      title={text.title}
      list={list}
      empty={{ title: text.empty, hint: text.emptyHint }}
      toCatalogue
      toolbar={<SortSelect value={sorting} onChange={setSorting} />}
      renderItems={(products) => <ProductGrid products={products} label={text.title} />}
    />
  );
}
