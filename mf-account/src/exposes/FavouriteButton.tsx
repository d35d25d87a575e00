import type { FragmentProps } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';
import { FavouriteButton as FavouriteButtonView } from '../features/favourite-button';

/** `mf_account/FavouriteButton`: 'В избранное' / 'В избранном' on product cards and pages. */
export const FavouriteButton = withStore<FragmentProps['mf_account/FavouriteButton']>(FavouriteButtonView);
