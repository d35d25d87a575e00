import { getEventBus, getSession } from 'shared-kit';
import { reloadPage } from '../../../shared/lib';

/**
 * Signs the customer out: the server revokes the key and clears its HttpOnly cookie and the `signed_in`
 * companion (a failure is only logged: the key then ends by its own expiry), then the page forgets the
 * sign-in, the shop is told, and the page reloads.
 */
export async function logout(revokeSignIn: () => Promise<unknown>): Promise<void> {
  try {
    await revokeSignIn();
  } catch (error) {
    console.warn('[mf_account] the server did not revoke the sign-in', error);
  }
  getSession().signOut();
  getEventBus().emit('account:signed-out', {});
  reloadPage();
}
