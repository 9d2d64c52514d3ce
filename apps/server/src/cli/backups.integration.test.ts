import { gzipSync } from 'node:zlib';
import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { orders, users } from '../db/schema/index.ts';
import { auditLedger, balancesOf, cleanAudit, credit, debit } from '../modules/wallet/index.ts';
import { createTranslator } from '../modules/translate/index.ts';
import { loadConfig } from '../platform/config.ts';
import { openPglite, pgliteDirOf, type Database } from '../platform/db.ts';
import { createMarketplaces } from '../platform/marketplaces.ts';
import { DataDirLockedError } from '../platform/pglite-lock.ts';
import { insertTestOrder } from '../test/bills-fixtures.ts';
import { signupCustomer, testRateLimits } from '../test/harness.ts';
import { backupPglite, restorePglite, RestoreCheckError } from './backups.ts';

/**
 * `npm run backup` / `npm run restore` for the embedded database: a backup taken from a running
 * server, restored into a fresh data directory, has a clean ledger and the same customer, wallet
 * balance and order. PGlite only: on the PostgreSQL stage (TEST_DATABASE_URL) the pg_dump scripts
 * are tested instead (backups.pg.test.ts), and no PGlite template is built there.
 */
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');
const run = promisify(execFile);

const BACKUP_TOKEN = 'backup-token-for-tests-0123456789abcdef';
const env = (dataDir: string) => ({
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SANDBOX_ITEMS_PER_SITE: '500',
});

/** Runs a CLI of src/cli with DATA_DIR set; resolves with its exit code and output. */
async function cli(script: string, args: string[], dataDir: string) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli', script), ...args], {
      cwd: repoRoot,
      env: { ...process.env, ...env(dataDir), DATABASE_URL: '' },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? 1, output: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

let root: string;
let dataDir: string;
let outDir: string;
let database: Database;
let app: FastifyInstance;
let serverRunning = false;

beforeAll(async () => {
  if (onPostgres) return;
  root = mkdtempSync(path.join(tmpdir(), 'kaimono-backup-'));
  dataDir = path.join(root, 'data');
  outDir = path.join(root, 'backups');
  // A server on its own data directory: the migrated template, locked as the server does.
  const template = readFileSync(inject('pgliteTemplateFile'));
  database = await openPglite({ dataDir: pgliteDirOf(dataDir), loadDataDir: new Blob([template]), holder: 'server' });
  const config = loadConfig(env(dataDir));
  app = await buildApp(
    { config, database, boss: null, rateLimits: testRateLimits, marketplaces: await createMarketplaces(config), translator: createTranslator(), backupToken: BACKUP_TOKEN },
    { logger: false, serveWeb: false },
  );
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address !== 'object') throw new Error('no address');
  database.lock!.update({ port: address.port, host: '127.0.0.1', backupToken: BACKUP_TOKEN });
  serverRunning = true;
});

afterAll(async () => {
  if (onPostgres) return;
  if (serverRunning) {
    await app.close();
    await database.close();
  }
  rmSync(root, { recursive: true, force: true });
});

describe.skipIf(onPostgres)('PGlite backup and restore (skipped on the PostgreSQL stage: the pg_dump scripts are tested there)', () => {
  let customer: Awaited<ReturnType<typeof signupCustomer>>;
  let orderCode: string;
  let onlineBackup: string;

  it('refuses the backup route without the token of the lock file', async () => {
    const none = await app.inject({ method: 'POST', url: '/api/system/backup' });
    expect(none.statusCode).toBe(403);
    expect(none.json()).toMatchObject({ success: false, code: 'BACKUP_TOKEN_INVALID' });
    const wrong = await app.inject({ method: 'POST', url: '/api/system/backup', headers: { 'x-backup-token': `${BACKUP_TOKEN}x` } });
    expect(wrong.statusCode).toBe(403);
  });

  it('backs up from the running server: a consistent snapshot of what was committed', { timeout: 120_000 }, async () => {
    customer = await signupCustomer(app);
    await credit(database.db, { userId: customer.userId, amountVnd: 1_250_000, idempotencyKey: 'backup-test:topup', purpose: 'bank_transfer', description: 'Nạp tiền thử' });
    await debit(database.db, { userId: customer.userId, amountVnd: 250_000, idempotencyKey: 'backup-test:pay', purpose: 'order_payment', description: 'Thanh toán thử' });
    orderCode = (await insertTestOrder(database.db, { userId: customer.userId })).code;

    const result = await backupPglite({ dataDir, outDir, now: new Date('2026-11-27T10:00:00Z') });
    expect(result.mode).toBe('online');
    expect(result.file).toBe(path.join(outDir, 'kaimono-pglite-20261127T100000Z.tar.gz'));
    expect(result.bytes).toBeGreaterThan(100_000);
    onlineBackup = result.file;

    // After the backup: not in it.
    await credit(database.db, { userId: customer.userId, amountVnd: 99_000, idempotencyKey: 'backup-test:later', purpose: 'bank_transfer', description: 'Sau bản sao lưu' });
  });

  it('refuses to restore while the server holds the data directory (library and npm run restore)', { timeout: 120_000 }, async () => {
    await expect(restorePglite({ dataDir, file: onlineBackup })).rejects.toBeInstanceOf(DataDirLockedError);
    const refused = await cli('restore.ts', [onlineBackup], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`in use by process ${process.pid} (server`);
    // The running server's data is untouched.
    expect((await balancesOf(database.db, customer.userId)).available_vnd).toBe(1_099_000);
  });

  it('restores into a fresh data directory: clean ledger, same customer, balance and order', { timeout: 180_000 }, async () => {
    const fresh = path.join(root, 'fresh');
    const restored = await restorePglite({ dataDir: fresh, file: onlineBackup });
    expect(restored.previous).toBeNull();
    expect(restored.audit).toEqual(cleanAudit);
    expect(restored.migrations).toBeGreaterThan(0);

    const copy = await openPglite({ dataDir: pgliteDirOf(fresh), holder: 'test' });
    try {
      expect(await auditLedger(copy)).toEqual(cleanAudit);
      const [user] = await copy.db.select().from(users).where(eq(users.id, customer.userId));
      expect(user?.phone).toBe(customer.phone);
      // The snapshot's balance: 1,250,000 - 250,000, without the credit made after the backup.
      expect(await balancesOf(copy.db, customer.userId)).toEqual({ balance_vnd: 1_000_000, held_vnd: 0, available_vnd: 1_000_000 });
      const [order] = await copy.db.select().from(orders).where(eq(orders.code, orderCode));
      expect(order?.userId).toBe(customer.userId);
      expect(order?.firstPaymentVnd).toBe(500_000);
    } finally {
      await copy.close();
    }
  });

  it('backs up a stopped server directly (npm run backup), keeps the newest N, and restores over the old directory', { timeout: 240_000 }, async () => {
    await app.close();
    await database.close();
    serverRunning = false;
    expect(existsSync(`${pgliteDirOf(dataDir)}.lock`)).toBe(false);

    const offline = await backupPglite({ dataDir, outDir, now: new Date('2026-11-27T11:00:00Z') });
    expect(offline.mode).toBe('offline');
    const viaCli = await cli('backup.ts', ['--out', outDir, '--keep', '2'], dataDir);
    expect(viaCli.code, viaCli.output).toBe(0);
    expect(viaCli.output).toContain('server not running');
    // Three written, the newest two kept: the online one (10:00) is gone.
    const kept = readdirSync(outDir).filter((name) => name.endsWith('.tar.gz'));
    expect(kept).toHaveLength(2);
    expect(kept).toContain('kaimono-pglite-20261127T110000Z.tar.gz');
    expect(existsSync(onlineBackup)).toBe(false);

    // Restore the 11:00 backup (with the later credit) over the directory: the old one is kept aside.
    const restored = await restorePglite({ dataDir, file: offline.file, now: new Date('2026-11-27T12:00:00Z') });
    expect(restored.previous).toBe(`${pgliteDirOf(dataDir)}.before-restore-20261127T120000Z`);
    expect(existsSync(restored.previous!)).toBe(true);
    const copy = await openPglite({ dataDir: pgliteDirOf(dataDir), holder: 'test' });
    try {
      expect(await auditLedger(copy)).toEqual(cleanAudit);
      expect((await balancesOf(copy.db, customer.userId)).available_vnd).toBe(1_099_000);
    } finally {
      await copy.close();
    }
  });

  it('refuses a file that is not a backup and changes nothing', { timeout: 120_000 }, async () => {
    const junk = path.join(root, 'junk.tar.gz');
    writeFileSync(junk, 'not a backup at all');
    await expect(restorePglite({ dataDir, file: junk })).rejects.toBeInstanceOf(RestoreCheckError);
    // Compressed, but not an archive.
    writeFileSync(junk, gzipSync(Buffer.from('not a backup at all, compressed')));
    await expect(restorePglite({ dataDir, file: junk })).rejects.toBeInstanceOf(RestoreCheckError);
    expect(existsSync(`${pgliteDirOf(dataDir)}.restoring`)).toBe(false);
    expect(existsSync(`${pgliteDirOf(dataDir)}.lock`)).toBe(false);
    const copy = await openPglite({ dataDir: pgliteDirOf(dataDir), holder: 'test' });
    try {
      expect((await balancesOf(copy.db, customer.userId)).available_vnd).toBe(1_099_000);
    } finally {
      await copy.close();
    }
  });
});
