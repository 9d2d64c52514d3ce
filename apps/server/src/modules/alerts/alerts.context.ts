import type { FastifyBaseLogger } from 'fastify';
import { budgetRatesOfPolicies, liveSiteLimits, type BudgetRate, type MarketplaceAdapter, type SiteCode } from '@kaimono/marketplaces';
import type { Sandbox } from '@kaimono/sandbox';
import type { AppDeps, CatalogTranslator } from '../../platform/deps.ts';
import type { Database, Db } from '../../platform/db.ts';
import { notificationContext, type NotifyContext } from '../notifications/index.ts';

export interface AlertsSettings {
  /** Shortest interval between two checks of one query or item (default 60 s). */
  minIntervalSeconds: number;
  /** Share of a site's request budget the checker plans to use (default 0.5: the rest is for shoppers). */
  budgetShare: number;
  /** Listings read per query check (the newest first). */
  pageSize: number;
  /** How long a claimed query is held by one process before another may take it. */
  leaseSeconds: number;
  /** How often each process looks for due checks (a pg-boss singleton job per tick). */
  tickSeconds: number;
  /**
   * The seen set's pruning (ADR 0015 §7): a listing is forgotten by a query once it has been absent
   * from the query's results for `seenKeepDays` AND `seenKeepReads` reads; a query keeps at most
   * `seenMaxPerQuery` listings (those seen last; never fewer than two pages). Every
   * `pruneEverySeconds` per process.
   */
  seenKeepDays: number;
  seenKeepReads: number;
  seenMaxPerQuery: number;
  pruneEverySeconds: number;
}

export const defaultAlertsSettings: AlertsSettings = {
  minIntervalSeconds: 60,
  budgetShare: 0.5,
  pageSize: 30,
  leaseSeconds: 120,
  tickSeconds: 15,
  seenKeepDays: 14,
  seenKeepReads: 10,
  seenMaxPerQuery: 300,
  pruneEverySeconds: 600,
};

export interface AlertsContext {
  db: Db;
  database: Database;
  /** Uncached adapters (a new listing is seen at once); draws from the shared budget like any read. */
  adapters: Record<SiteCode, MarketplaceAdapter>;
  translator: CatalogTranslator;
  sandbox: Sandbox | null;
  /** Each site's request budget (the configured one, else the live sites' own spacing as the plan). */
  budgetRates: Record<SiteCode, BudgetRate>;
  notify: NotifyContext;
  settings: AlertsSettings;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The marketplaces' clock (auction ends are compared with it; tests move it). */
  now(): number;
  /**
   * What one check costs this process (ms, moving average of reads with their bookkeeping): the
   * intervals are also stretched to what the process can get through, not only to the budget.
   */
  observed: { msPerCheck: number | null };
}

/** The live spacing of every site as a budget (Rakuten 1/1.1 s, Shopping 1/2 s, Suruga-ya 1/30 s, others 1/s). */
export function plannedBudgetRates(configured: Partial<Record<SiteCode, BudgetRate>> | undefined): Record<SiteCode, BudgetRate> {
  return { ...(budgetRatesOfPolicies(liveSiteLimits) as Record<SiteCode, BudgetRate>), ...configured };
}

export function alertsContext(deps: AppDeps, log: AlertsContext['log'], settings: Partial<AlertsSettings> = {}): AlertsContext {
  return {
    db: deps.database.db,
    database: deps.database,
    adapters: deps.marketplaces.fresh ?? deps.marketplaces.adapters,
    translator: deps.translator,
    sandbox: deps.marketplaces.sandbox,
    budgetRates: plannedBudgetRates(deps.marketplaces.budget?.rates),
    notify: notificationContext(deps, log as FastifyBaseLogger),
    settings: { ...defaultAlertsSettings, ...deps.config.alerts, ...settings },
    log,
    now: () => deps.marketplaces.sandbox?.now() ?? Date.now(),
    observed: { msPerCheck: null },
  };
}
