import { withStore } from '../app/withStore';
import { HeaderPersonal as HeaderPersonalView } from '../widgets/header-personal';

/** `mf_account/HeaderPersonal`: the header waitlist, favourites and profile icons. */
export const HeaderPersonal = withStore(HeaderPersonalView);
