import { getEventBus, getSession } from 'shared-kit';
import { revokeSignIn } from '../../shared/api/authApi';
import { reloadPage } from '../../shared/lib/reloadPage';

/**
 * Signs the customer out (spec §4): the server revokes the key first (a failure is only logged: the key
 * then ends by its own expiry), then the key is cleared, the shop is told, and the page reloads.
 */
export async function logout(): Promise<void> {
  try {
    await revokeSignIn();
  } catch (error) {
    console.warn('[mf_account] the server did not revoke the sign-in', error);
  }
  getSession().signOut();
  getEventBus().emit('account:signed-out', {});
  reloadPage();
}
