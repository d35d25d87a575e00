import type { SearchScope } from '../../../entities/search-meta';
import { messages } from '../../../messages';

interface ScopeSelectProps {
  scopes: SearchScope[];
  value: string;
  onChange: (value: string) => void;
  onFocus: () => void;
}

/** The category selector: 'Везде' and the second-level categories. */
export function ScopeSelect({ scopes, value, onChange, onFocus }: ScopeSelectProps) {
  return (
    <select
      className="mfs-dd__scope"
      aria-label={messages.scopeLabel}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      onFocus={onFocus}
    >
      <option value="">{messages.everywhere}</option>
      {scopes.map((item) => (
        <option key={item.fullSlug} value={item.fullSlug}>
          {item.title}
        </option>
      ))}
    </select>
  );
}
