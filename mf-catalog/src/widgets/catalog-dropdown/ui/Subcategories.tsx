import { Link } from 'react-router-dom';
import type { CategoryTreeItemDto } from 'shared-kit/contracts';
import { CategoryGroups, categoryUrl } from '../../../entities/category';
import { messages } from '../../../messages';

/** Second and third levels of one top-level category. */
export function Subcategories({ category }: { category: CategoryTreeItemDto }) {
  return (
    <div className="mfc-dd__sub">
      <Link to={categoryUrl(category.full_slug)} className="mfc-dd__sub-title">
        {category.title}
        <span className="mfc-dd__sub-all">{messages.dropdown.allInCategory} →</span>
      </Link>
      <CategoryGroups groups={category.children} block="mfc-dd" />
    </div>
  );
}
