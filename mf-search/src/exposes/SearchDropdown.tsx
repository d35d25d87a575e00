import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { messages } from '../messages';

/** Header search (first cut: submits to the catalogue page with `query`, spec §2). */
export function SearchDropdown() {
  const [query, setQuery] = useState('');
  const navigate = useNavigate();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = query.trim();
    if (trimmed) navigate(`/search?query=${encodeURIComponent(trimmed)}`);
  };
  return (
    <form role="search" className="mfs-dropdown" onSubmit={submit}>
      <input
        type="search"
        aria-label={messages.inputLabel}
        placeholder={messages.placeholder}
        value={query}
        onChange={(event) => setQuery(event.target.value)}
      />
      <button type="submit">{messages.submit}</button>
    </form>
  );
}
