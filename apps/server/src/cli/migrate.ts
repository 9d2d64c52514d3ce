import { seedDatabase } from '../db/seed.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

/**
 * npm run db:migrate — applies the committed migrations and the first-start seeding to the
 * configured database (DATABASE_URL, else the embedded one in DATA_DIR), then exits.
 *
 * Every server process does the same on start (under PostgreSQL's advisory lock, so several at
 * once are safe); running this once before starting or restarting N processes (an upgrade, CI's
 * proxy stack) keeps the schema change out of the processes' start and shows its errors in one place.
 */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, { holder: 'db:migrate' });
  try {
    const started = Date.now();
    await database.migrate(() => seedDatabase(database.db, config));
    console.log(`Database ready (${database.kind}): migrations applied and seeded in ${Date.now() - started} ms`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
