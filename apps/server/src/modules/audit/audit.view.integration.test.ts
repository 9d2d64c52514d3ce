import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { bearer, loginOwner, staffWithRoles } from '../../test/staff.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';

const vietnamDay = (date: Date) => new Date(date.getTime() + 7 * 3_600_000).toISOString().slice(0, 10);

/** Representative staff actions land in the audit log, and GET /api/admin/audit finds them. */

let ctx: TestContext;
let owner: { token: string; userId: string; phone: string };
let accountant: { token: string; userId: string; phone: string };
let customer: { token: string; userId: string; phone: string; data: { customer_no: string } };

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await loginOwner(ctx.app, ctx.database.db);
  accountant = await staffWithRoles(ctx.app, owner.token, ['accounting']);
  customer = await signupCustomer(ctx.app);
});
afterAll(async () => {
  await ctx.close();
});

type Entry = { action: string; entity_type: string; entity_id: string | null; actor: { id: string } | null; customer: { customer_no: string } | null; before: unknown; after: Record<string, unknown> | null; note: string | null };
async function search(query: string, token = owner.token): Promise<{ results: Entry[]; pagination: { total: number } }> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/admin/audit?${query}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

describe('the audit log of staff actions', () => {
  it('a wallet adjustment by staff: one entry naming the customer and the ledger key, in the same transaction as the money', async () => {
    const adjusted = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers: bearer(accountant.token),
      payload: { customer_no: customer.data.customer_no, direction: 'credit', amount_vnd: 120_000, reason: 'Bồi thường hàng hỏng', idempotency_key: 'audit-test-1' },
    });
    expect(adjusted.statusCode, adjusted.body).toBe(200);
    // A replay moves no money and writes no second entry.
    await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/wallet/adjustments',
      headers: bearer(accountant.token),
      payload: { customer_no: customer.data.customer_no, direction: 'credit', amount_vnd: 120_000, reason: 'Bồi thường hàng hỏng', idempotency_key: 'audit-test-1' },
    });
    const found = await search(`customer=${customer.data.customer_no}&action=wallet.adjust`);
    expect(found.pagination.total).toBe(1);
    expect(found.results[0]).toMatchObject({
      action: 'wallet.adjust',
      actor: { id: accountant.userId },
      customer: { customer_no: customer.data.customer_no },
      after: { direction: 'credit', amount_vnd: 120_000, ledger_key: 'adjustment:audit-test-1' },
      note: 'Bồi thường hàng hỏng',
    });
    const { rows } = await ctx.database.executeSql(`select count(*)::int as n from wallet_entries where idempotency_key = 'adjustment:audit-test-1'`, []);
    expect(rows[0]?.n).toBe(1);
  });

  it('a parcel weighed at the Vietnam warehouse, the order it moved, and the bill cancelled: each by its staff member', async () => {
    const warehouse = await staffWithRoles(ctx.app, owner.token, ['warehouse_vn']);
    const order = await insertTestOrder(ctx.database.db, { userId: customer.userId });
    const parcel = await ctx.app.inject({ method: 'POST', url: `/api/admin/orders/${order.id}/parcels`, headers: bearer(warehouse.token), payload: { weight_g: 1_500 } });
    expect(parcel.statusCode, parcel.body).toBe(200);
    const billId = parcel.json().data.bill.id as string;
    const billCode = parcel.json().data.bill.code as string;
    const trail = await search(`entity=order:${order.code}`);
    expect(trail.results.map((e) => e.action)).toEqual(['order.status', 'parcel.record']);
    expect(trail.results[0]).toMatchObject({ actor: { id: warehouse.userId }, before: { status: 'shipping_international' }, after: { status: 'at_vn_warehouse' } });
    expect(trail.results[1]).toMatchObject({ actor: { id: warehouse.userId }, customer: { customer_no: customer.data.customer_no }, after: { bill_code: billCode, weight_g: 1_500 } });

    const cancelled = await ctx.app.inject({ method: 'POST', url: `/api/admin/bills/${billId}/cancel`, headers: bearer(accountant.token), payload: { reason: 'Cân sai' } });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const bill = await search(`entity=bill:${billCode}`);
    expect(bill.results[0]).toMatchObject({ action: 'bill.cancel', actor: { id: accountant.userId }, before: { status: 'unpaid' }, after: { status: 'cancelled' }, note: 'Cân sai' });
  });

  it('the exchange rate: before → after', async () => {
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/exchange-rate', headers: bearer(owner.token), payload: { vnd_per_jpy: '171.5' } })).statusCode).toBe(200);
    const rate = await search('action=rate.set');
    expect(rate.results[0]).toMatchObject({ actor: { id: owner.userId }, after: { vnd_per_jpy_scaled: 1_715_000 } });
    expect(rate.results[0]!.before).not.toBeNull();
  });

  it('a refused request is logged, and filters work: staff member, action prefix, entity, dates, pages', async () => {
    const care = await staffWithRoles(ctx.app, owner.token, ['customer_care']);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/admin/exchange-rate', headers: bearer(care.token), payload: { vnd_per_jpy: '1' } })).statusCode).toBe(403);
    const denied = await search(`actor=${care.phone}&action=permission.denied`);
    expect(denied.results).toHaveLength(1);
    expect(denied.results[0]).toMatchObject({ entity_type: 'route', entity_id: 'POST /api/admin/exchange-rate', after: { permission: 'rates.manage', roles: ['customer_care'] } });

    const staffActions = await search('action=staff.');
    expect(staffActions.results.every((e) => e.action.startsWith('staff.'))).toBe(true);
    expect(staffActions.pagination.total).toBeGreaterThanOrEqual(2);
    const byEntity = await search(`entity=staff:${care.userId}`);
    expect(byEntity.results.map((e) => e.action)).toEqual(['staff.add']);

    const today = vietnamDay(new Date());
    const tomorrow = vietnamDay(new Date(Date.now() + 86_400_000));
    const all = await search(`from=${today}&to=${today}`);
    expect(all.pagination.total).toBeGreaterThanOrEqual(5);
    expect((await search(`from=${tomorrow}`)).pagination.total).toBe(0);
    // Newest first, paged.
    const first = await search('size=1&page=1');
    const second = await search('size=1&page=2');
    expect(first.results).toHaveLength(1);
    expect(first.pagination.total).toBe(all.pagination.total);
    expect(first.results[0]!.action).toBe('permission.denied');
    expect(second.results[0]).not.toEqual(first.results[0]);
    expect((await search('actor=0999999999')).pagination.total).toBe(0);
  });

  it('needs audit.read: a sales account gets 403; a bad date is a Vietnamese 400', async () => {
    const sales = await staffWithRoles(ctx.app, owner.token, ['sales']);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/audit', headers: bearer(sales.token) })).statusCode).toBe(403);
    const bad = await ctx.app.inject({ method: 'GET', url: '/api/admin/audit?from=hôm-qua', headers: bearer(owner.token) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});
