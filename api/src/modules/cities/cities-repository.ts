import type { Queryable } from '../../db/database';

/** A city as stored. */
export interface CityRecord {
  id: number;
  title: string;
  region: string;
  population: number;
  is_main: boolean;
  is_important: boolean;
  is_active: boolean;
}

/** Orders of the city list; `default` is the main city first, then the largest. */
export type CityOrdering = 'default' | 'title' | '-title' | 'population' | '-population';

/** What {@link CitiesRepository.list} filters by. */
export interface CityListFilter {
  isMain?: boolean;
  isImportant?: boolean;
  /** A {@link citySearchKey}: the city's title must contain it. */
  searchKey?: string;
  ordering: CityOrdering;
  limit: number;
  offset: number;
}

/** Who a city choice belongs to. */
export type CityChooser = { accountId: number } | { sessionToken: string };

const COLUMNS = 'id, title, region, population, is_main, is_important, is_active';

const ORDER_BY: Record<CityOrdering, string> = {
  default: 'is_main DESC, population DESC, title COLLATE "und-x-icu", id',
  title: 'title COLLATE "und-x-icu", region COLLATE "und-x-icu", id',
  '-title': 'title COLLATE "und-x-icu" DESC, region COLLATE "und-x-icu", id',
  population: 'population, title COLLATE "und-x-icu", id',
  '-population': 'population DESC, title COLLATE "und-x-icu", id',
};

/** Cities of the city window and the visitors' choices. */
export interface CitiesRepository {
  /** Active cities matching the filter; a search puts titles that start with it first. */
  list(filter: CityListFilter): Promise<{ rows: CityRecord[]; total: number }>;
  findActive(id: number): Promise<CityRecord | null>;
  findMain(): Promise<CityRecord | null>;
  /** The city the visitor chose before (an inactive one no longer counts). */
  findChosen(chooser: CityChooser): Promise<CityRecord | null>;
  /** Remembers the visitor's choice, replacing an earlier one. */
  choose(chooser: CityChooser, cityId: number): Promise<void>;
}

/** Creates the repository over a database connection. */
export function createCitiesRepository(db: Queryable): CitiesRepository {
  return {
    async list(filter) {
      const where = ['is_active'];
      const params: unknown[] = [];
      if (filter.isMain !== undefined) {
        params.push(filter.isMain);
        where.push(`is_main = $${params.length}`);
      }
      if (filter.isImportant !== undefined) {
        params.push(filter.isImportant);
        // The main city always belongs to the important ones.
        where.push(`(is_important OR is_main) = $${params.length}`);
      }
      let order = ORDER_BY[filter.ordering];
      if (filter.searchKey) {
        params.push(filter.searchKey);
        const key = `$${params.length}`;
        where.push(`strpos(search_key, ${key}) > 0`);
        if (filter.ordering === 'default') order = `starts_with(search_key, ${key}) DESC, ${order}`;
      }
      params.push(filter.limit, filter.offset);
      const { rows } = await db.query<CityRecord & { total: number }>(
        `SELECT ${COLUMNS}, count(*) OVER ()::int AS total FROM cities
         WHERE ${where.join(' AND ')}
         ORDER BY ${order}
         LIMIT $${params.length - 1} OFFSET $${params.length}`,
        params,
      );
      if (rows.length === 0 && filter.offset > 0) {
        const counted = await db.query<{ total: number }>(
          `SELECT count(*)::int AS total FROM cities WHERE ${where.join(' AND ')}`,
          params.slice(0, -2),
        );
        return { rows: [], total: counted.rows[0].total };
      }
      return { rows: rows.map(({ total: _total, ...city }) => city), total: rows[0]?.total ?? 0 };
    },

    async findActive(id) {
      const { rows } = await db.query<CityRecord>(`SELECT ${COLUMNS} FROM cities WHERE id = $1 AND is_active`, [id]);
      return rows[0] ?? null;
    },

    async findMain() {
      const { rows } = await db.query<CityRecord>(`SELECT ${COLUMNS} FROM cities WHERE is_main AND is_active`);
      return rows[0] ?? null;
    },

    async findChosen(chooser) {
      const [column, value] = 'accountId' in chooser ? ['account_id', chooser.accountId] : ['session_token', chooser.sessionToken];
      const { rows } = await db.query<CityRecord>(
        `SELECT ${COLUMNS.split(', ').map((c) => `c.${c}`).join(', ')}
         FROM city_choices ch JOIN cities c ON c.id = ch.city_id
         WHERE ch.${column} = $1 AND c.is_active`,
        [value],
      );
      return rows[0] ?? null;
    },

    async choose(chooser, cityId) {
      if ('accountId' in chooser) {
        await db.query(
          `INSERT INTO city_choices (account_id, city_id) VALUES ($1, $2)
           ON CONFLICT (account_id) DO UPDATE SET city_id = EXCLUDED.city_id, chosen_at = now()`,
          [chooser.accountId, cityId],
        );
      } else {
        await db.query(
          `INSERT INTO city_choices (session_token, city_id) VALUES ($1, $2)
           ON CONFLICT (session_token) DO UPDATE SET city_id = EXCLUDED.city_id, chosen_at = now()`,
          [chooser.sessionToken, cityId],
        );
      }
    },
  };
}
