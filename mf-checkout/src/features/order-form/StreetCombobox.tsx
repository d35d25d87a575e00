import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { AddressSuggestionDto } from 'shared-kit/contracts';
import { useLazyAddressSuggestionsQuery } from '../../shared/api';
import { ADDRESS_LIMITS, deliveryText as text } from './deliveryText';

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

/** Wait after the last key before asking for suggestions. */
const DEBOUNCE_MS = 250;
/** Shortest text suggestions are asked for. */
const MIN_QUERY = 2;

/**
 * The street field with suggestions (the ARIA combobox pattern with a list): typing asks the shop for
 * streets of the city; arrows move through them, Enter takes one, Escape closes the list; a tap or a
 * click takes one too. The list is in the page only while it is open, and only then does the field
 * point at it.
 */
export function StreetCombobox({ id, value, cityId, invalid, describedBy, onChange, onBlur, onPick }: StreetComboboxProps) {
  const listId = useId();
  const statusId = useId();
  const [suggestions, setSuggestions] = useState<AddressSuggestionDto[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [typed, setTyped] = useState(false);
  const [suggestAddress] = useLazyAddressSuggestionsQuery();

  useEffect(() => {
    if (!typed) return;
    const query = value.trim();
    if (query.length < MIN_QUERY) {
      setSuggestions([]);
      setOpen(false);
      return;
    }
    let running: ReturnType<typeof suggestAddress> | null = null;
    let stale = false;
    const timer = setTimeout(() => {
      running = suggestAddress({ query, cityId });
      running
        .unwrap()
        .then((found) => {
          setSuggestions(found);
          setActive(-1);
          setOpen(found.length > 0);
        })
        .catch((error: unknown) => {
          if (!stale) console.warn('[mf_checkout] address suggestions failed', error);
        });
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      stale = true;
      running?.abort();
    };
  }, [value, cityId, typed, suggestAddress]);

  const pick = (suggestion: AddressSuggestionDto) => {
    setTyped(false);
    setOpen(false);
    setActive(-1);
    onPick(suggestion);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return;
      event.preventDefault();
      if (!open) {
        setOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : suggestions.length - 1);
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + suggestions.length) % suggestions.length);
    } else if (event.key === 'Enter') {
      if (open && active >= 0 && suggestions[active]) {
        event.preventDefault();
        pick(suggestions[active]);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        setOpen(false);
        setActive(-1);
      }
    }
  };

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
