import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { DataDirLockedError } from '../platform/pglite-lock.ts';
import { backupPglite } from './backups.ts';
import { repoRoot } from '../platform/paths.ts';

/**
 * npm run backup [-- --out DIR] [--keep N]
 *
 * PGlite (no DATABASE_URL): a consistent snapshot of DATA_DIR/pglite as
 * DIR/kaimono-pglite-<UTC time>.tar.gz, from the running server if one holds the directory, else
 * by opening it directly. PostgreSQL (DATABASE_URL set): scripts/backup/pg-backup.sh (pg_dump,
 * custom format). DIR defaults to BACKUP_DIR, else ./backups; --keep N keeps the newest N.
 */
async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' }, keep: { type: 'string' } } });
  const config = loadConfig();
  const outDir = path.resolve(values.out ?? process.env.BACKUP_DIR ?? 'backups');
  const keep = values.keep === undefined ? 0 : Number(values.keep);
  if (!Number.isInteger(keep) || keep < 0) throw new Error('--keep must be a whole number (0 = keep every backup)');

  if (config.databaseUrl) {
    const script = path.join(repoRoot, 'scripts/backup/pg-backup.sh');
    const result = spawnSync('bash', [script, '--out', outDir, '--keep', String(keep)], { stdio: 'inherit', env: { ...process.env, DATABASE_URL: config.databaseUrl } });
    process.exit(result.status ?? 1);
  }
  const result = await backupPglite({ dataDir: config.dataDir, outDir, keep });
  console.log(`Backup written: ${result.file} (${(result.bytes / 1024 / 1024).toFixed(1)} MB, ${result.mode === 'online' ? 'from the running server' : 'server not running'})`);
  for (const file of result.removed) console.log(`Removed (older than the newest ${keep}): ${file}`);
  console.log('Uploaded files (DATA_DIR/uploads) and DATA_DIR/jwt-secret are not in it: copy them too (docs/backups.md).');
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
