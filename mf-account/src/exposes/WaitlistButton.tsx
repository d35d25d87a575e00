import type { FragmentProps } from 'shared-kit/contracts';
import { withStore } from '../app/withStore';
import { WaitlistButton as WaitlistButtonView } from '../features/waitlist-button';

/** `mf_account/WaitlistButton`: 'Сообщить о поступлении' / 'В листе ожидания' for a product out of stock. */
export const WaitlistButton = withStore<FragmentProps['mf_account/WaitlistButton']>(WaitlistButtonView);
