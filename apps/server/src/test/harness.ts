import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import pg from 'pg';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { loadConfig } from '../platform/config.ts';
import { openPglite, openPostgres, type Database } from '../platform/db.ts';
import type { AppDeps } from '../platform/deps.ts';
import { withDatabase } from './global-setup.ts';
import { createMarketplaces } from '../platform/marketplaces.ts';
import { createTranslator } from '../modules/translate/index.ts';

/** Per-address limits high enough for a test file's many sign-ups; rate-limit tests pass their own. */
export const testRateLimits: AppDeps['rateLimits'] = {
  login: { max: 10_000, timeWindow: 60_000 },
  signup: { max: 10_000, timeWindow: 60_000 },
};

export interface TestContext {
  app: FastifyInstance;
  database: Database;
  deps: AppDeps;
  /**
   * Another handle on the same database, as a second server process would have: a new connection
   * pool on PostgreSQL; on PGlite (one connection per data directory) the same one. Closed by `close()`.
   */
  openDatabaseAgain(): Promise<Database>;
  close(): Promise<void>;
}

/**
 * A fresh database copied from the migrated template (PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set) and an app built on it. Call once per test file; `close()` in afterAll.
 */
export async function createTestContext(overrides: Partial<AppDeps> = {}): Promise<TestContext> {
  const url = process.env.TEST_DATABASE_URL;
  let database: Database;
  let dropDatabase: (() => Promise<void>) | null = null;
  const others: Database[] = [];
  let openDatabaseAgain: () => Promise<Database>;
  if (url) {
    const name = `kaimono_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    openDatabaseAgain = async () => {
      const another = await openPostgres(withDatabase(url, name), { max: 5 });
      others.push(another);
      return another;
    };
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    await admin.end();
    database = await openPostgres(withDatabase(url, name), { max: 5 });
    dropDatabase = async () => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    };
  } else {
    const dump = readFileSync(inject('pgliteTemplateFile'));
    database = await openPglite({ loadDataDir: new Blob([dump]) });
    const only = database;
    openDatabaseAgain = async () => ({ ...only, close: async () => {} });
  }

  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: 'data/test-unused',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SANDBOX_ITEMS_PER_SITE: '500',
  });
  const marketplaces = overrides.marketplaces ?? (await createMarketplaces(config, undefined, { database }));
  const deps: AppDeps = {
    config,
    database,
    boss: null,
    rateLimits: testRateLimits,
    marketplaces,
    translator: createTranslator({ segmenter: 'none' }),
    ...overrides,
  };
  const app = await buildApp(deps, { logger: false, serveWeb: false });
  await app.ready();
  return {
    app,
    database,
    deps,
    openDatabaseAgain,
    async close() {
      await app.close();
      for (const other of others) await other.close();
      await database.close();
      await dropDatabase?.();
    },
  };
}

let phoneCounter = 0;
/** A valid, unique Vietnamese mobile number per call within a test file (each file has its own database). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const prefixes = ['090', '091', '093', '094', '096', '097', '098'];
  return `${prefixes[process.pid % prefixes.length]}${String(phoneCounter).padStart(7, '0')}`;
}

export async function signupCustomer(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = { phone: uniquePhone(), password: 'Ca-phe-sua-da-88', full_name: 'Trần Thị Test', ...overrides };
  const response = await app.inject({ method: 'POST', url: '/api/signup', payload: body });
  if (response.statusCode !== 200) throw new Error(`signup failed: ${response.statusCode} ${response.body}`);
  const json = response.json() as { token: string; data: { customer_no: string } };
  const session = await app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${json.token}` } });
  const userId = (session.json() as { data: { id: string } }).data.id;
  return { ...json, userId, phone: body.phone as string, password: body.password as string };
}
