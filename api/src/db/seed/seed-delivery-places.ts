import type { Queryable } from '../database';
import { placeSearchKey } from '../../modules/addresses/index';
import { PICKUP_POINTS, STREETS, type PickupPointSeed, type StreetSeed } from './delivery-places-data';

/** The id of the city with this title and region; null when the shop's list has no such city. */
async function cityIdOf(db: Queryable, [title, region]: readonly [string, string]): Promise<number | null> {
  const { rows } = await db.query<{ id: number }>('SELECT id FROM cities WHERE title = $1 AND region = $2', [title, region]);
  return rows[0]?.id ?? null;
}

/**
 * Fills the streets and the pickup points when each is empty (a fresh database, or one seeded before
 * they existed); what the shop already keeps is never touched. Cities missing from the list are skipped.
 */
export async function seedDeliveryPlaces(
  db: Queryable,
  data: { streets: readonly StreetSeed[]; points: readonly PickupPointSeed[] } = { streets: STREETS, points: PICKUP_POINTS },
): Promise<{ streets: number; points: number }> {
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('pickup_points') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return { streets: 0, points: 0 };
  let streets = 0;
  let points = 0;
  const hasStreets = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM address_streets) AS present');
  if (!hasStreets.rows[0].present) {
    for (const seed of data.streets) {
      const cityId = await cityIdOf(db, seed.city);
      if (cityId === null) continue;
      const params: unknown[] = [cityId];
      const tuples = seed.streets.map((title) => {
        params.push(title, placeSearchKey(title));
        return `($1, $${params.length - 1}, $${params.length})`;
      });
      await db.query(`INSERT INTO address_streets (city_id, title, search_key) VALUES ${tuples.join(', ')}`, params);
      streets += seed.streets.length;
    }
  }
  const hasPoints = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM pickup_points) AS present');
  if (!hasPoints.rows[0].present) {
    for (const point of data.points) {
      const cityId = await cityIdOf(db, point.city);
      if (cityId === null) continue;
      await db.query(
        'INSERT INTO pickup_points (id, city_id, kind, title, address, hours, search_key) VALUES ($1, $2, $3, $4, $5, $6, $7)',
        [point.id, cityId, point.kind, point.title, point.address, point.hours, placeSearchKey(`${point.title} ${point.address}`)],
      );
      points += 1;
    }
  }
  return { streets, points };
}
