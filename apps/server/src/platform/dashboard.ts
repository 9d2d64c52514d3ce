import type { Db } from './db.ts';
import type { Permission } from './permissions.ts';

/** What a counter found: how many items wait, and since when the oldest of them waits. */
export interface WaitingCount {
  count: number;
  oldestAt: Date | null;
}

/**
 * One count of the back office's dashboard of waiting work (`GET /api/admin/dashboard`). Each module
 * exports its counters from its index.ts; `modules/backoffice/backoffice.dashboard.ts` lists them,
 * one line per module. A viewer sees a count only when holding its permission.
 */
export interface DashboardCounter {
  /** Stable key (the web's label is `adminShellText.dashboard.items[key]`). */
  key: string;
  permission: Permission;
  /** The staff list (web path with filters) where the items are worked through. */
  link: string;
  count: (db: Db, now: Date) => Promise<WaitingCount>;
}

/** A `{count, oldest}` row of an aggregate query (drivers answer counts as strings or numbers, times as Date or text). */
export function waitingCountOf(row: { count: unknown; oldest: unknown } | undefined): WaitingCount {
  const count = Number(row?.count ?? 0);
  const oldest = row?.oldest;
  const oldestAt = oldest === null || oldest === undefined ? null : oldest instanceof Date ? oldest : new Date(String(oldest));
  return { count, oldestAt: count > 0 && oldestAt && !Number.isNaN(oldestAt.getTime()) ? oldestAt : null };
}
