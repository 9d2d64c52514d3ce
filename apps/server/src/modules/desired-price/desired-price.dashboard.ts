import { count, eq, min } from 'drizzle-orm';
import { desiredPriceStatusCodes } from '@kaimono/contracts';
import { desiredPrices } from '../../db/schema/index.ts';
import { waitingCountOf, type DashboardCounter } from '../../platform/dashboard.ts';

/** Price requests waiting for staff to send them to the seller (status 1). */
export const desiredPriceDashboardCounter: DashboardCounter = {
  key: 'desired_prices_waiting',
  permission: 'desired_prices.manage',
  link: `/admin/desired-prices?status=${desiredPriceStatusCodes.waiting}`,
  count: async (db) => {
    const [row] = await db
      .select({ count: count(), oldest: min(desiredPrices.createdAt) })
      .from(desiredPrices)
      .where(eq(desiredPrices.status, desiredPriceStatusCodes.waiting));
    return waitingCountOf(row);
  },
};
