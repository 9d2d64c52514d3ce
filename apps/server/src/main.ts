import path from 'node:path';
import { pgliteTemplateDir, runningFromBundle } from './platform/paths.ts';
import { pgliteDirOf, startPgliteDataDir } from './platform/pglite-prepare.ts';

/**
 * Process entry. The built server on a fresh embedded database starts as a copy of the build's
 * migrated template (ADR 0012); that copy is started here, before the server's code is loaded, so
 * the files are copied by libuv's threads while the main thread loads the code (~1.5 s) instead of
 * after it (ADR 0012, fourth round). DATA_DIR and DATABASE_URL are read as loadConfig reads them
 * (unset or empty: ./data, none); the server then opens the database as always and takes over the
 * lock and the copy (platform/db.ts), or lets them go if it opened another one.
 */
if (runningFromBundle && !process.env.DATABASE_URL) {
  startPgliteDataDir(pgliteDirOf(path.resolve(process.env.DATA_DIR || './data')), pgliteTemplateDir, 'server');
}

await import('./start-server.ts');
