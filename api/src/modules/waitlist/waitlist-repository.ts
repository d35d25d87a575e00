import type { Queryable } from '../../db/database';
import { createPersonalProductsRepository, type PersonalProductsRepository } from '../favourites/index';

/** The products a customer waits for. */
export type WaitlistRepository = PersonalProductsRepository;

/** Creates the repository over a database connection. */
export function createWaitlistRepository(db: Queryable): WaitlistRepository {
  return createPersonalProductsRepository(db, 'waitlist_items');
}
