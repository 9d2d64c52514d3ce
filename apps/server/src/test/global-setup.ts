import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import pg from 'pg';
import { openPglite, openPostgres } from '../platform/db.ts';
import { seedDatabase } from '../db/seed.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a file holding a migrated, seeded data directory dump. */
    pgliteTemplateFile: string;
    /** PostgreSQL: the name of a migrated, seeded template database on TEST_DATABASE_URL. */
    postgresTemplate: string;
  }
}

const seedOptions = { seedDemoData: false, catalogMode: 'sandbox' as const };

/**
 * Migrates one database once per run; every test file then starts from a copy of it
 * (PGlite: loadDataDir of a dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const template = `kaimono_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${template}"`);
    const templateUrl = withDatabase(url, template);
    const database = await openPostgres(templateUrl, { max: 2 });
    await database.migrate();
    await seedDatabase(database.db, seedOptions);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplateFile', '');
    return async () => {
      // Drop the template and every per-file copy that a crashed file may have left behind.
      try {
        const { rows } = await admin.query<{ datname: string }>(
          `SELECT datname FROM pg_database WHERE datname LIKE 'kaimono\\_t\\_%' OR datname = $1`,
          [template],
        );
        for (const row of rows) await admin.query(`DROP DATABASE IF EXISTS "${row.datname}" WITH (FORCE)`);
      } finally {
        await admin.end();
      }
    };
  }

  const dir = mkdtempSync(path.join(tmpdir(), 'kaimono-test-'));
  const database = await openPglite();
  await database.migrate();
  await seedDatabase(database.db, seedOptions);
  const dump = await database.dumpDataDir!();
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('pgliteTemplateFile', file);
  project.provide('postgresTemplate', '');
  return () => rmSync(dir, { recursive: true, force: true });
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
