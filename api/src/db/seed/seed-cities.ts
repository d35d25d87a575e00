import type { Queryable } from '../database';
import { citySearchKey } from '../../modules/cities/index';
import { CITIES, IMPORTANT_HOME_REGION, IMPORTANT_LARGEST_COUNT, MAIN_CITY, type CitySeed } from './cities-data';

/**
 * Fills the city list when it is empty (a fresh database, or one seeded before cities existed); a list
 * the shop already keeps is never touched. Answers how many cities were written.
 */
export async function seedCities(db: Queryable, cities: readonly CitySeed[] = CITIES): Promise<number> {
  // A database not yet migrated to cities (tests of older migrations) has nothing to fill.
  const ready = await db.query<{ ready: boolean }>("SELECT to_regclass('cities') IS NOT NULL AS ready");
  if (!ready.rows[0].ready) return 0;
  const present = await db.query<{ present: boolean }>('SELECT EXISTS (SELECT 1 FROM cities) AS present');
  if (present.rows[0].present) return 0;
  const largest = new Set(
    [...cities].sort((a, b) => b[2] - a[2]).slice(0, IMPORTANT_LARGEST_COUNT).map(([title, region]) => `${title}|${region}`),
  );
  const params: unknown[] = [];
  const tuples = cities.map(([title, region, thousands]) => {
    const important =
      largest.has(`${title}|${region}`) ||
      (region === IMPORTANT_HOME_REGION.region && thousands >= IMPORTANT_HOME_REGION.minPopulationThousands);
    params.push(title, region, thousands * 1000, title === MAIN_CITY, important, citySearchKey(title));
    const base = params.length - 6;
    return `($${base + 1}, $${base + 2}, $${base + 3}, $${base + 4}, $${base + 5}, $${base + 6})`;
  });
  await db.query(
    `INSERT INTO cities (title, region, population, is_main, is_important, search_key) VALUES ${tuples.join(', ')}`,
    params,
  );
  return cities.length;
}
