/**
 * Contract check, type-level only (nothing imports this file; tsc checks it with the app's typecheck and the
 * release gate's contract step): every fragment this remote exposes takes exactly the props of its entry in
 * `FragmentProps` (shared-kit/src/contracts/fragments.ts): the same names, each as required and of the same
 * type. A component that renames a prop fails here even when the contract still has the old name, and a
 * contract changed with it fails in the typecheck of every team that places the fragment.
 */
import type { ExposesFragment } from 'shared-kit/contracts';
import type { CartButton } from './CartButton';
// HeaderCart.tsx wraps its view as `withStore(HeaderCartView)`, which types the exposed component as taking
// any object (the view's only parameter is optional): its view is what carries the props, so it is checked.
import type { HeaderCart } from '../widgets/header-cart';

export const cartButton: ExposesFragment<'mf_checkout/CartButton', typeof CartButton> = true;
export const headerCart: ExposesFragment<'mf_checkout/HeaderCart', typeof HeaderCart> = true;
