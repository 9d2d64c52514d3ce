import type PgBoss from 'pg-boss';
import type { Marketplaces } from './marketplaces.ts';
import type { Config } from './config.ts';
import type { Database } from './db.ts';
import type { EmailSender } from './email.ts';
import type { SmsSender } from './sms.ts';
import type { SocialVerifiers } from './social-auth.ts';
import type { ZaloSender } from './zalo.ts';

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
  /** The six marketplace adapters (live sites or the sandbox) and the sandbox when in sandbox mode. */
  marketplaces: Marketplaces;
  translator: CatalogTranslator;
  /** The per-process cache of session checks (default SESSION_CACHE_MS, Date.now); tests set a clock. */
  sessionCache?: { ttlMs?: number; now?: () => number };
  /**
   * PGlite on DATA_DIR: the per-start token of `POST /api/system/backup` (written into the data
   * directory's lock file for `npm run backup`); unset = no backup route.
   */
  backupToken?: string;
  /** Login and identity: defaults come from config; tests replace parts. */
  identity?: IdentityOverrides;
  /** The image proxy's fetch of an original marketplace picture (GET /img); tests replace it. */
  fetchImage?: (url: URL) => Promise<Buffer>;
  /** Notification copies: defaults come from config; tests replace parts. */
  notifications?: NotificationOverrides;
}

/** What tests may replace in the delivery of notification copies. */
export interface NotificationOverrides {
  zalo?: ZaloSender;
  /** The HTTP client of Web Push requests. */
  pushFetch?: typeof fetch;
  /** The clock of quiet hours. */
  now?: () => Date;
}

/** What tests (or an embedding) may replace in the identity module. */
export interface IdentityOverrides {
  sms?: SmsSender;
  email?: EmailSender;
  /** Social-token verifiers by provider (default: from GOOGLE_CLIENT_IDS / FACEBOOK_APP_*). */
  social?: SocialVerifiers;
  /** How long waiting-scan holds before answering pending (default 25 s), and its poll step (500 ms). */
  qrWaitMs?: number;
  qrPollMs?: number;
  /** Database-backed send limits (per number or email per hour, per address per hour). */
  otpLimits?: { perTargetPerHour?: number; perAddressPerHour?: number };
}

export type AutoTranslate = 'on' | 'off' | 'auto';

/** Keyword and title translation as the catalog uses it (the translate module provides it). */
export interface CatalogTranslator {
  keywordForSearch(keyword: string, mode: AutoTranslate): Promise<{ original: string; searched: string; translated: boolean }>;
  /** A Vietnamese rendering of a Japanese title or category name, or null when nothing was translated. */
  toVietnamese(text: string): string | null;
  /** Translates the titles toVietnamese will be asked for (the analyser's worker thread, ADR 0012). */
  prepare?(texts: readonly string[]): Promise<void>;
  /** The translate module's store (title_translations): attached by buildApp, flushed after answers. */
  attachStore?(db: Database['db']): Promise<void>;
  flush?(): Promise<void>;
  correct?(sourceText: string, textVi: string): void;
}

export const defaultRateLimits: AppDeps['rateLimits'] = {
  // Per client address; the delays per (username, address) after wrong passwords are in the account module (database).
  login: { max: 20, timeWindow: 60_000 },
  signup: { max: 10, timeWindow: 10 * 60_000 },
};

/** The limits of the configuration (LOGIN_RATE_LIMIT, SIGNUP_RATE_LIMIT; defaults as above). */
export function rateLimitsOf(limits: { loginPerMinute: number; signupPer10Minutes: number }): AppDeps['rateLimits'] {
  return {
    login: { max: limits.loginPerMinute, timeWindow: 60_000 },
    signup: { max: limits.signupPer10Minutes, timeWindow: 10 * 60_000 },
  };
}
