import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { seedContent } from '../modules/content/index.ts';
import { seedDemoCustomer } from '../modules/account/index.ts';
import { seedRates } from '../modules/rates/index.ts';

/** Seeds what a fresh installation shows; each part runs once per database. */
export async function seedDatabase(db: Db, config: Pick<Config, 'seedDemoData' | 'catalogMode'>): Promise<void> {
  await seedContent(db);
  await seedRates(db);
  if (config.seedDemoData && config.catalogMode === 'sandbox') await seedDemoCustomer(db);
}
