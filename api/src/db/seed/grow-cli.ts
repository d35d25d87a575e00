import { loadConfig } from '../../config';
import { migrate } from '../migrate';
import { openDatabase } from '../open-database';
import { growCatalogue } from './grow-catalogue';
import { seedIfEmpty } from './seed';

/**
 * `node dist/db/seed/grow-cli.js <products>`: migrates and seeds the configured database (`DATABASE_URL`, else
 * the PGlite folder `DATA_DIR`) as the server would, then grows its catalogue to `<products>` with
 * {@link growCatalogue}. For a benchmark's own database: never point it at the shop's.
 */
async function main(): Promise<void> {
  const target = Number(process.argv[2]);
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    await migrate(db);
    const seeded = await seedIfEmpty(db, { productCount: config.seedProducts });
    const grown = await growCatalogue(db, target);
    console.log(
      `Catalogue: ${grown.after} products (${seeded.products ? `seeded ${seeded.products} in ${seeded.durationMs} ms, ` : ''}grown from ${grown.before} in ${grown.durationMs} ms)`,
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
