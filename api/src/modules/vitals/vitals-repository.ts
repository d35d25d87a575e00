import type { Queryable } from '../../db/database';
import type { DeviceClass, VitalMeasure, VitalMetric } from './vitals-rules';

/** The 75th percentile of one metric of one route on one day, and how many measures it is of. */
export interface VitalsP75Row {
  /** The shop's (Moscow) calendar day, `YYYY-MM-DD`. */
  day: string;
  route: string;
  metric: VitalMetric;
  p75: number;
  samples: number;
}

/** The field data's table (migration 0042): the measures of sampled page views, and their 75th percentiles. */
export function createVitalsRepository(db: Queryable) {
  return {
    /** Stores a beacon's measures, one row each, in one statement. */
    async record(route: string, device: DeviceClass, metrics: readonly VitalMeasure[]): Promise<void> {
      await db.query(
        'INSERT INTO field_vitals (route, metric, device, value) SELECT $1, metric, $2, value FROM unnest($3::text[], $4::float8[]) AS m(metric, value)',
        [route, device, metrics.map((measure) => measure.name), metrics.map((measure) => measure.value)],
      );
    },

    /**
     * The p75 of each route, metric and day of the last `days` days (today included), of one device class
     * or of all, for the `maxRoutes` routes with the most measures in that time.
     */
    async p75(days: number, device: DeviceClass | null, maxRoutes: number): Promise<VitalsP75Row[]> {
      const { rows } = await db.query<VitalsP75Row>(
        `WITH recent AS (
           SELECT day, route, metric, value FROM field_vitals
           WHERE day > (now() AT TIME ZONE 'Europe/Moscow')::date - $1::int AND ($2::text IS NULL OR device = $2)
         ), top_routes AS (
           SELECT route FROM recent GROUP BY route ORDER BY count(*) DESC, route LIMIT $3
         )
         SELECT to_char(day, 'YYYY-MM-DD') AS day, route, metric,
                percentile_cont(0.75) WITHIN GROUP (ORDER BY value) AS p75, count(*)::int AS samples
         FROM recent WHERE route IN (SELECT route FROM top_routes)
         GROUP BY day, route, metric ORDER BY day, route, metric`,
        [days, device, maxRoutes],
      );
      return rows.map((row) => ({ ...row, p75: Number(row.p75) }));
    },

    /** Forgets the measures of days before the last `days`; how many rows went. */
    async forgetBefore(days: number): Promise<number> {
      const { rowCount } = await db.query("DELETE FROM field_vitals WHERE day <= (now() AT TIME ZONE 'Europe/Moscow')::date - $1::int", [days]);
      return rowCount;
    },

    /** Today's date in the shop's calendar, `YYYY-MM-DD`. */
    async today(): Promise<string> {
      const { rows } = await db.query<{ today: string }>("SELECT to_char((now() AT TIME ZONE 'Europe/Moscow')::date, 'YYYY-MM-DD') AS today");
      return rows[0].today;
    },
  };
}

export type VitalsRepository = ReturnType<typeof createVitalsRepository>;
