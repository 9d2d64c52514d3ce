import { parseArgs } from 'node:util';
import { normalizeVietnamesePhone, password as passwordSchema } from '@kaimono/contracts';
import { createAdmin } from '../modules/account/index.ts';
import { seedDatabase } from '../db/seed.ts';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { openDatabase } from '../platform/db.ts';

/** npm run admin:create -- --phone 09xxxxxxxx --password '...' [--name 'Họ tên'] */
async function main() {
  const { values } = parseArgs({
    options: { phone: { type: 'string' }, password: { type: 'string' }, name: { type: 'string' } },
  });
  const phone = values.phone ? normalizeVietnamesePhone(values.phone) : null;
  if (!phone) throw new Error('--phone must be a Vietnamese mobile number, e.g. 0912345678');
  const checked = passwordSchema.safeParse(values.password ?? '');
  if (!checked.success) throw new Error('--password must have at least 8 characters with letters and digits');

  const config = loadConfig();
  const database = await openDatabase(config, { holder: 'admin:create' });
  try {
    await database.migrate(() => seedDatabase(database.db, config));
    const admin = await createAdmin(database.db, phone, checked.data, values.name);
    console.log(`Admin ready: ${admin.phone} (${admin.customer_no})`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
