import { withStore } from '../app/withStore';
import { HeaderCart as HeaderCartView } from '../widgets/header-cart';

/** `mf_checkout/HeaderCart`: the header cart button with its count badge. */
export const HeaderCart = withStore(HeaderCartView);
