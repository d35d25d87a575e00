import type { FavouritesInfoDto } from 'api-contracts';
import type { Identity } from '../../plugins/identity';
import { unauthorized } from '../../shared/http-error';
import type { FavouritesRepository } from './favourites-repository';

/** How many favourites the signed-in customer has and which products they are. */
export async function getFavouritesInfo(favourites: FavouritesRepository, identity: Identity): Promise<FavouritesInfoDto> {
  if (identity.kind !== 'account') throw unauthorized();
  const products = await favourites.listProductIds(identity.accountId);
  return { quantity: products.length, products };
}
