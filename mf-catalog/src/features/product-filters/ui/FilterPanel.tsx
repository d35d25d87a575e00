import type { FacetDto } from 'shared-kit/contracts';
import { readList, readPrice, setPriceRange, toggleValue } from '../model/filterParams';
import { useFilterParams } from '../model/useFilterParams';
import { CheckboxFacet } from './CheckboxFacet';
import { PriceFacet } from './PriceFacet';
import './filters.css';

/** Props of {@link FilterPanel}. */
export interface FilterPanelProps {
  /** Facets of the current result, as the API lists them (values without products already left out). */
  facets: readonly FacetDto[];
}

/** One block per facet; every change goes into the address at once and starts from the first page. */
export function FilterPanel({ facets }: FilterPanelProps) {
  const [params, apply] = useFilterParams();
  return (
    <div className="mfc-filters__facets">
      {facets.map((facet) =>
        facet.type === 'range' ? (
          <PriceFacet
            key={facet.key}
            facet={facet}
            min={readPrice(params, 'price_min')}
            max={readPrice(params, 'price_max')}
            onApply={(min, max) => apply(setPriceRange(params, min, max))}
          />
        ) : (
          <CheckboxFacet
            key={facet.key}
            facet={facet}
            checked={readList(params, facet.key)}
            onToggle={(value) => apply(toggleValue(params, facet.key, value))}
          />
        ),
      )}
    </div>
  );
}
