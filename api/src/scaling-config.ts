import os from 'node:os';

/** How the API scales: its cache of public reads, its processes and a replica for reads (ADR 0021). Optional in `AppConfig` as `payment` is. */
export interface ScalingConfig {
  /** Megabytes of public catalogue answers each process keeps (`API_CACHE_MB`, 64; 0 keeps none). */
  publicCacheMb: number;
  /** API processes on this machine (`API_WORKERS`: a number, or `auto` for one per core; more than one only on PostgreSQL). */
  workers: number;
  /** A PostgreSQL replica for the public catalogue reads (`DATABASE_READ_URL`); null reads them from DATABASE_URL. */
  databaseReadUrl: string | null;
}

/** `API_CACHE_MB`, `API_WORKERS` and `DATABASE_READ_URL` (ADR 0021). */
export function loadScalingConfig(
  value: (name: string) => string | undefined,
  databaseUrl: string | null,
  problems: string[],
): ScalingConfig {
  const cacheRaw = value('API_CACHE_MB') ?? '64';
  const publicCacheMb = Number(cacheRaw);
  if (!/^\d+$/.test(cacheRaw) || publicCacheMb > 4096)
    problems.push(`API_CACHE_MB must be an integer from 0 to 4096, got "${cacheRaw}"`);

  const workersRaw = value('API_WORKERS') ?? '1';
  const workers = workersRaw === 'auto' ? os.availableParallelism() : Number(workersRaw);
  if (workersRaw !== 'auto' && (!/^\d+$/.test(workersRaw) || workers < 1 || workers > 256)) {
    problems.push(`API_WORKERS must be "auto" or an integer from 1 to 256, got "${workersRaw}"`);
  } else if (workers > 1 && databaseUrl === null) {
    problems.push(
      `API_WORKERS=${workersRaw} needs DATABASE_URL: the embedded database (PGlite) lives inside one process and cannot be shared by several. ` +
        'Set DATABASE_URL to a PostgreSQL server, or leave API_WORKERS at 1.',
    );
  }

  const databaseReadUrl = value('DATABASE_READ_URL') ?? null;
  if (databaseReadUrl !== null && !/^postgres(ql)?:\/\/.+/.test(databaseReadUrl)) {
    problems.push('DATABASE_READ_URL must be a postgres:// or postgresql:// connection string');
  } else if (databaseReadUrl !== null && databaseUrl === null) {
    problems.push(
      'DATABASE_READ_URL needs DATABASE_URL: a replica serves the reads of a PostgreSQL server, not of the embedded database',
    );
  }
  return { publicCacheMb, workers, databaseReadUrl };
}
