import { and, count, eq, sql } from 'drizzle-orm';
import { bids } from '../../db/schema/index.ts';
import { waitingCountOf, type DashboardCounter } from '../../platform/dashboard.ts';

/** The live placer's staff queue (`GET /api/admin/bids/queue`, scope queue): bids waiting to be placed by hand. */
export const bidQueueDashboardCounter: DashboardCounter = {
  key: 'bids_to_place',
  permission: 'bids.manage',
  link: '/admin/bids',
  count: async (db) => {
    const [row] = await db
      .select({ count: count(), oldest: sql`min(coalesce(${bids.sentAt}, ${bids.createdAt}))` })
      .from(bids)
      .where(and(eq(bids.placer, 'live'), eq(bids.status, 'placing')));
    return waitingCountOf(row);
  },
};
