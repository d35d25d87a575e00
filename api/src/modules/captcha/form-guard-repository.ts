import type { Queryable } from '../../db/database';

/** Counters of form submissions and spent captcha tokens: shared by every API process through the database. */
export interface FormGuardRepository {
  /**
   * Counts one submission in the current fixed window of `windowSeconds` for `bucket` and answers how
   * many the window holds now, with the seconds left until it closes.
   */
  hit(bucket: string, windowSeconds: number): Promise<{ hits: number; retryAfterSeconds: number }>;
  /** Marks a verified captcha token as used; false when it was used before. */
  spendToken(tokenHash: string): Promise<boolean>;
}

/** Counters and spent tokens older than this are of no use to anyone. */
const KEEP = "interval '1 day'";

export function createFormGuardRepository(db: Queryable): FormGuardRepository {
  return {
    async hit(bucket, windowSeconds) {
      const { rows } = await db.query<{ hits: number; retry_after: number }>(
        `WITH w AS (SELECT to_timestamp(floor(extract(epoch FROM now()) / $2) * $2) AS start)
         INSERT INTO form_rate_limits (bucket, window_start, hits) SELECT $1, w.start, 1 FROM w
         ON CONFLICT (bucket, window_start) DO UPDATE SET hits = form_rate_limits.hits + 1
         RETURNING hits, ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS retry_after`,
        [bucket, windowSeconds],
      );
      // Forgetting old windows as new ones open keeps the table as small as the traffic of one day.
      if (rows[0].hits === 1) await db.query(`DELETE FROM form_rate_limits WHERE window_start < now() - ${KEEP}`);
      return { hits: rows[0].hits, retryAfterSeconds: Math.max(1, rows[0].retry_after) };
    },

    async spendToken(tokenHash) {
      const { rows } = await db.query(
        'INSERT INTO captcha_spent_tokens (token_hash) VALUES ($1) ON CONFLICT DO NOTHING RETURNING token_hash',
        [tokenHash],
      );
      if (rows.length > 0) await db.query(`DELETE FROM captcha_spent_tokens WHERE spent_at < now() - ${KEEP}`);
      return rows.length > 0;
    },
  };
}
