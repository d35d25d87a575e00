import { Link } from 'react-router-dom';
import { messages } from '../../../messages';
import { optionIdOf } from '../model/useActiveSuggestion';
import type { SuggestionGroup } from '../model/suggestions';

interface SuggestionListProps {
  groups: SuggestionGroup[];
  baseId: string;
  listboxId: string;
  active: number;
  onHover: (index: number) => void;
  onPick: () => void;
}

/** The one listbox of suggestions, grouped under their headings; the recent searches' heading is outside. */
export function SuggestionList({ groups, baseId, listboxId, active, onHover, onPick }: SuggestionListProps) {
  let index = -1;
  return (
    <div id={listboxId} role="listbox" aria-label={messages.suggestions} className="mfs-dd__listbox">
      {groups.map((group) => (
        <div key={group.key} role="group" aria-labelledby={`${baseId}-${group.key}`} className="mfs-dd__group">
          {group.key !== 'recent' && (
            <div className="mfs-dd__heading" id={`${baseId}-${group.key}`} role="presentation">
              {group.title}
            </div>
          )}
          <div className={group.listClassName}>
            {group.items.map((item) => {
              index += 1;
              const own = index;
              return (
                <Link
                  key={item.key}
                  id={optionIdOf(baseId, own)}
                  role="option"
                  aria-selected={own === active}
                  tabIndex={-1}
                  to={item.href}
                  className={`${item.className}${own === active ? ' mfs-dd__option--active' : ''}`}
                  onMouseMove={() => onHover(own)}
                  onClick={onPick}
                >
                  {item.content}
                </Link>
              );
            })}
          </div>
        </div>
      ))}
    </div>
  );
}
