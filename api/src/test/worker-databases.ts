import pg from 'pg';

/**
 * Jest's global setup and teardown: drops the workers' databases (`<database>_w<n>`,
 * src/test/test-database.ts) that nobody is connected to, so a run starts without what a stopped run left
 * there and ends leaving nothing. One still in use (another run on the same server) stays, never forced;
 * the first file of a worker that misses its database creates it again.
 */
export default async function dropWorkerDatabases(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url) return;
  const base = decodeURIComponent(new URL(url).pathname.slice(1)) || 'postgres';
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(
      `SELECT datname FROM pg_database WHERE left(datname, length($1) + 2) = $1 || '_w' AND substr(datname, length($1) + 3) ~ '^[0-9]+$'`,
      [base],
    );
    for (const { datname } of rows) {
      try {
        await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(datname)}`);
      } catch (error) {
        // 55006: another run is connected to it.
        if ((error as { code?: string }).code !== '55006') throw error;
      }
    }
  } finally {
    await client.end();
  }
}
