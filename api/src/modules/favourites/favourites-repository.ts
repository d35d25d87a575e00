import type { Queryable } from '../../db/database';
import { createPersonalProductsRepository, type PersonalProductsRepository } from './personal-products-repository';

/** A customer's favourite products. */
export type FavouritesRepository = PersonalProductsRepository;

/** Creates the repository over a database connection. */
export function createFavouritesRepository(db: Queryable): FavouritesRepository {
  return createPersonalProductsRepository(db, 'favourites');
}
