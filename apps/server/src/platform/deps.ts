import type PgBoss from 'pg-boss';
import type { Config } from './config.ts';
import type { Database } from './db.ts';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** What every module plugin receives: built once in main.ts (or per test file). */
export interface AppDeps {
  config: Config;
  database: Database;
  /** The job queue; null when JOBS_ENABLED=false (most tests). */
  boss: PgBoss | null;
  rateLimits: { login: RateLimit; signup: RateLimit };
}

export const defaultRateLimits: AppDeps['rateLimits'] = {
  // Per client address; the per-username lock after five wrong passwords is in the account module.
  login: { max: 20, timeWindow: 60_000 },
  signup: { max: 10, timeWindow: 10 * 60_000 },
};
