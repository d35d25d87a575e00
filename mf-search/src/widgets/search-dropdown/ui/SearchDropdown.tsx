import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useDismiss } from 'shared-kit';
import { catalogueSearchUrl, isSearchable } from '../../../shared/api';
import { messages } from '../../../messages';
import { optionIdOf, useActiveSuggestion } from '../model/useActiveSuggestion';
import { useDropdownContent } from '../model/useDropdownContent';
import { RecentHeading } from './RecentHeading';
import { ResultNotes } from './ResultNotes';
import { ScopeSelect } from './ScopeSelect';
import { SuggestionList } from './SuggestionList';
import './SearchDropdown.css';

/**
 * The header search of docs/product.md §2: category selector ('Везде' and second-level categories), input, the
 * customer's recent searches, popular requests, matching categories and products, popular products when
 * nothing is found, 'Показать все', the empty-result text, a cancel button.
 *
 * Keyboard: a combobox over one listbox of suggestions (see `useActiveSuggestion`).
 */
export function SearchDropdown() {
  const navigate = useNavigate();
  const location = useLocation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [scope, setScope] = useState('');
  // Set when a query too short to search is submitted; typing clears it.
  const [tooShort, setTooShort] = useState(false);
  const rootRef = useRef<HTMLFormElement>(null);
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const errorId = `${baseId}-error`;
  const content = useDropdownContent(open, query, scope);
  const suggestions = useMemo(() => content.groups.flatMap((group) => group.items), [content.groups]);
  const { active, setActive, onKeyDown } = useActiveSuggestion({
    suggestions,
    open,
    baseId,
    onOpen: () => setOpen(true),
    onClose: () => setOpen(false),
    onPick: (href) => {
      setOpen(false);
      navigate(href);
    },
  });
  const expanded = open && suggestions.length > 0;

  // The dropdown closes on a change of the address, as the catalogue's does (docs/product.md §2).
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  useDismiss(rootRef, open, close);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSearchable(query)) {
      // Enter and «Найти» never do nothing silently: the field says why (docs/product.md §5).
      setTooShort(true);
      setOpen(true);
      return;
    }
    setTooShort(false);
    close();
    navigate(catalogueSearchUrl(query, scope));
  };

  return (
    <form ref={rootRef} role="search" className={`mfs-dd${open ? ' mfs-dd--open' : ''}`} onSubmit={submit}>
      <div className="mfs-dd__bar">
        <ScopeSelect
          scopes={content.scopes}
          value={scope}
          onChange={(value) => {
            setScope(value);
            setOpen(true);
          }}
          onFocus={() => setOpen(true)}
        />
        {/*
          The ARIA 1.2 combobox: the field itself is the combobox; it controls the listbox of suggestions,
          which is always in the page (hidden while the dropdown is closed), so aria-controls never
          points at nothing.
        */}
        <input
          className="mfs-dd__input"
          type="search"
          role="combobox"
          aria-label={messages.inputLabel}
          aria-autocomplete="list"
          aria-haspopup="listbox"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={expanded && active >= 0 ? optionIdOf(baseId, active) : undefined}
          aria-invalid={tooShort || undefined}
          aria-describedby={tooShort ? errorId : undefined}
          placeholder={messages.placeholder}
          value={query}
          maxLength={200}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onChange={(event) => {
            setQuery(event.target.value);
            setTooShort(false);
            setOpen(true);
          }}
        />
        <button type="submit" className="mfs-dd__submit">
          {messages.submit}
        </button>
      </div>
      <div className="mfs-dd__panel" role="region" aria-label={messages.pageTitle} hidden={!open}>
        {tooShort && (
          <p id={errorId} className="mfs-dd__error" role="alert">
            {messages.tooShort}
          </p>
        )}
        <ResultNotes results={content.results} data={content.data} short={content.short} empty={content.empty} />
        {content.groups[0]?.key === 'recent' && <RecentHeading baseId={baseId} />}
        <SuggestionList
          groups={content.groups}
          baseId={baseId}
          listboxId={listboxId}
          active={active}
          onHover={setActive}
          onPick={close}
        />
        <button
          type="button"
          className="mfs-dd__cancel"
          onClick={() => {
            setQuery('');
            setTooShort(false);
            close();
          }}
        >
          {messages.cancel}
        </button>
      </div>
    </form>
  );
}
