import { useId } from 'react';
import type { PersonalListSortingDto } from 'shared-kit/contracts';
import { messages } from '../../messages';

const ORDER: PersonalListSortingDto[] = ['added_desc', 'added_asc', 'price_asc', 'price_desc', 'title'];

/** The sort order of a cabinet product list (favourites, waitlist). */
export function SortSelect({
  value,
  onChange,
}: {
  value: PersonalListSortingDto;
  onChange: (value: PersonalListSortingDto) => void;
}) {
  const id = useId();
  return (
    <div className="mfa-sort">
      <label htmlFor={id} className="mfa-sort__label">
        {messages.sorting.label}
      </label>
      <select
        id={id}
        className="mfa-sort__select"
        value={value}
        onChange={(event) => onChange(event.target.value as PersonalListSortingDto)}
      >
        {ORDER.map((option) => (
          <option key={option} value={option}>
            {messages.sorting.options[option]}
          </option>
        ))}
      </select>
    </div>
  );
}
