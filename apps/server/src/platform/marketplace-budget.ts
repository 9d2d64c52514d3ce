// The per-marketplace request budget on PostgreSQL (ADR 0008): one token bucket row per site in
// `marketplace_budgets`, drawn by every server process with one UPDATE … RETURNING, so N processes
// together never start more than capacity + rate × t requests to a site in any t seconds. The
// interface (`RequestBudget`) and the arithmetic (`drawFromBucket`) are packages/marketplaces'; this
// statement is the same arithmetic on the database's clock.

import type { BudgetDraw, BudgetRate, RequestBudget, SiteCode } from '@kaimono/marketplaces';
import type { Database } from './db.ts';

// All SET expressions read the row as it was before this statement; a concurrent draw of the same
// site waits for the row lock and is then evaluated again on the newer row (READ COMMITTED), so
// draws are serialised per site. `updated_at` only moves forward: a statement whose now() is older
// than the bucket's clock (it waited for the lock) adds no tokens.
const AVAILABLE = `LEAST(GREATEST(1, $3::float8), b.tokens + GREATEST(0, EXTRACT(EPOCH FROM (now() - b.updated_at))) * $2::float8)`;
const DRAW = `
WITH d AS (
  UPDATE marketplace_budgets b SET
    rate_per_second = $2::float8,
    capacity = GREATEST(1, $3::float8),
    tokens = ${AVAILABLE} - CASE WHEN ${AVAILABLE} >= 1 THEN 1 ELSE 0 END,
    last_granted = ${AVAILABLE} >= 1,
    granted = b.granted + CASE WHEN ${AVAILABLE} >= 1 THEN 1 ELSE 0 END,
    denied = b.denied + CASE WHEN ${AVAILABLE} >= 1 THEN 0 ELSE 1 END,
    updated_at = GREATEST(b.updated_at, now())
  WHERE b.site = $1
  RETURNING b.site, b.tokens, b.last_granted, b.updated_at
), logged AS (
  INSERT INTO marketplace_budget_draws (site, at) SELECT site, updated_at FROM d WHERE last_granted
)
SELECT tokens, last_granted FROM d`;

const CREATE = `
INSERT INTO marketplace_budgets (site, rate_per_second, capacity, tokens, updated_at)
VALUES ($1, $2::float8, GREATEST(1, $3::float8), GREATEST(1, $3::float8), now())
ON CONFLICT (site) DO NOTHING`;

export interface BudgetCounters {
  granted: number;
  denied: number;
}

export interface PostgresBudgetOptions {
  /** Called after every draw (metrics: draws and denials per site). Must not throw. */
  onDraw?: (site: SiteCode, granted: boolean) => void;
}

/** The shared budget. Sites without a rate are not limited (and cost no query). */
export class PostgresRequestBudget implements RequestBudget {
  private readonly created = new Set<SiteCode>();
  private readonly counters = new Map<SiteCode, BudgetCounters>();

  constructor(
    private readonly database: Database,
    readonly rates: Readonly<Partial<Record<SiteCode, BudgetRate>>>,
    private readonly options: PostgresBudgetOptions = {},
  ) {}

  async draw(site: SiteCode): Promise<BudgetDraw> {
    const rate = this.rates[site];
    if (!rate) return { granted: true, retryInMs: 0 };
    const params = [site, rate.ratePerSecond, rate.capacity];
    if (!this.created.has(site)) {
      await this.database.executeSql(CREATE, params);
      this.created.add(site);
    }
    let { rows } = await this.database.executeSql(DRAW, params);
    if (rows.length === 0) {
      // The row was removed (a restore, an operator): create it again.
      await this.database.executeSql(CREATE, params);
      ({ rows } = await this.database.executeSql(DRAW, params));
    }
    const row = rows[0] as { tokens: number; last_granted: boolean } | undefined;
    const granted = row?.last_granted === true;
    const counter = this.counters.get(site) ?? { granted: 0, denied: 0 };
    if (granted) counter.granted += 1;
    else counter.denied += 1;
    this.counters.set(site, counter);
    try {
      this.options.onDraw?.(site, granted);
    } catch {
      // A broken metrics hook must not break catalog requests.
    }
    if (granted) return { granted: true, retryInMs: 0 };
    const tokens = Number(row?.tokens ?? 0);
    return { granted: false, retryInMs: Math.max(1, Math.ceil(((1 - tokens) / rate.ratePerSecond) * 1000)) };
  }

  /** This process's draws per site since it started (for /metrics; the table has every process's). */
  counts(): Partial<Record<SiteCode, BudgetCounters>> {
    return Object.fromEntries([...this.counters].map(([site, c]) => [site, { ...c }]));
  }
}

export interface ObservedBudget {
  site: string;
  /** The configured budget (as last written by a draw). */
  ratePerSecond: number;
  capacity: number;
  /** Tokens granted to all processes inside the window, and the window's length. */
  granted: number;
  windowSeconds: number;
  /** granted / windowSeconds. */
  observedRatePerSecond: number;
  /** Denials of all processes since the row was created. */
  deniedTotal: number;
  /**
   * The largest (grants in [a, b]) − (capacity + rate × (b − a)) over every pair of grants in the
   * window: ≤ 0 when the budget held (a tiny float rounding allowed).
   */
  worstExcess: number;
  held: boolean;
}

/**
 * What the processes together drew per site over the last `sinceSeconds` (default 60) from
 * `marketplace_budget_draws`, and whether any interval exceeded the budget. For cross-process
 * checks, benchmarks and operators (`SELECT site, count(*) FROM marketplace_budget_draws WHERE at >
 * now() - interval '1 minute' GROUP BY site` is the short form).
 */
export async function observedBudgetRates(database: Database, options: { sinceSeconds?: number; site?: SiteCode } = {}): Promise<ObservedBudget[]> {
  const since = options.sinceSeconds ?? 60;
  const budgets = await database.executeSql(
    `SELECT site, rate_per_second, capacity, denied FROM marketplace_budgets WHERE $1::text IS NULL OR site = $1 ORDER BY site`,
    [options.site ?? null],
  );
  const result: ObservedBudget[] = [];
  for (const b of budgets.rows as { site: string; rate_per_second: number; capacity: number; denied: string | number }[]) {
    const draws = await database.executeSql(
      `SELECT (EXTRACT(EPOCH FROM at) * 1000)::float8 AS at_ms FROM marketplace_budget_draws
       WHERE site = $1 AND at > now() - make_interval(secs => $2::float8) ORDER BY at, id`,
      [b.site, since],
    );
    const times = draws.rows.map((r) => Number(r.at_ms));
    const rate = Number(b.rate_per_second);
    const capacity = Number(b.capacity);
    result.push({
      site: b.site,
      ratePerSecond: rate,
      capacity,
      granted: times.length,
      windowSeconds: since,
      observedRatePerSecond: times.length / since,
      deniedTotal: Number(b.denied),
      ...budgetExcess(times, rate, capacity),
    });
  }
  return result;
}

/**
 * For grant times t₀ ≤ … ≤ tₙ (ms): max over i ≤ j of (j − i + 1) − capacity − rate × (tⱼ − tᵢ)/1000,
 * in one pass (the term splits into a part of j and a running maximum over i).
 */
export function budgetExcess(timesMs: readonly number[], ratePerSecond: number, capacity: number): { worstExcess: number; held: boolean } {
  let worst = Number.NEGATIVE_INFINITY;
  let bestI = Number.NEGATIVE_INFINITY; // max over i of (rate × tᵢ − i)
  timesMs.forEach((t, j) => {
    const r = (ratePerSecond * t) / 1000;
    bestI = Math.max(bestI, r - j);
    worst = Math.max(worst, j + 1 - r + bestI - capacity);
  });
  const worstExcess = timesMs.length === 0 ? -capacity : worst;
  return { worstExcess, held: worstExcess <= 1e-6 };
}
