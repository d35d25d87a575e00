import type { FragmentProps } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';
import { CatalogDropdown as Dropdown } from '../widgets/catalog-dropdown';

/** Fragment `mf_catalog/CatalogDropdown`: the header's catalogue button with its dropdown. */
export function CatalogDropdown(_props: FragmentProps['mf_catalog/CatalogDropdown']) {
  return withStore(<Dropdown />);
}
