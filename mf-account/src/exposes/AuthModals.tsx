import { withStore } from '../app/withStore';
import { AuthModals as AuthModalsView } from '../features/auth';

/** `mf_account/AuthModals`: the sign-in and registration windows, opened through the event bus. */
export const AuthModals = withStore(AuthModalsView);
