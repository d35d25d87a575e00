import type { FragmentProps } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';
import { CartButton as CartButtonView } from '../features/cart-button';

/** `mf_checkout/CartButton`: the add-to-cart control placed on product cards and pages. */
export const CartButton = withStore<FragmentProps['mf_checkout/CartButton']>(CartButtonView);
