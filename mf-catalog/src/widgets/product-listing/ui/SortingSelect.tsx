import type { ProductSortingDto } from 'shared-kit/contracts';
import { useFilterParams } from '../../../features/product-filters';
import { SORTINGS } from '../../../shared/api';
import { messages } from '../../../messages';

/** The order of the listing; a new order starts from the first page. */
export function SortingSelect({ value }: { value: ProductSortingDto }) {
  const [params, apply] = useFilterParams();
  return (
    <label className="mfc-sorting">
      <span>{messages.category.sortingLabel}</span>
      <select
        value={value}
        onChange={(event) => {
          const next = new URLSearchParams(params);
          if (event.target.value === 'popular') next.delete('sorting');
          else next.set('sorting', event.target.value);
          next.delete('page');
          apply(next);
        }}
      >
        {SORTINGS.map((sorting) => (
          <option key={sorting} value={sorting}>
            {messages.sorting[sorting]}
          </option>
        ))}
      </select>
    </label>
  );
}
