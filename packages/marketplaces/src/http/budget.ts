// A request budget per site that several server processes draw from (ADR 0008). The interface lives
// here; the server implements it on PostgreSQL (apps/server/src/platform/marketplace-budget.ts), one
// token bucket row per site drawn with one UPDATE … RETURNING. `MemoryRequestBudget` is the same
// arithmetic in one process (tests, tools).
//
// A token bucket of `capacity` tokens refilled at `ratePerSecond`: over any interval of t seconds at
// most capacity + ratePerSecond × t requests start, whatever the number of processes. With
// capacity 1 it is the per-site spacing of rate-limiter.ts, shared.

import type { SiteCode } from '../sites.ts';
import type { HttpPolicy } from './upstream.ts';

export interface BudgetRate {
  /** Tokens added per second (the site's allowed request rate). */
  ratePerSecond: number;
  /** Most tokens the bucket holds (the largest burst); at least 1. */
  capacity: number;
}

export interface BudgetDraw {
  granted: boolean;
  /** When not granted: milliseconds until the next token is due (another process may take it first). */
  retryInMs: number;
}

/** What the upstream layer asks before each request to a site (`UpstreamClientOptions.budget`). */
export interface RequestBudget {
  /** Takes one token of the site's budget, or says how long until one is due. Sites without a budget are always granted. */
  draw(site: SiteCode): Promise<BudgetDraw>;
}

export interface BucketState {
  tokens: number;
  /** The bucket's clock (ms); it never moves back. */
  updatedAtMs: number;
}

/**
 * One draw at `nowMs`: refill by the time since the bucket's clock (a clock behind it adds nothing),
 * then take a token when a whole one is there. The SQL of the PostgreSQL budget is this function.
 */
export function drawFromBucket(state: BucketState | null, rate: BudgetRate, nowMs: number): { state: BucketState; granted: boolean; retryInMs: number } {
  const capacity = Math.max(1, rate.capacity);
  const current = state ?? { tokens: capacity, updatedAtMs: nowMs };
  const elapsedMs = Math.max(0, nowMs - current.updatedAtMs);
  const available = Math.min(capacity, current.tokens + (elapsedMs / 1000) * rate.ratePerSecond);
  const updatedAtMs = Math.max(current.updatedAtMs, nowMs);
  if (available >= 1) return { state: { tokens: available - 1, updatedAtMs }, granted: true, retryInMs: 0 };
  return { state: { tokens: available, updatedAtMs }, granted: false, retryInMs: retryInMs(available, rate.ratePerSecond) };
}

/** Milliseconds until `tokens` reaches one whole token at `ratePerSecond` (rounded up, at least 1). */
export function retryInMs(tokens: number, ratePerSecond: number): number {
  if (!(ratePerSecond > 0)) return Number.POSITIVE_INFINITY;
  return Math.max(1, Math.ceil(((1 - tokens) / ratePerSecond) * 1000));
}

/** The budget that matches a site's spacing policy: one request per `minIntervalMs`, no burst. */
export function budgetRateOfPolicy(policy: Partial<HttpPolicy>): BudgetRate | null {
  const interval = policy.minIntervalMs ?? 0;
  return interval > 0 ? { ratePerSecond: 1000 / interval, capacity: 1 } : null;
}

/** Budgets per site from per-site policies (e.g. `liveSiteLimits`): sites without spacing get none. */
export function budgetRatesOfPolicies(policies: Readonly<Partial<Record<SiteCode, Partial<HttpPolicy>>>>): Partial<Record<SiteCode, BudgetRate>> {
  const rates: Partial<Record<SiteCode, BudgetRate>> = {};
  for (const [site, policy] of Object.entries(policies) as [SiteCode, Partial<HttpPolicy>][]) {
    const rate = budgetRateOfPolicy(policy);
    if (rate) rates[site] = rate;
  }
  return rates;
}

/** The bucket arithmetic in this process's memory (one process; tests and tools). */
export class MemoryRequestBudget implements RequestBudget {
  private readonly buckets = new Map<SiteCode, BucketState>();

  constructor(
    private readonly rates: Partial<Record<SiteCode, BudgetRate>>,
    private readonly now: () => number = () => Date.now(),
  ) {}

  async draw(site: SiteCode): Promise<BudgetDraw> {
    const rate = this.rates[site];
    if (!rate) return { granted: true, retryInMs: 0 };
    const result = drawFromBucket(this.buckets.get(site) ?? null, rate, this.now());
    this.buckets.set(site, result.state);
    return { granted: result.granted, retryInMs: result.retryInMs };
  }
}
