import { Link } from 'react-router-dom';
import type { CategoryTreeItemDto } from 'shared-kit/contracts';
import { categoryUrl } from '../model/categoryUrl';

/** Props of {@link CategoryGroups}. */
export interface CategoryGroupsProps {
  /** The second-level categories of one top-level category, each with its third level. */
  groups: CategoryTreeItemDto[];
  /** CSS block of the place that shows them: classes are `{block}__groups`, `__group`, `__group-title`, `__leaves`. */
  block: string;
}

/** Second and third levels of the category tree as linked lists (the catalogue page and the header dropdown). */
export function CategoryGroups({ groups, block }: CategoryGroupsProps) {
  return (
    <ul className={`${block}__groups`}>
      {groups.map((group) => (
        <li key={group.id} className={`${block}__group`}>
          <Link to={categoryUrl(group.full_slug)} className={`${block}__group-title`}>
            {group.title}
          </Link>
          {group.children.length > 0 && (
            <ul className={`${block}__leaves`}>
              {group.children.map((leaf) => (
                <li key={leaf.id}>
                  <Link to={categoryUrl(leaf.full_slug)}>{leaf.title}</Link>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
