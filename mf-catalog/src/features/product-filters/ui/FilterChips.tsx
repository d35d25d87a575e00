import type { FacetDto } from 'shared-kit/contracts';
import {
  clearFilters,
  listKeys,
  readList,
  readPrice,
  removePrice,
  toggleValue,
} from '../model/filterParams';
import { useFilterParams } from '../model/useFilterParams';
import { messages } from '../../../messages';
import './filters.css';

interface Chip {
  id: string;
  title: string;
  remove: (params: URLSearchParams) => URLSearchParams;
}

function chipsOf(params: URLSearchParams, facets: readonly FacetDto[]): Chip[] {
  const chips: Chip[] = [];
  for (const key of listKeys(params)) {
    const facet = facets.find((item) => item.key === key);
    for (const value of readList(params, key)) {
      const known =
        facet?.type === 'checkbox' ? facet.values.find((item) => String(item.value) === value) : undefined;
      chips.push({
        id: `${key}=${value}`,
        // A value the current result no longer lists still shows (and can be removed) by its raw value.
        title: known?.title ?? value,
        remove: (current) => toggleValue(current, key, value),
      });
    }
    if (key === 'brand') {
      // Price chips sit where the price facet sits in the panel: right after the brands.
      const min = readPrice(params, 'price_min');
      const max = readPrice(params, 'price_max');
      if (min !== null)
        chips.push({
          id: 'price_min',
          title: messages.filters.priceFromChip(min),
          remove: (current) => removePrice(current, 'price_min'),
        });
      if (max !== null)
        chips.push({
          id: 'price_max',
          title: messages.filters.priceToChip(max),
          remove: (current) => removePrice(current, 'price_max'),
        });
    }
  }
  return chips;
}

/** The filters in force as removable chips, with 'Сбросить все'; nothing when no filter is set. */
export function FilterChips({ facets }: { facets: readonly FacetDto[] }) {
  const [params, apply] = useFilterParams();
  const chips = chipsOf(params, facets);
  if (chips.length === 0) return null;
  return (
    <div className="mfc-filter-chips">
      <ul className="mfc-filter-chips__list" aria-label={messages.filters.selected}>
        {chips.map((chip) => (
          <li key={chip.id}>
            <button
              type="button"
              className="mfc-filter-chip"
              aria-label={messages.filters.remove(chip.title)}
              onClick={() => apply(chip.remove(params))}
            >
              <span>{chip.title}</span>
              <span className="mfc-filter-chip__x" aria-hidden="true">
                ×
              </span>
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="mfc-filter-chips__reset" onClick={() => apply(clearFilters(params))}>
        {messages.filters.resetAll}
      </button>
    </div>
  );
}
