import { useId, useState } from 'react';
import type { CheckboxFacetDto } from 'shared-kit/contracts';
import { messages } from '../../../messages';

/** Values shown before 'Показать все'. */
export const COLLAPSED_VALUES = 6;

/** Props of {@link CheckboxFacet}. */
export interface CheckboxFacetProps {
  facet: CheckboxFacetDto;
  /** Values checked in the address. */
  checked: readonly string[];
  onToggle: (value: string) => void;
}

/** One facet as a list of checkboxes with counts; a long list shows its first six until expanded. */
export function CheckboxFacet({ facet, checked, onToggle }: CheckboxFacetProps) {
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const long = facet.values.length > COLLAPSED_VALUES;
  // A checked value stays in sight even when the list is collapsed.
  const shown =
    long && !expanded
      ? facet.values.filter(
          (value, index) => index < COLLAPSED_VALUES || checked.includes(String(value.value)),
        )
      : facet.values;

  return (
    <fieldset className="mfc-facet">
      <legend className="mfc-facet__title">{facet.title}</legend>
      <ul
        className={long && expanded ? 'mfc-facet__values mfc-facet__values--expanded' : 'mfc-facet__values'}
        id={`${id}-values`}
      >
        {shown.map((value, index) => {
          const key = String(value.value);
          return (
            <li key={key}>
              <label className="mfc-facet__value">
                <input
                  type="checkbox"
                  checked={checked.includes(key)}
                  onChange={() => onToggle(key)}
                  // The name is the value alone; its count is read as the description.
                  aria-labelledby={`${id}-${index}-title`}
                  aria-describedby={`${id}-${index}-count`}
                />
                <span className="mfc-facet__label" id={`${id}-${index}-title`}>
                  {value.title}
                </span>
                <span className="mfc-facet__count" id={`${id}-${index}-count`}>
                  {value.count}
                </span>
              </label>
            </li>
          );
        })}
      </ul>
      {long && (
        <button
          type="button"
          className="mfc-facet__more"
          aria-expanded={expanded}
          aria-controls={`${id}-values`}
          onClick={() => setExpanded((value) => !value)}
        >
          {expanded ? messages.filters.collapse : messages.filters.showAll}
        </button>
      )}
    </fieldset>
  );
}
