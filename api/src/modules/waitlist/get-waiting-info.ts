import type { WaitingInfoDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import type { WaitlistRepository } from './waitlist-repository';

/** How many products the signed-in customer waits for. */
export async function getWaitingInfo(waitlist: WaitlistRepository, identity: Identity): Promise<WaitingInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  return { quantity: await waitlist.countItems(identity.accountId) };
}
