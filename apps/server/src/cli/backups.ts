import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { auditLedger, cleanAudit, type LedgerAudit } from '../modules/wallet/index.ts';
import { openPglite, pgliteDirOf } from '../platform/db.ts';
import { acquireDataDirLock, DataDirLockedError, lockHolder } from '../platform/pglite-lock.ts';

/**
 * Backups of the embedded database (PGlite in DATA_DIR/pglite): `npm run backup` and
 * `npm run restore` (src/cli/backup.ts, restore.ts) are thin shells over these functions.
 * PostgreSQL deployments use scripts/backup/pg-backup.sh and pg-restore.sh (pg_dump custom format).
 *
 * - Backup while the server runs: the server holds the data directory (platform/pglite-lock.ts)
 *   and wrote its port and a per-start token into the lock file; the backup asks it over loopback
 *   (`POST /api/system/backup`) and the server answers a consistent snapshot (CHECKPOINT, then the
 *   files copied while no transaction is open). While the server is stopped, the backup opens the
 *   directory itself (taking the lock, so a server started meanwhile refuses to start).
 * - Restore needs the server stopped (it replaces the directory): it refuses while anything holds
 *   the lock. The backup is unpacked beside the directory, opened, checked (migrations table, the
 *   wallet ledger audit), and only then swapped in; the previous directory is kept as
 *   `pglite.before-restore-<time>`.
 */

export const PGLITE_BACKUP_PREFIX = 'kaimono-pglite-';
export const PGLITE_BACKUP_SUFFIX = '.tar.gz';

/** 20261127T214012Z: sorts by time, safe in file names. */
export function backupStamp(date = new Date()): string {
  return date.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}Z$/, 'Z');
}

/** Keeps the newest `keep` backups of the prefix in `dir` (0 = keep all); returns the removed files. */
export function applyRetention(dir: string, keep: number, prefix = PGLITE_BACKUP_PREFIX, suffix = PGLITE_BACKUP_SUFFIX): string[] {
  if (keep <= 0) return [];
  const files = readdirSync(dir)
    .filter((name) => name.startsWith(prefix) && name.endsWith(suffix))
    .sort()
    .reverse();
  const removed = files.slice(keep).map((name) => path.join(dir, name));
  for (const file of removed) rmSync(file, { force: true });
  return removed;
}

export interface BackupResult {
  file: string;
  bytes: number;
  /** `online`: the running server made it; `offline`: the directory was opened directly. */
  mode: 'online' | 'offline';
  removed: string[];
}

/** Asks the running server (from the lock file) for a snapshot. */
async function snapshotFromServer(info: { port: number; host?: string; backupToken: string }): Promise<Buffer> {
  const host = !info.host || info.host === '0.0.0.0' || info.host === '::' ? '127.0.0.1' : info.host;
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${info.port}/api/system/backup`;
  const response = await fetch(url, { method: 'POST', headers: { 'x-backup-token': info.backupToken } });
  if (response.status !== 200) {
    throw new Error(`The running server refused the backup (HTTP ${response.status}): ${await response.text()}`);
  }
  return Buffer.from(await response.arrayBuffer());
}

export async function backupPglite(options: { dataDir: string; outDir: string; keep?: number; now?: Date }): Promise<BackupResult> {
  const pgliteDir = pgliteDirOf(options.dataDir);
  if (!existsSync(pgliteDir)) throw new Error(`No embedded database at ${pgliteDir} (DATA_DIR=${options.dataDir}).`);
  const holder = lockHolder(`${pgliteDir}.lock`);
  let bytes: Buffer;
  let mode: BackupResult['mode'];
  if (holder?.holder === 'server' && holder.port && holder.backupToken) {
    bytes = await snapshotFromServer({ port: holder.port, backupToken: holder.backupToken, ...(holder.host ? { host: holder.host } : {}) });
    mode = 'online';
  } else if (holder) {
    // A server still starting (no port yet), or another tool.
    throw new DataDirLockedError(`${pgliteDir}.lock`, holder);
  } else {
    const database = await openPglite({ dataDir: pgliteDir, holder: 'backup' });
    try {
      bytes = Buffer.from(await (await database.snapshot!()).arrayBuffer());
    } finally {
      await database.close();
    }
    mode = 'offline';
  }
  mkdirSync(options.outDir, { recursive: true });
  const file = path.join(options.outDir, `${PGLITE_BACKUP_PREFIX}${backupStamp(options.now)}${PGLITE_BACKUP_SUFFIX}`);
  // Written under another name first: a backup file that exists is complete.
  writeFileSync(`${file}.partial`, bytes, { mode: 0o600 });
  renameSync(`${file}.partial`, file);
  const removed = applyRetention(options.outDir, options.keep ?? 0);
  return { file, bytes: bytes.length, mode, removed };
}

export interface RestoreResult {
  /** The restored directory (DATA_DIR/pglite). */
  dataDir: string;
  /** Where the directory that was there went, or null when there was none. */
  previous: string | null;
  migrations: number;
  audit: LedgerAudit;
}

export class RestoreCheckError extends Error {}

/** A whole gzip stream holding a tar archive (its first header says "ustar" at byte 257). */
function isGzippedTar(bytes: Buffer): boolean {
  if (bytes.length < 2 || bytes[0] !== 0x1f || bytes[1] !== 0x8b) return false;
  try {
    const tar = gunzipSync(bytes);
    return tar.length >= 512 && tar.subarray(257, 262).toString('latin1') === 'ustar';
  } catch {
    return false;
  }
}

/**
 * Puts a backup in place of DATA_DIR/pglite (server stopped). Refuses a file that is not a PGlite
 * backup of this application, and (unless `force`) one whose ledger audit is not clean.
 */
export async function restorePglite(options: { dataDir: string; file: string; force?: boolean; now?: Date }): Promise<RestoreResult> {
  const pgliteDir = pgliteDirOf(options.dataDir);
  const size = statSync(options.file).size;
  if (size === 0) throw new RestoreCheckError(`${options.file} is empty.`);
  mkdirSync(options.dataDir, { recursive: true });
  const lock = acquireDataDirLock(`${pgliteDir}.lock`, 'restore');
  const staging = `${pgliteDir}.restoring`;
  try {
    rmSync(staging, { recursive: true, force: true });
    rmSync(`${staging}.lock`, { force: true });
    const bytes = readFileSync(options.file);
    // Checked here, before PGlite sees it: PGlite's own unpacking of a broken file also throws
    // outside the promise it returns (an unhandled rejection that would end the command).
    if (!isGzippedTar(bytes)) throw new RestoreCheckError(`${options.file} is not a PGlite backup (not a gzip-compressed tar file).`);
    const archive = new Blob([bytes], { type: 'application/gzip' });
    let migrations: number;
    let audit: LedgerAudit;
    const database = await openPglite({ dataDir: staging, loadDataDir: archive, holder: 'restore' }).catch((error: unknown) => {
      throw new RestoreCheckError(`${options.file} is not a PGlite backup (${error instanceof Error ? error.message : String(error)}).`);
    });
    try {
      try {
        const { rows } = await database.executeSql('select count(*) as n from drizzle.__drizzle_migrations', []);
        migrations = Number(rows[0]?.n ?? 0);
      } catch {
        throw new RestoreCheckError(`${options.file} holds a database without Kaimono's migrations.`);
      }
      audit = await auditLedger(database);
    } finally {
      await database.close();
    }
    const clean = JSON.stringify(audit) === JSON.stringify(cleanAudit);
    if (!clean && !options.force) {
      throw new RestoreCheckError(`The ledger audit of ${options.file} is not clean: ${JSON.stringify(audit)}. Nothing was changed (--force restores it anyway).`);
    }
    let previous: string | null = null;
    if (existsSync(pgliteDir)) {
      previous = `${pgliteDir}.before-restore-${backupStamp(options.now)}`;
      renameSync(pgliteDir, previous);
    }
    renameSync(staging, pgliteDir);
    return { dataDir: pgliteDir, previous, migrations, audit };
  } finally {
    rmSync(staging, { recursive: true, force: true });
    lock.release();
  }
}
