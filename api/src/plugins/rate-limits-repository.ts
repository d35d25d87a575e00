import type { Queryable } from '../db/database';

/** A window's count and the seconds until it closes. */
export interface WindowCount {
  hits: number;
  retryAfterSeconds: number;
}

/**
 * Fixed-window counters shared by every API process (the `form_rate_limits` table the forms count in),
 * and the addresses HTTP Basic users signed in from.
 */
export interface RateLimitsRepository {
  /** Counts one event for `bucket` in the current window of `windowSeconds` and answers the window's count. */
  hit(bucket: string, windowSeconds: number): Promise<WindowCount>;
  /** Takes back one event {@link hit} counted in the current window (a try that turned out right). */
  release(bucket: string, windowSeconds: number): Promise<void>;
  /** The current window's count of `bucket`, without counting. */
  count(bucket: string, windowSeconds: number): Promise<WindowCount>;
  /** Whether `address` signed in as the user within `days`. */
  isKnownAddress(realm: string, userHash: string, address: string, days: number): Promise<boolean>;
  /** Records a sign-in with the right password from `address` (written at most once an hour per address). */
  rememberAddress(realm: string, userHash: string, address: string): Promise<void>;
}

/** Counters older than this are of no use to anyone (the same as the forms'). */
const KEEP = "interval '1 day'";

const WINDOW = 'to_timestamp(floor(extract(epoch FROM now()) / $2) * $2)';
const RETRY_AFTER = 'ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int';

export function createRateLimitsRepository(db: Queryable): RateLimitsRepository {
  return {
    async hit(bucket, windowSeconds) {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(
        `INSERT INTO form_rate_limits (bucket, window_start, hits) VALUES ($1, ${WINDOW}, 1)
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = form_rate_limits.hits + 1
         RETURNING hits, ${RETRY_AFTER} AS retry_after`,
        [bucket, windowSeconds],
      );
      // Forgetting old windows as new ones open keeps the table as small as the traffic of one day.
      if (rows[0].hits === 1) await db.query(`DELETE FROM form_rate_limits WHERE window_start < now() - ${KEEP}`);
      return { hits: rows[0].hits, retryAfterSeconds: Math.max(1, rows[0].retry_after) };
    },

    async release(bucket, windowSeconds) {
      await db.query(`UPDATE form_rate_limits SET hits = hits - 1 WHERE bucket = $1 AND window_start = ${WINDOW} AND hits > 0`, [bucket, windowSeconds]);
    },

    async count(bucket, windowSeconds) {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(
        `SELECT coalesce(max(hits), 0)::int AS hits,
                ceil(extract(epoch FROM ${WINDOW} + make_interval(secs => $2) - now()))::int AS retry_after
           FROM form_rate_limits WHERE bucket = $1 AND window_start = ${WINDOW}`,
        [bucket, windowSeconds],
      );
      return { hits: rows[0].hits, retryAfterSeconds: Math.max(1, rows[0].retry_after) };
    },

    async isKnownAddress(realm, userHash, address, days) {
      const { rows } = await db.query(
        `SELECT 1 FROM basic_sign_in_addresses
          WHERE realm = $1 AND user_hash = $2 AND address = $3 AND last_success_at > now() - make_interval(days => $4)`,
        [realm, userHash, address, days],
      );
      return rows.length > 0;
    },

    async rememberAddress(realm, userHash, address) {
      const { rows } = await db.query(
        `INSERT INTO basic_sign_in_addresses (realm, user_hash, address) VALUES ($1, $2, $3)
         ON CONFLICT (realm, user_hash, address) DO UPDATE SET last_success_at = now()
           WHERE basic_sign_in_addresses.last_success_at < now() - interval '1 hour'
         RETURNING 1`,
        [realm, userHash, address],
      );
      if (rows.length > 0) await db.query("DELETE FROM basic_sign_in_addresses WHERE last_success_at < now() - interval '90 days'");
    },
  };
}
