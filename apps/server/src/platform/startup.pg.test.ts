import { afterAll, describe, expect, it } from 'vitest';
import { seedDatabase } from '../db/seed.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test/multi-process.ts';
import { loadConfig } from './config.ts';
import { openPostgres, type Database } from './db.ts';
import { ensureQueue, startJobs } from './jobs.ts';

/**
 * Several processes starting at once on an empty PostgreSQL database (the proxy stack, N systemd
 * units after a fresh install): the migrations run once under the advisory lock, and the seeding
 * runs under the same lock, one process after the other, so nothing is seeded twice. Needs
 * TEST_DATABASE_URL (CI's PostgreSQL stage); skipped without it.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!serverUrl)('start of several processes on one empty PostgreSQL', () => {
  const opened: Database[] = [];
  let scratch: ScratchDatabase | undefined;

  afterAll(async () => {
    await Promise.all(opened.map((d) => d.close()));
    await scratch?.drop();
  });

  it('migrates once and seeds once when four processes start together', async () => {
    // The widest race: the schema is there (a first start stopped before seeding, or `db:migrate`
    // of an older version), so every process reaches the seeding at the same moment.
    scratch = await createScratchDatabase(serverUrl!, { prefix: 'kaimono_t_startup' });
    const config = loadConfig({ JWT_SECRET: 'startup-secret-startup-secret-startup-0000', SEED_DEMO_DATA: 'true', CATALOG_MODE: 'sandbox' });
    for (let i = 0; i < 4; i++) opened.push(await openPostgres(scratch.url, { max: 4 }));
    await opened[0]!.migrate();
    await Promise.all(opened.map((database) => database.migrate(() => seedDatabase(database.db, config))));

    const { rows: rates } = await opened[0]!.executeSql('select count(*)::int as n from exchange_rates', []);
    expect(rates[0]!.n).toBe(1);
    const { rows: migrations } = await opened[0]!.executeSql(
      'select count(*)::int as n, count(distinct hash)::int as d from drizzle.__drizzle_migrations',
      [],
    );
    expect(migrations[0]!.n).toBe(migrations[0]!.d);
  });

  it('creates every job queue once when four processes start their job queues together', async () => {
    // CI's cross-process stack once failed here: two servers' pg-boss created their queues at the
    // same moment and PostgreSQL chose one of them as a deadlock victim, so that server never started.
    const queues = await createScratchDatabase(serverUrl!, { prefix: 'kaimono_t_queues' });
    const databases: Database[] = [];
    const quiet = { info: () => undefined, error: () => undefined };
    try {
      for (let i = 0; i < 4; i++) databases.push(await openPostgres(queues.url, { max: 4 }));
      const bosses = await Promise.all(databases.map((database) => startJobs(database, quiet)));
      // Each process creates its modules' queues concurrently too (the plugins register in parallel).
      const names = ['bid-fire', 'bid-watch', 'alerts-round', 'vip-renewal', 'notification-delivery', 'probe-1', 'probe-2', 'probe-3'];
      await Promise.all(bosses.flatMap((boss) => names.map((name, i) => ensureQueue(boss, name, i % 2 ? { policy: 'stately' } : {}))));
      const { rows } = await databases[0]!.executeSql('select name, policy from pgboss.queue order by name', []);
      // pg-boss's own queue (`__pgboss__send-it`) is there too.
      expect(rows.map((row) => String(row.name)).filter((name) => !name.startsWith('__pgboss'))).toEqual([...names].sort());
      expect(rows.find((row) => row.name === 'bid-watch')?.policy).toBe('stately');
      await Promise.all(bosses.map((boss) => boss.stop({ graceful: false, wait: true })));
    } finally {
      await Promise.all(databases.map((d) => d.close()));
      await queues.drop();
    }
  });
});
