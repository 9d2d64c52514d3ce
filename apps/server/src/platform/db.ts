import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from '../db/schema/index.ts';
import { acquireDataDirLock, type DataDirLock } from './pglite-lock.ts';
import { copyPgliteTemplate, pgliteDirOf, takeStartedPgliteDataDir } from './pglite-prepare.ts';
import { postgresChannel, type ProcessChannel } from './pg-channel.ts';
import { migrationsFolder, pgliteTemplateDir, runningFromBundle } from './paths.ts';

export { migrationsFolder };

export type Schema = typeof schema;
/** The Drizzle handle every repository takes; the same type over PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  kind: 'pglite' | 'postgres';
  db: Db;
  /** Raw SQL with positional parameters; the shape pg-boss expects from a custom `db`. */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: Record<string, unknown>[] }>;
  /**
   * Applies the committed SQL migrations (idempotent, safe when several processes start at once).
   * `andThen` (the seeding) runs before the lock is released, so processes starting together on
   * one PostgreSQL seed one after the other instead of racing (two first exchange rates).
   */
  migrate(andThen?: () => Promise<void>): Promise<void>;
  /** PGlite only: the data directory as a tarball (tests copy a migrated template this way). */
  dumpDataDir?: () => Promise<Blob>;
  /**
   * PGlite only: a consistent gzipped tarball of the data directory for backups: a CHECKPOINT,
   * then the files copied while no transaction is open and no statement runs.
   */
  snapshot?: () => Promise<Blob>;
  /** PGlite on a data directory: the lock that keeps other processes out (platform/pglite-lock.ts). */
  lock?: DataDirLock;
  /**
   * PostgreSQL only: a LISTEN/NOTIFY channel between the server processes sharing the database
   * (platform/pg-channel.ts). PGlite has one process per data directory and needs none.
   */
  channel?: (name: string, log?: { warn: (message: string) => void }) => ProcessChannel;
  /**
   * PostgreSQL only: runs `work` while this process holds the session advisory lock `lockId`, so
   * no other process sharing the database runs work under the same lock at the same time. The lock
   * is held on a connection of its own; `work` uses the pool's others. (PGlite has one process per
   * data directory and one connection: nothing to exclude.)
   */
  exclusively?: <T>(lockId: number, work: () => Promise<T>) => Promise<T>;
  close(): Promise<void>;
}

// Any fixed 64-bit number: serialises migrations when several server processes start together.
const MIGRATION_LOCK_ID = 726_171_001;

/**
 * PGlite's settings for one server process (ADR 0012): Postgres' defaults assume a machine of its
 * own (shared_buffers 128 MB), the embedded database shares the process with the server; its pages
 * are also in the operating system's file cache, so a small buffer pool costs little.
 */
export const PGLITE_SETTINGS = ['shared_buffers=16MB', 'temp_buffers=2MB', 'maintenance_work_mem=16MB', 'wal_buffers=1MB'];

/** PGlite's own start parameters with ours added. */
function pgliteStartParams(): string[] {
  const defaults = (PGlite as unknown as { defaultStartParams?: string[] }).defaultStartParams ?? [];
  return [...defaults, ...PGLITE_SETTINGS.flatMap((setting) => ['-c', setting])];
}

/**
 * PGlite in memory, or on `dataDir` (then locked for this process: `<dataDir>.lock`; `holder`
 * names what holds it in the refusal others get).
 */
export async function openPglite(
  options: {
    dataDir?: string;
    loadDataDir?: Blob;
    holder?: string;
    /** A migrated data directory a fresh `dataDir` starts as a copy of, instead of initdb (ADR 0012). */
    templateDir?: string;
  } = {},
): Promise<Database> {
  let lock: DataDirLock | undefined;
  // The lock taken and the template copy started by the server's entry before it loaded the code
  // (platform/pglite-prepare.ts), when it did.
  const early = options.dataDir && !options.loadDataDir ? takeStartedPgliteDataDir(options.dataDir) : undefined;
  if (options.dataDir) {
    mkdirSync(path.dirname(path.resolve(options.dataDir)), { recursive: true });
    lock = early?.lock ?? acquireDataDirLock(`${path.resolve(options.dataDir)}.lock`, options.holder ?? 'server');
    mkdirSync(options.dataDir, { recursive: true });
  }
  let client: PGlite;
  try {
    const { templateDir, dataDir } = options;
    if (early) await early.ready;
    else if (!options.loadDataDir && dataDir && templateDir) await copyPgliteTemplate(templateDir, dataDir);
    client = await PGlite.create({
      ...(options.dataDir ? { dataDir: options.dataDir } : {}),
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
      startParams: pgliteStartParams(),
    });
  } catch (error) {
    lock?.release();
    throw error;
  }
  const db = drizzlePglite({ client, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'pglite',
    db,
    async executeSql(text, values) {
      if (values && values.length > 0) {
        const result = await client.query<Record<string, unknown>>(text, values);
        return { rows: result.rows };
      }
      // Without parameters the text may hold several statements (pg-boss migrations do).
      const results = await client.exec(text);
      return { rows: (results.at(-1)?.rows ?? []) as Record<string, unknown>[] };
    },
    async migrate(andThen) {
      await migratePglite(db as never, { migrationsFolder });
      await andThen?.();
    },
    async dumpDataDir() {
      return client.dumpDataDir('none');
    },
    async snapshot() {
      // Written pages first (a restore then needs little WAL replay), then the files, taken while
      // no transaction is open: the copy is exactly the committed state.
      await client.exec('CHECKPOINT');
      return client._runExclusiveTransaction(() => client.dumpDataDir('gzip'));
    },
    ...(lock ? { lock } : {}),
    async close() {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

/** The advisory lock is per session: taken, used and released on one connection of the pool. */
async function holdingAdvisoryLock<T>(pool: pg.Pool, lockId: number, work: (client: pg.PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [lockId]);
    try {
      return await work(client);
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [lockId]);
    }
  } finally {
    client.release();
  }
}

export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10 });
  pool.on('error', () => {
    // An idle client lost its connection; the pool replaces it. Queries in flight still reject.
  });
  const db = drizzlePg({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  return {
    kind: 'postgres',
    db,
    async executeSql(text, values) {
      const result = await pool.query(text, values as unknown[] | undefined);
      // A multi-statement text answers an array of results.
      const last = Array.isArray(result) ? result.at(-1) : result;
      return { rows: (last?.rows ?? []) as Record<string, unknown>[] };
    },
    async migrate(andThen) {
      // Migrated on the lock's own connection; the seeding in `andThen` uses the pool's others.
      await holdingAdvisoryLock(pool, MIGRATION_LOCK_ID, async (client) => {
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
        await andThen?.();
      });
    },
    exclusively: (lockId, work) => holdingAdvisoryLock(pool, lockId, () => work()),
    channel: (name, log) => postgresChannel({ connectionString, pool, channel: name }, log),
    async close() {
      await pool.end();
    },
  };
}

/** The embedded database's directory under DATA_DIR. */
export { pgliteDirOf };

export async function openDatabase(config: { databaseUrl: string | undefined; dataDir: string }, options: { holder?: string } = {}): Promise<Database> {
  return config.databaseUrl
    ? openPostgres(config.databaseUrl)
    : openPglite({
        dataDir: pgliteDirOf(config.dataDir),
        ...(options.holder ? { holder: options.holder } : {}),
        // The built server ships a migrated template (scripts/build.mjs); the sources run initdb.
        ...(runningFromBundle ? { templateDir: pgliteTemplateDir } : {}),
      });
}
