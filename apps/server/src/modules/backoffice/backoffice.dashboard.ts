import type { AdminDashboardItem } from '@kaimono/contracts';
import type { DashboardCounter } from '../../platform/dashboard.ts';
import type { Db } from '../../platform/db.ts';
import type { Permission } from '../../platform/permissions.ts';
import { bidQueueDashboardCounter } from '../bidding/index.ts';
import { complaintsDashboardCounter } from '../complaints/index.ts';
import { desiredPriceDashboardCounter } from '../desired-price/index.ts';
import { purchasingQueueCount, toReceiveCount } from '../purchasing/index.ts';
import { shipmentsWaitingCounts } from '../shipments/index.ts';
import { walletDashboardCounters } from '../wallet/index.ts';

/**
 * The registry of the dashboard's counts of waiting work, in the order of a working day. A module
 * adds its counts with one line here (each counter is exported from its module's index.ts).
 */
const fromDto = (w: { count: number; oldest_at: string | null }) => ({ count: w.count, oldestAt: w.oldest_at ? new Date(w.oldest_at) : null });

export const dashboardCounters: readonly DashboardCounter[] = [
  // Paid orders and won auctions waiting for their purchase; bought orders waiting at the Japan warehouse.
  { key: 'orders_to_buy', permission: 'purchasing.manage', link: '/admin/purchasing', count: async (db) => fromDto(await purchasingQueueCount(db)) },
  { key: 'orders_to_receive', permission: 'warehouse_jp.manage', link: '/admin/warehouse-jp', count: async (db) => fromDto(await toReceiveCount(db)) },
  { key: 'shipments_to_pack', permission: 'warehouse_jp.manage', link: '/admin/shipments', count: async (db) => fromDto((await shipmentsWaitingCounts(db)).to_pack) },
  { key: 'shipments_to_ship', permission: 'warehouse_jp.manage', link: '/admin/shipments', count: async (db) => fromDto((await shipmentsWaitingCounts(db)).to_ship) },
  { key: 'shipments_to_hand_over', permission: 'warehouse_vn.manage', link: '/admin/shipments', count: async (db) => fromDto((await shipmentsWaitingCounts(db)).to_hand_over) },
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
