import type { Queryable } from '../../db/database';

/**
 * Titles of the city's streets (`address_streets`) whose search key contains `key`, those starting with it
 * (or with it right after the street's type: «ул. Труда» is kept as «ултруда») first, then in Russian
 * alphabetical order.
 */
export async function findStreetTitles(db: Queryable, cityId: number, key: string, limit: number): Promise<string[]> {
  const { rows } = await db.query<{ title: string }>(
    `SELECT title FROM address_streets
     WHERE city_id = $1 AND strpos(search_key, $2) > 0
     ORDER BY (starts_with(search_key, $2) OR strpos(search_key, $2) <= 5) DESC, title COLLATE "und-x-icu"
     LIMIT $3`,
    [cityId, key, limit],
  );
  return rows.map((row) => row.title);
}
