import { useEffect, useState, type KeyboardEvent } from 'react';
import type { AddressSuggestionDto } from 'shared-kit/contracts';
import { useLazyAddressSuggestionsQuery } from '../../../shared/api';

/** Wait after the last key before asking for suggestions. */
const DEBOUNCE_MS = 250;
/** Shortest text suggestions are asked for. */
const MIN_QUERY = 2;

/**
 * The suggestions of the street field: typed text (at least {@link MIN_QUERY} characters, after a pause)
 * asks the shop for streets of the city; arrows move through them, Enter takes one, Escape closes the list.
 */
export function useStreetSuggestions(value: string, cityId: number | null, onPick: (suggestion: AddressSuggestionDto) => void) {
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

  return { suggestions, open, setOpen, active, typed, setTyped, pick, onKeyDown };
}
