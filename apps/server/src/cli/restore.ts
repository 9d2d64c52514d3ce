import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../platform/config.ts';
import { DataDirLockedError } from '../platform/pglite-lock.ts';
import { restorePglite } from './backups.ts';
import { repoRoot } from '../platform/paths.ts';

/**
 * npm run restore -- FILE [--force]                       (PGlite, server stopped)
 * npm run restore -- FILE [--target URL] [--clean]        (PostgreSQL: scripts/backup/pg-restore.sh)
 *
 * PGlite: refuses while the server (or anything) holds DATA_DIR/pglite; checks the backup (Kaimono
 * migrations, clean ledger audit) before it replaces the directory; the old directory is kept as
 * DATA_DIR/pglite.before-restore-<time>. PostgreSQL: restores into --target (default DATABASE_URL),
 * which must be empty unless --clean.
 */
async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean' }, target: { type: 'string' }, clean: { type: 'boolean' } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) throw new Error('Usage: npm run restore -- <backup file> [--force] | [--target URL] [--clean]');
  const config = loadConfig();

  if (config.databaseUrl || values.target) {
    const script = path.join(repoRoot, 'scripts/backup/pg-restore.sh');
    const args = [script, path.resolve(file), values.target ?? config.databaseUrl!, ...(values.clean ? ['--clean'] : [])];
    const result = spawnSync('bash', args, { stdio: 'inherit' });
    process.exit(result.status ?? 1);
  }
  const result = await restorePglite({ dataDir: config.dataDir, file: path.resolve(file), force: values.force ?? false });
  console.log(`Restored ${file} into ${result.dataDir} (${result.migrations} migrations applied in the backup; the server applies newer ones on start).`);
  console.log(`Ledger audit: ${JSON.stringify(result.audit)}`);
  if (result.previous) console.log(`The directory that was there is kept as ${result.previous} (delete it once the restore is checked).`);
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof DataDirLockedError || error instanceof Error ? error.message : error);
  process.exit(1);
});
