import { useEffect, useState, type KeyboardEvent } from 'react';
import type { Suggestion } from './suggestions';

interface ActiveSuggestionOptions {
  suggestions: Suggestion[];
  open: boolean;
  baseId: string;
  onOpen: () => void;
  onClose: () => void;
  onPick: (href: string) => void;
}

/** Id of the suggestion at `index` of the listbox. */
export const optionIdOf = (baseId: string, index: number) => `${baseId}-option-${index}`;

/**
 * The combobox's keyboard: arrow keys move the active suggestion (`aria-activedescendant`, focus stays in
 * the input; the first press goes to the first, or upwards the last, and the ends wrap), Enter opens it,
 * Escape closes the dropdown.
 */
export function useActiveSuggestion({ suggestions, open, baseId, onOpen, onClose, onPick }: ActiveSuggestionOptions) {
  const [active, setActive] = useState(-1);

  // A different list of suggestions starts with none active; the same list asked for again (recent
  // searches reloaded on opening) keeps the customer's place.
  const signature = suggestions.map((item) => `${item.key}\u0000${item.href}`).join('\u0001');
  useEffect(() => setActive(-1), [signature]);

  useEffect(() => {
    if (active < 0) return;
    document.getElementById(optionIdOf(baseId, active))?.scrollIntoView?.({ block: 'nearest' });
  }, [active, baseId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        onOpen();
        return;
      }
      const count = suggestions.length;
      if (count === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current < 0 ? (step > 0 ? 0 : count - 1) : (current + step + count) % count));
    } else if (event.key === 'Escape' && open) {
      // A search field clears itself on Escape; the first Escape only closes the dropdown.
      event.preventDefault();
      setActive(-1);
      onClose();
    } else if (event.key === 'Enter' && open && active >= 0 && suggestions[active]) {
      event.preventDefault();
      setActive(-1);
      onPick(suggestions[active].href);
    }
  };

  return { active, setActive, onKeyDown };
}
