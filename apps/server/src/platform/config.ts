import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { repoRoot } from './paths.ts';



const budgetSites = ['auction', 'shopping', 'mercari', 'rakuten', 'paypay', 'suruga-ya'] as const;
type BudgetSite = (typeof budgetSites)[number];

/**
 * MARKETPLACE_BUDGETS: `site=requests per second[/burst]`, comma-separated, e.g.
 * `rakuten=0.9,shopping=0.5/2` (ADR 0008). Live mode: replaces the default of those sites (one
 * request per spacing interval); sandbox mode: the only budgets (none by default).
 */
const marketplaceBudgets = z
  .string()
  .transform((text, context) => {
    const budgets: Partial<Record<BudgetSite, { ratePerSecond: number; capacity: number }>> = {};
    for (const part of text.split(',').map((p) => p.trim()).filter(Boolean)) {
      const m = /^([a-z-]+)=(\d+(?:\.\d+)?)(?:\/(\d+))?$/.exec(part);
      const site = m?.[1] as BudgetSite | undefined;
      const rate = Number(m?.[2]);
      const capacity = m?.[3] === undefined ? 1 : Number(m[3]);
      if (!m || !budgetSites.includes(site!) || !(rate > 0 && rate <= 1000) || !(capacity >= 1 && capacity <= 1000)) {
        context.addIssue({ code: 'custom', message: `"${part}": expected site=requests per second[/burst], site one of ${budgetSites.join(', ')}` });
        return z.NEVER;
      }
      budgets[site!] = { ratePerSecond: rate, capacity };
    }
    return budgets;
  });

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Every environment variable the server reads. The README's table mirrors this schema. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  CATALOG_MODE: z.enum(['sandbox', 'live']).default('sandbox'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TOKEN_TTL_HOURS: z.coerce.number().int().min(1).max(24 * 90).default(24 * 7),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  SEED_DEMO_DATA: booleanFlag.default(true),
  JOBS_ENABLED: booleanFlag.default(true),
  /** Alerts (issue 18): shortest interval between checks of one query, and how often each process looks for due checks. */
  ALERTS_MIN_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  ALERTS_TICK_SECONDS: z.coerce.number().int().min(1).max(600).default(15),
  LOGIN_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(20),
  SIGNUP_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_PROXY: booleanFlag.default(false),
  COOKIE_SECURE: booleanFlag.default(false),
  CATALOG_SEED: z.string().min(1).max(64).default('kaimono'),
  SANDBOX_ITEMS_PER_SITE: z.coerce.number().int().min(100).max(200_000).default(2_000),
  RAKUTEN_APP_ID: z.string().min(1).optional(),
  RAKUTEN_ACCESS_KEY: z.string().min(1).optional(),
  YAHOO_APP_ID: z.string().min(1).optional(),
  HTTPS_PROXY: z.string().url().optional(),
  MARKETPLACE_BUDGETS: marketplaceBudgets.optional(),
  TRANSLATE_PROVIDER: z.enum(['glossary', 'google']).default('glossary'),
  TRANSLATE_API_KEY: z.string().min(1).optional(),
  TRANSLATE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(3_000),
  /** worker (default: kuromoji in a worker thread started on demand, ADR 0012), kuromoji (in this process, ~300 MB, ADR 0007) or none (titles cut at script changes only). */
  TRANSLATE_SEGMENTER: z.enum(['worker', 'kuromoji', 'none']).default('worker'),
  /** With TRANSLATE_SEGMENTER=worker: the worker ends after this long without titles to translate. */
  TRANSLATE_SEGMENTER_IDLE_MS: z.coerce.number().int().min(1_000).max(86_400_000).default(60_000),
  UPLOAD_STORAGE: z.enum(['local', 's3']).default('local'),
  UPLOAD_DIR: z.string().min(1).optional(),
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.default(true),
  SMS_PROVIDER: z.enum(['outbox', 'http']).default('outbox'),
  SMS_HTTP_URL: z.string().url().optional(),
  SMS_HTTP_TOKEN: z.string().min(1).optional(),
  EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
  EMAIL_FROM: z.string().min(3).max(200).optional(),
  /** Web Push (ADR 0016): both keys or neither (then a pair is generated once and kept in the database). */
  VAPID_PUBLIC_KEY: z.string().regex(/^[A-Za-z0-9_-]{86,88}$/, 'must be the base64url P-256 public key (web-push generate-vapid-keys)').optional(),
  VAPID_PRIVATE_KEY: z.string().regex(/^[A-Za-z0-9_-]{42,44}$/, 'must be the base64url P-256 private key').optional(),
  VAPID_SUBJECT: z.string().regex(/^(mailto:.+@.+|https:\/\/.+)$/, 'must be mailto:… or https://…').optional(),
  /** Accept push endpoints over plain http (development and tests only; production push services are https). */
  PUSH_ALLOW_HTTP_ENDPOINTS: booleanFlag.default(false),
  ZALO_PROVIDER: z.enum(['outbox', 'zns']).default('outbox'),
  ZALO_ZNS_URL: z.string().url().default('https://business.openapi.zalo.me/message/template'),
  ZALO_ZNS_ACCESS_TOKEN: z.string().min(1).optional(),
  ZALO_ZNS_TEMPLATE_ID: z.string().regex(/^[A-Za-z0-9]{1,40}$/, 'must be the approved ZNS template id').optional(),
  GOOGLE_CLIENT_IDS: z.string().min(1).optional(),
  FACEBOOK_APP_ID: z.string().regex(/^\d{5,30}$/, 'must be the numeric app id').optional(),
  FACEBOOK_APP_SECRET: z.string().min(16).optional(),
  PUBLIC_URL: z.string().url().regex(/^https?:\/\//, 'must start with http:// or https://').optional(),
  TOPUP_BANK_BIN: z.string().regex(/^\d{6}$/, 'must be the bank BIN: 6 digits').default('970436'),
  TOPUP_ACCOUNT_NO: z.string().regex(/^[0-9A-Za-z]{1,19}$/, 'must be 1-19 letters or digits').default('1234567890'),
  TOPUP_ACCOUNT_NAME: z.string().min(1).max(50).default('CONG TY TNHH KAIMONO'),
  BANK_WEBHOOK_API_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  SEPAY_WEBHOOK_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  CASSO_SECURE_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  CASSO_CHECKSUM_KEY: z.string().min(16, 'must be at least 16 characters').optional(),
  METRICS_TOKEN: z.string().regex(/^[\x21-\x7e]{16,200}$/, 'must be 16-200 printable characters without spaces').optional(),
}).superRefine((e, ctx) => {
  if (e.SMS_PROVIDER === 'http' && !e.SMS_HTTP_URL) {
    ctx.addIssue({ code: 'custom', path: ['SMS_HTTP_URL'], message: 'is required when SMS_PROVIDER=http' });
  }
  if (e.EMAIL_PROVIDER === 'smtp') {
    for (const key of ['SMTP_URL', 'EMAIL_FROM'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when EMAIL_PROVIDER=smtp' });
    }
  }
  if (!!e.VAPID_PUBLIC_KEY !== !!e.VAPID_PRIVATE_KEY) {
    ctx.addIssue({ code: 'custom', path: [e.VAPID_PUBLIC_KEY ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY'], message: 'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together' });
  }
  if (e.ZALO_PROVIDER === 'zns') {
    for (const key of ['ZALO_ZNS_ACCESS_TOKEN', 'ZALO_ZNS_TEMPLATE_ID'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when ZALO_PROVIDER=zns' });
    }
  }
  if (!!e.FACEBOOK_APP_ID !== !!e.FACEBOOK_APP_SECRET) {
    ctx.addIssue({ code: 'custom', path: [e.FACEBOOK_APP_ID ? 'FACEBOOK_APP_SECRET' : 'FACEBOOK_APP_ID'], message: 'FACEBOOK_APP_ID and FACEBOOK_APP_SECRET go together' });
  }
  if (e.UPLOAD_STORAGE === 's3') {
    for (const key of ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when UPLOAD_STORAGE=s3' });
    }
  }
  if (e.TRANSLATE_PROVIDER === 'google' && !e.TRANSLATE_API_KEY) {
    ctx.addIssue({ code: 'custom', path: ['TRANSLATE_API_KEY'], message: 'is required when TRANSLATE_PROVIDER=google' });
  }
  if (e.CATALOG_MODE === 'live') {
    for (const key of ['RAKUTEN_APP_ID', 'RAKUTEN_ACCESS_KEY', 'YAHOO_APP_ID'] as const) {
      if (!e[key]) ctx.addIssue({ code: 'custom', path: [key], message: 'is required when CATALOG_MODE=live' });
    }
  }
});

export type RawEnv = z.input<typeof envSchema>;

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  catalogMode: 'sandbox' | 'live';
  jwtSecret: string;
  tokenTtlSeconds: number;
  logLevel: string;
  webDistDir: string;
  seedDemoData: boolean;
  jobsEnabled: boolean;
  /** The alerts checker: shortest interval per query, and the tick of every process (ALERTS_*). */
  alerts?: { minIntervalSeconds: number; tickSeconds: number };
  /** Requests per client address: logins per minute, signups per 10 minutes. */
  rateLimits: { loginPerMinute: number; signupPer10Minutes: number };
  trustProxy: boolean;
  cookieSecure: boolean;
  catalogSeed: string;
  sandboxItemsPerSite: number;
  marketplaceCredentials: { rakutenAppId?: string; rakutenAccessKey?: string; yahooAppId?: string };
  httpsProxy: string | undefined;
  /** Request budgets per site shared by every process (MARKETPLACE_BUDGETS; ADR 0008). */
  marketplaceBudgets: Partial<Record<BudgetSite, { ratePerSecond: number; capacity: number }>>;
  translate: { provider: 'glossary' | 'google'; apiKey: string | undefined; timeoutMs: number; segmenter: 'worker' | 'kuromoji' | 'none'; segmenterIdleMs: number };
  /** SMS (OTP codes): `outbox` keeps them in the database and the log; `http` posts to a gateway. */
  sms: { provider: 'outbox' | 'http'; httpUrl: string | undefined; httpToken: string | undefined };
  /** Email (codes): `outbox` as for SMS; `smtp` sends through SMTP_URL. */
  email: { provider: 'outbox' | 'smtp'; smtpUrl: string | undefined; from: string };
  /** Web Push: VAPID keys from the environment (else generated once into the database), the subject, http endpoints allowed (tests). */
  push: { vapidPublicKey: string | undefined; vapidPrivateKey: string | undefined; subject: string; allowHttpEndpoints: boolean };
  /** Zalo ZNS (transactional messages to the customer's phone): `outbox` as for SMS; `zns` posts to Zalo's API. */
  zalo: { provider: 'outbox' | 'zns'; url: string; accessToken: string | undefined; templateId: string | undefined };
  /** Social login: a provider is offered only when configured. */
  social: { googleClientIds: string[]; facebookAppId: string | undefined; facebookAppSecret: string | undefined };
  /** The public address of the web app (QR login links); default: the address of the request. */
  publicUrl: string | undefined;
  /** Uploaded files: the local disk (default DATA_DIR/uploads) or an S3-compatible bucket. */
  uploads: UploadStorageConfig;
  /** `GET /metrics` answers only `Authorization: Bearer <metricsToken>`; unset = /metrics is off (404). */
  metricsToken: string | undefined;
  /** Wallet top-ups: the receiving bank account shown in the VietQR, and the bank webhooks' secrets. */
  wallet: {
    topupAccount: { bin: string; accountNo: string; accountName: string };
    /** SePay: `Authorization: Apikey <key>`; unset = every SePay delivery is refused (401). */
    bankWebhookApiKey: string | undefined;
    /** SePay HMAC-SHA256 signing secret (X-SePay-Signature), accepted instead of the API key when set. */
    sepayWebhookSecret: string | undefined;
    /** Casso legacy webhooks: header `Secure-Token`. */
    cassoSecureToken: string | undefined;
    /** Casso webhook V2: key of `X-Casso-Signature` (HMAC-SHA512). */
    cassoChecksumKey: string | undefined;
  };
}

export type UploadStorageConfig =
  | { driver: 'local'; dir: string }
  | { driver: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string; forcePathStyle: boolean };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/**
 * Reads and validates the environment. A JWT secret that is not given is generated once and kept in
 * DATA_DIR, so tokens survive restarts; with several processes, set JWT_SECRET explicitly.
 */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    catalogMode: e.CATALOG_MODE,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    tokenTtlSeconds: e.TOKEN_TTL_HOURS * 3600,
    logLevel: e.LOG_LEVEL,
    webDistDir: path.resolve(e.WEB_DIST_DIR),
    seedDemoData: e.SEED_DEMO_DATA,
    jobsEnabled: e.JOBS_ENABLED,
    alerts: { minIntervalSeconds: e.ALERTS_MIN_INTERVAL_SECONDS, tickSeconds: e.ALERTS_TICK_SECONDS },
    rateLimits: { loginPerMinute: e.LOGIN_RATE_LIMIT, signupPer10Minutes: e.SIGNUP_RATE_LIMIT },
    trustProxy: e.TRUST_PROXY,
    cookieSecure: e.COOKIE_SECURE,
    catalogSeed: e.CATALOG_SEED,
    sandboxItemsPerSite: e.SANDBOX_ITEMS_PER_SITE,
    marketplaceCredentials: {
      ...(e.RAKUTEN_APP_ID ? { rakutenAppId: e.RAKUTEN_APP_ID } : {}),
      ...(e.RAKUTEN_ACCESS_KEY ? { rakutenAccessKey: e.RAKUTEN_ACCESS_KEY } : {}),
      ...(e.YAHOO_APP_ID ? { yahooAppId: e.YAHOO_APP_ID } : {}),
    },
    httpsProxy: e.HTTPS_PROXY,
    marketplaceBudgets: e.MARKETPLACE_BUDGETS ?? {},
    translate: { provider: e.TRANSLATE_PROVIDER, apiKey: e.TRANSLATE_API_KEY, timeoutMs: e.TRANSLATE_TIMEOUT_MS, segmenter: e.TRANSLATE_SEGMENTER, segmenterIdleMs: e.TRANSLATE_SEGMENTER_IDLE_MS },
    sms: { provider: e.SMS_PROVIDER, httpUrl: e.SMS_HTTP_URL, httpToken: e.SMS_HTTP_TOKEN },
    email: { provider: e.EMAIL_PROVIDER, smtpUrl: e.SMTP_URL, from: e.EMAIL_FROM ?? 'Kaimono <no-reply@localhost>' },
    push: {
      vapidPublicKey: e.VAPID_PUBLIC_KEY,
      vapidPrivateKey: e.VAPID_PRIVATE_KEY,
      subject: e.VAPID_SUBJECT ?? (e.PUBLIC_URL?.startsWith('https://') ? e.PUBLIC_URL.replace(/\/+$/, '') : 'mailto:no-reply@kaimono.vn'),
      allowHttpEndpoints: e.PUSH_ALLOW_HTTP_ENDPOINTS,
    },
    zalo: { provider: e.ZALO_PROVIDER, url: e.ZALO_ZNS_URL, accessToken: e.ZALO_ZNS_ACCESS_TOKEN, templateId: e.ZALO_ZNS_TEMPLATE_ID },
    social: {
      googleClientIds: (e.GOOGLE_CLIENT_IDS ?? '')
        .split(',')
        .map((id) => id.trim())
        .filter(Boolean),
      facebookAppId: e.FACEBOOK_APP_ID,
      facebookAppSecret: e.FACEBOOK_APP_SECRET,
    },
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    uploads:
      e.UPLOAD_STORAGE === 's3'
        ? {
            driver: 's3',
            endpoint: e.S3_ENDPOINT!,
            bucket: e.S3_BUCKET!,
            region: e.S3_REGION,
            accessKeyId: e.S3_ACCESS_KEY_ID!,
            secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
            forcePathStyle: e.S3_FORCE_PATH_STYLE,
          }
        : { driver: 'local', dir: path.resolve(e.UPLOAD_DIR ?? path.join(dataDir, 'uploads')) },
    metricsToken: e.METRICS_TOKEN,
    wallet: {
      topupAccount: { bin: e.TOPUP_BANK_BIN, accountNo: e.TOPUP_ACCOUNT_NO, accountName: e.TOPUP_ACCOUNT_NAME },
      bankWebhookApiKey: e.BANK_WEBHOOK_API_KEY,
      sepayWebhookSecret: e.SEPAY_WEBHOOK_SECRET,
      cassoSecureToken: e.CASSO_SECURE_TOKEN,
      cassoChecksumKey: e.CASSO_CHECKSUM_KEY,
    },
  };
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret + '\n', { mode: 0o600 });
  return secret;
}
