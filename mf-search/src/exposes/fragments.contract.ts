/**
 * Contract check, type-level only (nothing imports this file; tsc checks it with the app's typecheck and the
 * release gate's contract step): every fragment this remote exposes takes exactly the props of its entry in
 * `FragmentProps` (shared-kit/src/contracts/fragments.ts): the same names, each as required and of the same
 * type. A component that renames a prop fails here even when the contract still has the old name, and a
 * contract changed with it fails in the typecheck of every team that places the fragment.
 */
import type { ExposesFragment } from 'shared-kit/contracts';
import type { SearchDropdown } from './SearchDropdown';

export const searchDropdown: ExposesFragment<'mf_search/SearchDropdown', typeof SearchDropdown> = true;
