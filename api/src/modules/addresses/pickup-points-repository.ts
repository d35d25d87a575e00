import type { PickupPointDto } from 'api-contracts';
import type { Queryable } from '../../db/database';
import { placeSearchKey } from './address-text';

/** Russian names of the kinds of points. */
export const PICKUP_KIND_TITLES: Record<PickupPointDto['kind'], string> = {
  pickup_point: 'Пункт выдачи',
  parcel_locker: 'Постамат',
};

/**
 * Where the postal service hands orders out. The shop keeps the service's points in its database
 * (`pickup_points`); a provider speaking to the service itself would implement the same two reads.
 */
export interface PickupPointProvider {
  /** Active points of a city whose title or address contains `query` (all when empty), pickup points first. */
  list(cityId: number, query: string, limit: number): Promise<PickupPointDto[]>;
  /** An active point by its id; null for an unknown or closed one. */
  find(id: string): Promise<PickupPointDto | null>;
}

/** What a point id may look like; anything else is unknown without a query. */
export const PICKUP_POINT_ID = /^[A-Z0-9-]{3,32}$/;

interface PointRow {
  id: string;
  kind: PickupPointDto['kind'];
  title: string;
  address: string;
  hours: string;
  city: string;
}

function toDto(row: PointRow): PickupPointDto {
  return { id: row.id, kind: row.kind, kind_title: PICKUP_KIND_TITLES[row.kind], title: row.title, address: row.address, hours: row.hours, city: row.city };
}

const COLUMNS = 'p.id, p.kind, p.title, p.address, p.hours, c.title AS city';

/** The points seeded into the shop's database. */
export function databasePickupPoints(db: Queryable): PickupPointProvider {
  return {
    async list(cityId, query, limit) {
      const key = placeSearchKey(query);
      const { rows } = await db.query<PointRow>(
        `SELECT ${COLUMNS} FROM pickup_points p JOIN cities c ON c.id = p.city_id
         WHERE p.city_id = $1 AND p.is_active AND ($2 = '' OR strpos(p.search_key, $2) > 0)
         ORDER BY p.kind, p.title COLLATE "und-x-icu", p.id LIMIT $3`,
        [cityId, key, limit],
      );
      return rows.map(toDto);
    },
    async find(id) {
      if (!PICKUP_POINT_ID.test(id)) return null;
      const { rows } = await db.query<PointRow>(`SELECT ${COLUMNS} FROM pickup_points p JOIN cities c ON c.id = p.city_id WHERE p.id = $1 AND p.is_active`, [id]);
      return rows[0] ? toDto(rows[0]) : null;
    },
  };
}
