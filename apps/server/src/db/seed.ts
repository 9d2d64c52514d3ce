import type { Config } from '../platform/config.ts';
import type { Db } from '../platform/db.ts';
import { seedContent } from '../modules/content/index.ts';
import { seedDemoCustomer } from '../modules/account/index.ts';
import { seedRates } from '../modules/rates/index.ts';
import { seedSalesStaff, seedStaffAccounts } from '../modules/staff/index.ts';
import { seedVipLevels } from '../modules/vip/index.ts';
import { seedVouchers } from '../modules/vouchers/index.ts';
import { seedCategoryNames } from '../modules/catalog/index.ts';
import { seedPricing } from '../modules/pricing/index.ts';
import { seedPopularKeywords } from '../modules/search/index.ts';

/**
 * Seeds what a fresh installation shows; each part runs once per database, except the curated
 * category names, which are upserted on every start (one cheap statement) so new names arrive.
 */
export async function seedDatabase(db: Db, config: Pick<Config, 'seedDemoData' | 'catalogMode'>): Promise<void> {
  await seedContent(db);
  await seedRates(db);
  await seedSalesStaff(db);
  await seedVipLevels(db);
  await seedPricing(db);
  await seedCategoryNames(db, { sandbox: config.catalogMode === 'sandbox' });
  if (config.seedDemoData && config.catalogMode === 'sandbox') await seedDemoCustomer(db);
  // One staff account per role (shared demo password, README), sandbox demo data only.
  if (config.seedDemoData && config.catalogMode === 'sandbox') await seedStaffAccounts(db);
  // Demo vouchers are discounts on real money: only where demo data is wanted.
  if (config.seedDemoData) await seedVouchers(db);
  // Popular keywords of each site, counted as searches by demo visitors (landing pages, suggestions).
  if (config.seedDemoData) await seedPopularKeywords(db);
}
