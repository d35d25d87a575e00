import type { FragmentProps } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';
import { ReviewForm as ReviewFormView } from '../features/review-form';

/** `mf_account/ReviewForm`: the form of a customer's review of a product, placed by the catalogue team. */
export const ReviewForm = withStore<FragmentProps['mf_account/ReviewForm']>(ReviewFormView);
