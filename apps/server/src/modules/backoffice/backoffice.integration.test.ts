import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { AdminDashboardItem } from '@kaimono/contracts';
import { bankTransfers, bids, complaints, desiredPrices, orderEvents, orders } from '../../db/schema/index.ts';
import { permissionsOfRoles } from '../../platform/permissions.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';
import { adminToken, bearer } from '../../test/engagement.ts';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { waitingWork } from './index.ts';

let ctx: TestContext;
let admin: { token: string; id: string };
let customer: { token: string; userId: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminToken(ctx.app, ctx.database);
  customer = await signupCustomer(ctx.app);
});
afterAll(async () => ctx?.close());

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000);

async function dashboard(token: string | null) {
  return ctx.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: token ? bearer(token) : {} });
}

async function items(): Promise<Record<string, AdminDashboardItem>> {
  const response = await dashboard(admin.token);
  expect(response.statusCode).toBe(200);
  const body = response.json() as { success: true; items: AdminDashboardItem[] };
  expect(body.success).toBe(true);
  return Object.fromEntries(body.items.map((item) => [item.key, item]));
}

/** An order that entered `status` `hours` ago (its timeline says so). */
async function orderIn(status: 'purchasing' | 'purchased' | 'waiting_deposit', hours: number) {
  const row = await insertTestOrder(ctx.database.db, { userId: customer.userId, status });
  await ctx.database.db.insert(orderEvents).values({ orderId: row.id, toStatus: status, actorKind: 'system', createdAt: hoursAgo(hours) } as typeof orderEvents.$inferInsert);
  // The purchasing queue waits from the first payment; "to receive" from the purchase (here: the order's last change).
  const when = hoursAgo(hours);
  await ctx.database.db
    .update(orders)
    .set(status === 'purchased' ? { updatedAt: when } : { firstPaidAt: when })
    .where(eq(orders.id, row.id));
  return row;
}

describe('GET /api/admin/me', () => {
  it('answers an admin as an owner with every permission; refuses a customer and a guest', async () => {
    const me = await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(admin.token) });
    expect(me.statusCode).toBe(200);
    const body = me.json() as { data: { user_id: string; roles: string[]; permissions: string[] } };
    expect(body.data.user_id).toBe(admin.id);
    expect(body.data.roles).toEqual(['owner']);
    expect(body.data.permissions).toEqual(permissionsOfRoles(['owner']));
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me', headers: bearer(customer.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/me' })).statusCode).toBe(401);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('is for staff: 401 for a guest, 403 with a Vietnamese message for a customer', async () => {
    expect((await dashboard(null)).statusCode).toBe(401);
    const forbidden = await dashboard(customer.token);
    expect(forbidden.statusCode).toBe(403);
    expect((forbidden.json() as { success: boolean; message: string }).success).toBe(false);
    expect((forbidden.json() as { message: string }).message).toMatch(/quyền/);
  });

  it('counts nothing on an empty back office, every count linked to its list', async () => {
    const all = await items();
    expect(Object.keys(all)).toEqual([
      'orders_to_buy',
      'orders_to_receive',
      'shipments_to_pack',
      'shipments_to_ship',
      'shipments_to_hand_over',
      'bids_to_place',
      'desired_prices_waiting',
      'transfers_unmatched',
      'withdrawals_waiting',
      'complaints_overdue',
    ]);
    for (const item of Object.values(all)) {
      expect(item.count).toBe(0);
      expect(item.oldest_at).toBeNull();
      expect(item.link.startsWith('/admin/')).toBe(true);
    }
    expect(all.orders_to_buy!.link).toBe('/admin/purchasing');
    expect(all.orders_to_receive!.link).toBe('/admin/warehouse-jp');
  });

  it('counts orders to buy and to receive, with the time the longest-waiting one entered its state', async () => {
    await orderIn('purchasing', 30);
    await orderIn('purchasing', 2);
    await orderIn('purchased', 5);
    await orderIn('waiting_deposit', 50);
    const all = await items();
    expect(all.orders_to_buy!.count).toBe(2);
    expect(Date.parse(all.orders_to_buy!.oldest_at!)).toBeCloseTo(hoursAgo(30).getTime(), -5);
    expect(all.orders_to_receive!.count).toBe(1);
    expect(Date.parse(all.orders_to_receive!.oldest_at!)).toBeCloseTo(hoursAgo(5).getTime(), -5);

    // Bought: it leaves "to buy" and joins "to receive".
    const [first] = await ctx.database.db.select().from(orders).where(eq(orders.status, 'purchasing')).limit(1);
    await ctx.database.db.update(orders).set({ status: 'purchased' }).where(eq(orders.id, first!.id));
    await ctx.database.db.insert(orderEvents).values({ orderId: first!.id, fromStatus: 'purchasing', toStatus: 'purchased', actorKind: 'staff' } as typeof orderEvents.$inferInsert);
    const after = await items();
    expect(after.orders_to_buy!.count).toBe(1);
    expect(after.orders_to_receive!.count).toBe(2);
  });

  it('counts live bids to place, waiting price requests, unmatched transfers and complaints past their deadline', async () => {
    const db = ctx.database.db;
    const bid = { userId: customer.userId, site: 'auction' as const, mode: 'now', bidderId: 'kaimono-1', maxPriceJpy: 5_000, holdAmountVnd: 900_000, rateScaled: 1_725_000 };
    await db.insert(bids).values([
      { ...bid, code: 'x100', placer: 'live', status: 'placing' },
      { ...bid, code: 'x101', placer: 'live', status: 'leading' },
      { ...bid, code: 'x102', placer: 'sandbox', status: 'placing' },
    ]);
    const request = { userId: customer.userId, site: 'mercari', name: 'Máy ảnh', link: 'https://jp.mercari.com/item/m1', currentPriceJpy: 10_000, desiredPriceJpy: 8_000 };
    await db.insert(desiredPrices).values([
      { ...request, code: 'm1', status: 1 },
      { ...request, code: 'm2', status: 2 },
    ]);
    const transfer = { provider: 'sepay' as const, amountVnd: 200_000, direction: 'in' as const, rawPayload: {} };
    await db.insert(bankTransfers).values([
      { ...transfer, providerTxnId: 't1', status: 'unmatched', transactionAt: hoursAgo(8) },
      { ...transfer, providerTxnId: 't2', status: 'ignored' },
    ]);
    const complaint = { userId: customer.userId, type: 'other', content: 'Hàng bị móp' };
    await db.insert(complaints).values([
      { ...complaint, code: 'KNT1', status: 'open', respondBy: hoursAgo(3) },
      { ...complaint, code: 'KNT2', status: 'open', respondBy: hoursAgo(1), answeredAt: hoursAgo(2) },
      { ...complaint, code: 'KNT3', status: 'resolved', respondBy: hoursAgo(4) },
      { ...complaint, code: 'KNT4', status: 'open', respondBy: new Date(Date.now() + 3_600_000) },
    ] as Array<typeof complaints.$inferInsert>);

    const all = await items();
    expect(all.bids_to_place!.count).toBe(1);
    expect(all.desired_prices_waiting!.count).toBe(1);
    expect(all.transfers_unmatched!.count).toBe(1);
    expect(Date.parse(all.transfers_unmatched!.oldest_at!)).toBeCloseTo(hoursAgo(8).getTime(), -5);
    expect(all.withdrawals_waiting!.count).toBe(0);
    expect(all.complaints_overdue!.count).toBe(1);
    expect(Date.parse(all.complaints_overdue!.oldest_at!)).toBeCloseTo(hoursAgo(3).getTime(), -5);
  });

  it('shows a viewer only the counts their permissions allow', async () => {
    const purchasing = await waitingWork(ctx.database.db, permissionsOfRoles(['purchasing']));
    expect(purchasing.map((item) => item.key)).toEqual(['orders_to_buy', 'bids_to_place', 'desired_prices_waiting']);
    const accounting = await waitingWork(ctx.database.db, permissionsOfRoles(['accounting']));
    expect(accounting.map((item) => item.key)).toEqual(['transfers_unmatched', 'withdrawals_waiting']);
    expect(await waitingWork(ctx.database.db, [])).toEqual([]);
  });
});
