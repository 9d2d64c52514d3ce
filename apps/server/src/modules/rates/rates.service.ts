import { and, desc, lte, sql } from 'drizzle-orm';
import { exchangeRate, rateFromDecimalString, rateToDecimalString, type ExchangeRate } from '@kaimono/money';
import type { ExchangeRateDto } from '@kaimono/contracts';
import type { Db } from '../../platform/db.ts';
import { exchangeRates } from '../../db/schema/index.ts';

/** The rate a fresh installation starts with (staff change it; every use stores the rate it used). */
export const DEFAULT_RATE = rateFromDecimalString('172.5');

export interface CurrentRate {
  rate: ExchangeRate;
  effectiveAt: Date;
}

/**
 * The rate shown next to prices, read at most every few seconds per process (a cache: another
 * process sees a staff change within this time while it serves requests, and at most a minute
 * after it when it was idle). Money movements read `currentRateExact`.
 * When the cached rate is older than that but still recent, it answers while a fresh one is read in
 * the background: a price list does not wait for the database every five seconds.
 */
const DISPLAY_RATE_MAX_AGE_MS = 5_000;
/** Older than this, the next request waits for the database (e.g. after an idle minute). */
const DISPLAY_RATE_STALE_MAX_MS = 60_000;

interface DisplayRate {
  at: number;
  value: Promise<CurrentRate>;
  ready: boolean;
  refreshing: boolean;
}
const displayCache = new WeakMap<Db, DisplayRate>();

function readDisplayRate(db: Db, now: number): DisplayRate {
  const entry: DisplayRate = { at: now, value: currentRateExact(db), ready: false, refreshing: false };
  entry.value.then(
    () => {
      entry.ready = true;
    },
    () => undefined,
  );
  return entry;
}

export function currentRate(db: Db): Promise<CurrentRate> {
  const cached = displayCache.get(db);
  const now = Date.now();
  if (cached && now - cached.at < DISPLAY_RATE_MAX_AGE_MS) return cached.value;
  if (cached?.ready && now - cached.at < DISPLAY_RATE_STALE_MAX_MS) {
    if (!cached.refreshing) {
      cached.refreshing = true;
      const fresh = readDisplayRate(db, now);
      fresh.value.then(
        // Not after setRate dropped the entry: its own read is newer.
        () => displayCache.get(db) === cached && displayCache.set(db, fresh),
        () => {
          cached.refreshing = false;
        },
      );
    }
    return cached.value;
  }
  const entry = readDisplayRate(db, now);
  displayCache.set(db, entry);
  entry.value.catch(() => displayCache.get(db) === entry && displayCache.delete(db));
  return entry.value;
}

/** The rate in force now, straight from the database. */
export async function currentRateExact(db: Db): Promise<CurrentRate> {
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(lte(exchangeRates.effectiveAt, sql`now()`))
    .orderBy(desc(exchangeRates.effectiveAt), desc(exchangeRates.createdAt))
    .limit(1);
  const row = rows[0];
  return row
    ? { rate: exchangeRate(row.vndPerJpyScaled), effectiveAt: row.effectiveAt }
    : { rate: DEFAULT_RATE, effectiveAt: new Date(0) };
}

export function toRateDto(current: CurrentRate): ExchangeRateDto {
  return {
    vnd_per_jpy_scaled: current.rate,
    vnd_per_jpy: rateToDecimalString(current.rate),
    updated_at: current.effectiveAt.toISOString(),
  };
}

export async function rateHistory(db: Db, limit: number) {
  const rows = await db
    .select()
    .from(exchangeRates)
    .where(and(lte(exchangeRates.effectiveAt, sql`now()`)))
    .orderBy(desc(exchangeRates.effectiveAt))
    .limit(limit);
  return rows.map((row) => toRateDto({ rate: exchangeRate(row.vndPerJpyScaled), effectiveAt: row.effectiveAt }));
}

/** Drops this process's cached display rate of `db` (after a rate was saved in a transaction). */
export function forgetDisplayRate(db: Db): void {
  displayCache.delete(db);
}

export async function setRate(db: Db, rate: ExchangeRate, options: { note?: string; createdBy?: string } = {}) {
  displayCache.delete(db);
  const rows = await db
    .insert(exchangeRates)
    .values({ vndPerJpyScaled: rate, note: options.note ?? null, createdBy: options.createdBy ?? null })
    .returning();
  return rows[0]!;
}

export async function seedRates(db: Db): Promise<void> {
  const existing = await db.select({ id: exchangeRates.id }).from(exchangeRates).limit(1);
  if (existing.length === 0) await setRate(db, DEFAULT_RATE, { note: 'Tỷ giá khởi tạo' });
}
