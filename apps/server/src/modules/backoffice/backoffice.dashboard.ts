import type { AdminDashboardItem } from '@kaimono/contracts';
import type { DashboardCounter } from '../../platform/dashboard.ts';
import type { Db } from '../../platform/db.ts';
import type { Permission } from '../../platform/permissions.ts';
import { bidQueueDashboardCounter } from '../bidding/index.ts';
import { complaintsDashboardCounter } from '../complaints/index.ts';
import { desiredPriceDashboardCounter } from '../desired-price/index.ts';
import { ordersDashboardCounters } from '../orders/index.ts';
import { walletDashboardCounters } from '../wallet/index.ts';

/**
 * The registry of the dashboard's counts of waiting work, in the order of a working day. A module
 * adds its counts with one line here (each counter is exported from its module's index.ts).
 */
export const dashboardCounters: readonly DashboardCounter[] = [
  ...ordersDashboardCounters,
  bidQueueDashboardCounter,
  desiredPriceDashboardCounter,
  ...walletDashboardCounters,
  complaintsDashboardCounter,
];

/** The counts the viewer may see (their permission), each with its oldest waiting time and list. */
export async function waitingWork(
  db: Db,
  allowed: readonly Permission[],
  now: Date = new Date(),
  counters: readonly DashboardCounter[] = dashboardCounters,
): Promise<AdminDashboardItem[]> {
  const visible = counters.filter((counter) => allowed.includes(counter.permission));
  const counts = await Promise.all(visible.map((counter) => counter.count(db, now)));
  return visible.map((counter, i) => ({
    key: counter.key,
    count: counts[i]!.count,
    oldest_at: counts[i]!.oldestAt?.toISOString() ?? null,
    link: counter.link,
  }));
}
