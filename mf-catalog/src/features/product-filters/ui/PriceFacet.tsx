import { useState, type KeyboardEvent } from 'react';
import type { RangeFacetDto } from 'shared-kit/contracts';
import { parsePriceInput } from '../model/filterParams';
import { messages } from '../../../messages';

/** Props of {@link PriceFacet}. */
export interface PriceFacetProps {
  facet: RangeFacetDto;
  /** The ends set in the address. */
  min: number | null;
  max: number | null;
  onApply: (min: number | null, max: number | null) => void;
}

/**
 * The price range as two boxes, applied on leaving a box or on Enter: a value outside the facet's
 * bounds is clamped to them, the lower end never passes the upper one, and text that is not a price is
 * ignored (the box shows its value again).
 */
export function PriceFacet({ facet, min, max, onApply }: PriceFacetProps) {
  const [from, setFrom] = useState(min === null ? '' : String(min));
  const [to, setTo] = useState(max === null ? '' : String(max));
  // A new value in the address (a chip removed, a link followed) shows in the boxes.
  const [shown, setShown] = useState({ min, max });
  if (shown.min !== min || shown.max !== max) {
    setShown({ min, max });
    setFrom(min === null ? '' : String(min));
    setTo(max === null ? '' : String(max));
  }

  const apply = (end: 'min' | 'max') => {
    const typed = parsePriceInput(end === 'min' ? from : to, facet.min, facet.max);
    if (typed === undefined) {
      // Not a price: keep the filter as it was.
      if (end === 'min') setFrom(min === null ? '' : String(min));
      else setTo(max === null ? '' : String(max));
      return;
    }
    let nextMin = end === 'min' ? typed : min;
    let nextMax = end === 'max' ? typed : max;
    if (nextMin !== null && nextMax !== null && nextMin > nextMax) {
      if (end === 'min') nextMin = nextMax;
      else nextMax = nextMin;
    }
    setFrom(nextMin === null ? '' : String(nextMin));
    setTo(nextMax === null ? '' : String(nextMax));
    if (nextMin !== min || nextMax !== max) onApply(nextMin, nextMax);
  };

  const onKeyDown = (end: 'min' | 'max') => (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      apply(end);
    }
  };

  return (
    <fieldset className="mfc-facet">
      <legend className="mfc-facet__title">{facet.title}</legend>
      <div className="mfc-price">
        <input
          type="text"
          inputMode="numeric"
          className="mfc-price__input"
          aria-label={messages.filters.priceFrom}
          placeholder={messages.filters.placeholderFrom(facet.min)}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          onBlur={() => apply('min')}
          onKeyDown={onKeyDown('min')}
        />
        <span className="mfc-price__dash" aria-hidden="true">
          –
        </span>
        <input
          type="text"
          inputMode="numeric"
          className="mfc-price__input"
          aria-label={messages.filters.priceTo}
          placeholder={messages.filters.placeholderTo(facet.max)}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          onBlur={() => apply('max')}
          onKeyDown={onKeyDown('max')}
        />
      </div>
    </fieldset>
  );
}
