import { getEventBus, getSession } from 'shared-kit';
import { reloadPage } from '../../shared/lib/reloadPage';

/** Signs the customer out (spec §4): the key is cleared, the shop is told, and the page reloads. */
export function logout(): void {
  getSession().signOut();
  getEventBus().emit('account:signed-out', {});
  reloadPage();
}
