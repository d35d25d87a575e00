import { loadConfig } from '../config';
import { migrate } from './migrate';
import { openDatabase } from './open-database';
import { seedIfEmpty } from './seed/seed';

/** `npm run seed -w api`: migrates and seeds the configured database without starting the server. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = await openDatabase(config);
  try {
    const applied = await migrate(db);
    console.log(applied.length ? `Applied migrations: ${applied.join(', ')}` : 'Migrations are up to date');
    const report = await seedIfEmpty(db, { productCount: config.seedProducts });
    console.log(
      report.catalogueSeeded || report.contentSeeded
        ? `Seeded ${report.products} products in ${report.durationMs} ms`
        : 'The database already has data; nothing seeded',
    );
    if (report.selectionsSeeded.length) console.log(`Seeded selections: ${report.selectionsSeeded.join(', ')}`);
    if (report.reviews) console.log(`Seeded ${report.reviews} reviews with ${report.reviewMedia} photos`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
