import { withStore } from '../app/withStore';
import { SearchDropdown as Dropdown } from '../widgets/search-dropdown';

/** Header search of the search team, placed by the shell as `mf_search/SearchDropdown`. */
export function SearchDropdown() {
  return withStore(<Dropdown />);
}
