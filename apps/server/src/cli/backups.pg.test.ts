import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { orders, users } from '../db/schema/index.ts';
import { createPasswordlessUser } from '../modules/account/index.ts';
import { auditLedger, balancesOf, cleanAudit, credit, debit, hold } from '../modules/wallet/index.ts';
import { openPostgres, type Database } from '../platform/db.ts';
import { insertTestOrder } from '../test/bills-fixtures.ts';
import { createScratchDatabase, type ScratchDatabase } from '../test/multi-process.ts';

/**
 * scripts/backup/pg-backup.sh and pg-restore.sh on a real PostgreSQL (CI's PostgreSQL stage): a
 * pg_dump of a database with a customer, wallet movements and an order, restored into a NEW
 * database, has a clean ledger and the same data; the restore refuses a database that is not
 * empty. Skipped without TEST_DATABASE_URL (PGlite has no pg_dump; backups.integration.test.ts
 * covers `npm run backup` for it).
 */
const serverUrl = process.env.TEST_DATABASE_URL;
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

async function script(name: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run('bash', [path.join(repoRoot, 'scripts/backup', name), ...args], { env: { ...process.env, ...env } });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

describe.skipIf(!serverUrl)('pg_dump backups (PostgreSQL only; skipped on PGlite, which has no pg_dump)', () => {
  let source: ScratchDatabase;
  let target: ScratchDatabase;
  let database: Database;
  let outDir: string;

  beforeAll(async () => {
    source = await createScratchDatabase(serverUrl!, { template: inject('postgresTemplate'), prefix: 'kaimono_t_bk' });
    target = await createScratchDatabase(serverUrl!, { prefix: 'kaimono_t_rs' });
    database = await openPostgres(source.url, { max: 3 });
    outDir = mkdtempSync(path.join(tmpdir(), 'kaimono-pg-backup-'));
  });
  afterAll(async () => {
    await database?.close();
    await source?.drop();
    await target?.drop();
    if (outDir) rmSync(outDir, { recursive: true, force: true });
  });

  it('dumps a running database and restores it into a new one with a clean ledger and the same data', { timeout: 180_000 }, async () => {
    const user = await createPasswordlessUser(database.db, { phone: '0971234567', fullName: 'Khách Sao Lưu', source: 'test' });
    if (!user) throw new Error('could not create the customer');
    await credit(database.db, { userId: user.id, amountVnd: 2_000_000, idempotencyKey: 'pg-backup:topup', purpose: 'bank_transfer', description: 'Nạp tiền thử' });
    await debit(database.db, { userId: user.id, amountVnd: 300_000, idempotencyKey: 'pg-backup:pay', purpose: 'order_payment', description: 'Thanh toán thử' });
    await hold(database.db, { userId: user.id, amountVnd: 200_000, idempotencyKey: 'pg-backup:hold', purpose: 'bid_hold', description: 'Giữ tiền đấu giá' });
    const order = await insertTestOrder(database.db, { userId: user.id });
    const before = await balancesOf(database.db, user.id);
    expect(before).toEqual({ balance_vnd: 1_700_000, held_vnd: 200_000, available_vnd: 1_500_000 });

    // Two backups with --keep 1: one file stays.
    const first = await script('pg-backup.sh', ['--out', outDir], { DATABASE_URL: source.url });
    expect(first.code, first.stderr).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // file names carry the second
    const second = await script('pg-backup.sh', ['--out', outDir, '--keep', '1'], { DATABASE_URL: source.url });
    expect(second.code, second.stderr).toBe(0);
    const file = second.stdout.trim();
    expect(path.basename(file)).toMatch(/^kaimono-pg-\d{8}T\d{6}Z\.dump$/);
    expect(readdirSync(outDir)).toEqual([path.basename(file)]);

    const restored = await script('pg-restore.sh', [file, target.url]);
    expect(restored.code, restored.stderr).toBe(0);

    const copy = await openPostgres(target.url, { max: 2 });
    try {
      expect(await auditLedger(copy)).toEqual(cleanAudit);
      const [row] = await copy.db.select().from(users).where(eq(users.id, user.id));
      expect(row?.phone).toBe('0971234567');
      expect(await balancesOf(copy.db, user.id)).toEqual(before);
      const [copied] = await copy.db.select().from(orders).where(eq(orders.code, order.code));
      expect(copied?.userId).toBe(user.id);
      // The migrations' bookkeeping comes along: the servers see an up-to-date database.
      const { rows } = await copy.executeSql(`select count(*) as n from information_schema.schemata where schema_name = 'drizzle'`, []);
      expect(Number(rows[0]?.n)).toBe(1);
    } finally {
      await copy.close();
    }

    // A target that is not empty is refused unless --clean.
    const again = await script('pg-restore.sh', [file, target.url]);
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already has');
  });
});
