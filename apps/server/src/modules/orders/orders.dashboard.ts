import { count, eq, sql } from 'drizzle-orm';
import type { OrderStatus } from '@kaimono/contracts';
import { orderEvents, orders } from '../../db/schema/index.ts';
import { waitingCountOf, type DashboardCounter } from '../../platform/dashboard.ts';
import type { Db } from '../../platform/db.ts';

/** Orders in `status`, and when the longest-waiting one entered it (its timeline; its last update when the timeline has no such step). */
async function ordersWaitingIn(db: Db, status: OrderStatus) {
  const entered = sql`(select max(${orderEvents.createdAt}) from ${orderEvents} where ${orderEvents.orderId} = ${orders.id} and ${orderEvents.toStatus} = ${orders.status})`;
  const [row] = await db
    .select({ count: count(), oldest: sql`min(coalesce(${entered}, ${orders.updatedAt}))` })
    .from(orders)
    .where(eq(orders.status, status));
  return waitingCountOf(row);
}

/** The dashboard's order counts: paid orders to buy on the marketplace, bought orders to receive in Japan. */
export const ordersDashboardCounters: DashboardCounter[] = [
  { key: 'orders_to_buy', permission: 'purchasing.manage', link: '/admin/orders?status=purchasing', count: (db) => ordersWaitingIn(db, 'purchasing') },
  { key: 'orders_to_receive', permission: 'warehouse_jp.manage', link: '/admin/orders?status=purchased', count: (db) => ordersWaitingIn(db, 'purchased') },
];
