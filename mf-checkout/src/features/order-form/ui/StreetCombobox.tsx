import { useId } from 'react';
import type { AddressSuggestionDto } from 'shared-kit/contracts';
import { ADDRESS_LIMITS, deliveryText as text } from '../model/deliveryText';
import { useStreetSuggestions } from '../model/useStreetSuggestions';

/** Props of {@link StreetCombobox}. */
export interface StreetComboboxProps {
  id: string;
  value: string;
  cityId: number | null;
  invalid: boolean;
  describedBy?: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  /** A suggestion was chosen: its street, and the house when it names one. */
  onPick: (suggestion: AddressSuggestionDto) => void;
}

/**
 * The street field with suggestions (the ARIA combobox pattern with a list): typing asks the shop for
 * streets of the city; arrows move through them, Enter takes one, Escape closes the list; a tap or a
 * click takes one too. The list is in the page only while it is open, and only then does the field
 * point at it.
 */
export function StreetCombobox({ id, value, cityId, invalid, describedBy, onChange, onBlur, onPick }: StreetComboboxProps) {
  const listId = useId();
  const statusId = useId();
  const { suggestions, open, setOpen, active, typed, setTyped, pick, onKeyDown } = useStreetSuggestions(value, cityId, onPick);

  const showList = open && suggestions.length > 0;
  return (
    <div className="mfo-combobox">
      <input
        id={id}
        className="mfo-input"
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={showList}
        aria-controls={showList ? listId : undefined}
        aria-activedescendant={showList && active >= 0 ? `${listId}-${active}` : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        placeholder={text.streetPlaceholder}
        maxLength={ADDRESS_LIMITS.street + 1}
        value={value}
        onChange={(event) => {
          setTyped(true);
          onChange(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false);
          onBlur();
        }}
      />
      {showList && (
        <ul id={listId} role="listbox" aria-label={text.suggestions} className="mfo-combobox__list">
          {suggestions.map((suggestion, index) => (
            <li
              key={`${suggestion.value}-${index}`}
              id={`${listId}-${index}`}
              role="option"
              aria-selected={index === active}
              className={`mfo-combobox__option${index === active ? ' mfo-combobox__option--active' : ''}`}
              // Keeps the focus in the field, so its blur does not close the list before the choice.
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => pick(suggestion)}
            >
              {suggestion.value}
            </li>
          ))}
        </ul>
      )}
      <span id={statusId} className="mfo-visually-hidden" role="status" aria-live="polite">
        {typed && open ? text.suggestionsCount(suggestions.length) : ''}
      </span>
    </div>
  );
}
