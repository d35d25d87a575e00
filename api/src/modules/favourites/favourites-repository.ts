import type { Queryable } from '../../db/database';

/** Reads of a customer's favourite products. */
export interface FavouritesRepository {
  /** Product ids, most recently added first. */
  listProductIds(accountId: number): Promise<number[]>;
}

/** Creates the repository over a database connection. */
export function createFavouritesRepository(db: Queryable): FavouritesRepository {
  return {
    async listProductIds(accountId) {
      const { rows } = await db.query<{ product_id: number }>(
        'SELECT product_id FROM favourites WHERE account_id = $1 ORDER BY added_at DESC, product_id',
        [accountId],
      );
      return rows.map((row) => row.product_id);
    },
  };
}
