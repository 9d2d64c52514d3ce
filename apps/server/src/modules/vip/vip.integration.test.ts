import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { vipSubscriptions, walletEntries } from '../../db/schema/index.ts';
import { vipLevelOf, vipLevels, vipPerksOf } from './index.ts';
import * as service from './vip.service.ts';

let ctx: TestContext;
let adminToken: string;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

beforeAll(async () => {
  ctx = await createTestContext();
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
  adminToken = login.json().access.token;
});
afterAll(async () => ctx.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
let fundings = 0;

async function customerWith(amountVnd: number): Promise<Customer> {
  const customer = await signupCustomer(ctx.app);
  if (amountVnd > 0) {
    fundings += 1;
    await credit(ctx.database.db, {
      userId: customer.userId,
      amountVnd,
      idempotencyKey: `test-fund:${fundings}`,
      purpose: 'bank_transfer',
      description: 'Nạp tiền thử',
    });
  }
  return customer;
}

const available = async (userId: string) => (await balancesOf(ctx.database.db, userId)).available_vnd;

function activate(token: string, payload: unknown) {
  return ctx.app.inject({ method: 'POST', url: '/api/user/activate/vip', headers: auth(token), payload: payload as object });
}

async function subscriptionsOf(userId: string) {
  return ctx.database.db.select().from(vipSubscriptions).where(eq(vipSubscriptions.userId, userId));
}

async function vipPayments(userId: string) {
  return ctx.database.db
    .select()
    .from(walletEntries)
    .where(and(eq(walletEntries.userId, userId), eq(walletEntries.purpose, 'vip_subscription')));
}

async function notificationTitles(token: string): Promise<string[]> {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/notification/mine', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json().results.map((n: { title: string }) => n.title);
}

describe('GET /api/level-vips', () => {
  it('lists the four levels with monthly prices and perks, without a current level for guests', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/level-vips' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.current).toBeNull();
    expect(body.results.map((l: { code: string; name: string; price_vnd: number }) => [l.code, l.name, l.price_vnd])).toEqual([
      ['standard', 'Thành viên', 0],
      ['silver', 'VIP Bạc', 99_000],
      ['gold', 'VIP Vàng', 199_000],
      ['diamond', 'VIP Kim cương', 499_000],
    ]);
    const gold = body.results[2];
    expect(gold).toMatchObject({ service_fee_discount_bps: 2000, deposit_share_bps: 8000, max_open_bids: 30, max_hold_vnd: 500_000_000, priority_support: true });
    expect(gold.description).toContain('Giảm 20% phí dịch vụ');
    // Higher levels never give less.
    for (let i = 1; i < body.results.length; i += 1) {
      expect(body.results[i].max_open_bids).toBeGreaterThan(body.results[i - 1].max_open_bids);
      expect(body.results[i].deposit_share_bps).toBeLessThan(body.results[i - 1].deposit_share_bps);
    }
  });

  it('tells a logged-in customer their level (standard without a subscription)', async () => {
    const customer = await customerWith(0);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/level-vips', headers: auth(customer.token) });
    expect(response.json().current).toEqual({ level: { code: 'standard', name: 'Thành viên' }, period_end: null, subscription: null });
  });

  it('exposes the levels and the standard perks through the public API', async () => {
    const customer = await customerWith(0);
    expect((await vipLevels(ctx.database.db)).map((l) => l.code)).toEqual(['standard', 'silver', 'gold', 'diamond']);
    expect(await vipLevelOf(ctx.database.db, customer.userId)).toBe('standard');
    expect(await vipPerksOf(ctx.database.db, customer.userId)).toMatchObject({ code: 'standard', service_fee_discount_bps: 0, deposit_share_bps: 10_000, max_open_bids: 5 });
  });
});

describe('POST /api/user/activate/vip', () => {
  it('pays price × months from the wallet once, starts the level and notifies', async () => {
    const customer = await customerWith(500_000);
    const response = await activate(customer.token, { level: 'silver', months: 3, request_id: 'click-1' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Kích hoạt VIP thành công');
    expect(body.data).toMatchObject({ level: { code: 'silver', name: 'VIP Bạc' }, kind: 'new', status: 'active', months: 3, auto_renew: true, price_vnd: 297_000, credit_vnd: 0, can_cancel: true });
    expect(body.data.code).toMatch(/^VIP[A-Z2-9]{8}$/);
    const start = new Date(body.data.period_start);
    const end = new Date(body.data.period_end);
    expect(end.getTime() - start.getTime()).toBeGreaterThan(88 * 86_400_000);
    expect(end.getTime() - start.getTime()).toBeLessThan(93 * 86_400_000);

    expect(await available(customer.userId)).toBe(203_000);
    const payments = await vipPayments(customer.userId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountVnd: 297_000, kind: 'payment', description: 'Phí gói VIP Bạc 3 tháng' });
    expect(body.data.ledger_entry_id).toBe(payments[0]!.id);

    const titles = await notificationTitles(customer.token);
    expect(titles).toContain('Đã kích hoạt VIP');
    expect(titles).toContain('Ví đã bị trừ tiền');

    expect(await vipLevelOf(ctx.database.db, customer.userId)).toBe('silver');
    const levels = await ctx.app.inject({ method: 'GET', url: '/api/level-vips', headers: auth(customer.token) });
    expect(levels.json().current).toMatchObject({ level: { code: 'silver', name: 'VIP Bạc' }, period_end: body.data.period_end });
  });

  it('answers a retried request id with the same subscription and never pays twice, also concurrently', async () => {
    const customer = await customerWith(300_000);
    const first = await activate(customer.token, { level: 'gold', request_id: 'retry-me' });
    expect(first.statusCode).toBe(200);
    const again = await Promise.all([1, 2, 3].map(() => activate(customer.token, { level: 'gold', request_id: 'retry-me' })));
    for (const response of again) {
      expect(response.statusCode).toBe(200);
      expect(response.json().data.id).toBe(first.json().data.id);
    }
    expect(await available(customer.userId)).toBe(101_000);
    expect(await vipPayments(customer.userId)).toHaveLength(1);
    expect(await subscriptionsOf(customer.userId)).toHaveLength(1);

    // The same request id for a different purchase is refused.
    const other = await activate(customer.token, { level: 'diamond', request_id: 'retry-me' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('WALLET_IDEMPOTENCY_MISMATCH');
  });

  it('pays once when the same request arrives several times at once', async () => {
    const customer = await customerWith(300_000);
    const responses = await Promise.all([1, 2, 3, 4].map(() => activate(customer.token, { level: 'silver', request_id: 'double-click' })));
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
    expect(await available(customer.userId)).toBe(201_000);
    expect(await vipPayments(customer.userId)).toHaveLength(1);
  });

  it('activates only one of two different concurrent requests', async () => {
    const customer = await customerWith(300_000);
    const responses = await Promise.all(['a', 'b'].map((id) => activate(customer.token, { level: 'silver', request_id: `parallel-${id}` })));
    const codes = responses.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!.json();
    expect(['VIP_ALREADY_ACTIVE', 'VIP_ACTIVATION_IN_PROGRESS']).toContain(refused.code);
    expect(await available(customer.userId)).toBe(201_000);
    expect(await vipPayments(customer.userId)).toHaveLength(1);
  });

  it('refuses when the wallet is short: 409 in Vietnamese and nothing changes', async () => {
    const customer = await customerWith(150_000);
    const response = await activate(customer.token, { level: 'gold', months: 1, request_id: 'short' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'WALLET_INSUFFICIENT_BALANCE', message: errorMessages.WALLET_INSUFFICIENT_BALANCE });
    expect(await available(customer.userId)).toBe(150_000);
    expect(await subscriptionsOf(customer.userId)).toHaveLength(0);
    expect(await vipLevelOf(ctx.database.db, customer.userId)).toBe('standard');
    expect(await notificationTitles(customer.token)).not.toContain('Đã kích hoạt VIP');

    // After a top-up the same request id goes through.
    await credit(ctx.database.db, { userId: customer.userId, amountVnd: 100_000, idempotencyKey: 'test-fund:short-topup', purpose: 'bank_transfer', description: 'Nạp thêm' });
    const retried = await activate(customer.token, { level: 'gold', months: 1, request_id: 'short' });
    expect(retried.statusCode).toBe(200);
    expect(await available(customer.userId)).toBe(51_000);
  });

  it('answers bad input with 4xx in Vietnamese and changes nothing', async () => {
    const customer = await customerWith(1_000_000);
    const cases: Array<[unknown, number, string, string?]> = [
      [{}, 400, 'VALIDATION_FAILED'],
      [{ level: '' }, 400, 'VALIDATION_FAILED'],
      [{ level: 42 }, 400, 'VALIDATION_FAILED'],
      [{ level: 'silver', months: 2 }, 400, 'VALIDATION_FAILED', errorMessages.VIP_MONTHS_INVALID],
      [{ level: 'silver', months: '1' }, 400, 'VALIDATION_FAILED', errorMessages.VIP_MONTHS_INVALID],
      [{ level: 'silver', request_id: 'có dấu cách' }, 400, 'VALIDATION_FAILED'],
      [{ level: 'platinum' }, 404, 'VIP_LEVEL_NOT_FOUND', 'Không tìm thấy cấp VIP.'],
      [{ level: 'standard' }, 400, 'VIP_LEVEL_NOT_PURCHASABLE', errorMessages.VIP_LEVEL_NOT_PURCHASABLE],
    ];
    for (const [payload, status, code, message] of cases) {
      const response = await activate(customer.token, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = response.json();
      expect(body.success).toBe(false);
      expect(body.code).toBe(code);
      if (message) expect(JSON.stringify(body)).toContain(message);
      expect(body.message).toMatch(/[ạảãáàâấầẩẫậăắằẳẵặđêếềểễệíìỉĩịóòỏõọôốồổỗộơớờởỡợúùủũụưứừửữựýỳỷỹỵ]/i);
    }
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/user/activate/vip', payload: { level: 'silver' } });
    expect(guest.statusCode).toBe(401);
    expect(await available(customer.userId)).toBe(1_000_000);
    expect(await subscriptionsOf(customer.userId)).toHaveLength(0);
  });

  it('refuses the same level again and a lower level while one is active', async () => {
    const customer = await customerWith(1_000_000);
    expect((await activate(customer.token, { level: 'gold' })).statusCode).toBe(200);
    const same = await activate(customer.token, { level: 'gold' });
    expect(same.statusCode).toBe(409);
    expect(same.json()).toMatchObject({ code: 'VIP_ALREADY_ACTIVE', message: errorMessages.VIP_ALREADY_ACTIVE });
    const lower = await activate(customer.token, { level: 'silver', months: 12 });
    expect(lower.statusCode).toBe(409);
    expect(lower.json().code).toBe('VIP_DOWNGRADE_NOT_ALLOWED');
    expect(await available(customer.userId)).toBe(801_000);
    expect(await vipPayments(customer.userId)).toHaveLength(1);
  });

  it('upgrades at once, charging the new price minus the unused value of the current period', async () => {
    const customer = await customerWith(1_000_000);
    const silver = (await activate(customer.token, { level: 'silver' })).json().data;
    const upgrade = await activate(customer.token, { level: 'diamond' });
    expect(upgrade.statusCode).toBe(200);
    const body = upgrade.json();
    expect(body.message).toBe('Nâng cấp VIP thành công');
    // Upgraded right away: the whole silver month is unused, 99,000 ₫ is deducted.
    expect(body.data).toMatchObject({ kind: 'upgrade', status: 'active', level: { code: 'diamond' }, price_vnd: 400_000, credit_vnd: 99_000 });
    expect(body.data.code).not.toBe(silver.code);
    expect(await available(customer.userId)).toBe(1_000_000 - 99_000 - 400_000);
    const rows = await subscriptionsOf(customer.userId);
    expect(rows.find((r) => r.id === silver.id)).toMatchObject({ status: 'replaced', autoRenew: false });
    expect(await vipLevelOf(ctx.database.db, customer.userId)).toBe('diamond');
  });

  it('prorates an upgrade by the days left, in the customer’s favour', async () => {
    const customer = await customerWith(2_000_000);
    const vip = service.vipContext(ctx.deps, ctx.app.log);
    const start = new Date('2030-01-10T03:00:00Z');
    await service.activate(vip, customer.userId, { level: 'silver', months: 1, auto_renew: true }, start);
    // 2030-01-10 → 2030-02-10 is 31 days; 10.5 days later 20.5 days are left → 21 days counted.
    const later = new Date(start.getTime() + 10.5 * 86_400_000);
    const upgraded = await service.activate(vip, customer.userId, { level: 'gold', months: 1, auto_renew: true }, later);
    const credit21 = Math.ceil((99_000 * 21) / 31); // 67,065
    expect(upgraded).toMatchObject({ kind: 'upgrade', creditVnd: credit21, priceVnd: 199_000 - credit21 });
    expect(await available(customer.userId)).toBe(2_000_000 - 99_000 - (199_000 - credit21));

    // A 12-month gold credit is worth more than one month of diamond: a longer period is asked for.
    const other = await customerWith(5_000_000);
    await service.activate(vip, other.userId, { level: 'gold', months: 12, auto_renew: true }, start);
    await expect(service.activate(vip, other.userId, { level: 'diamond', months: 1, auto_renew: true }, later)).rejects.toMatchObject({
      code: 'VIP_UPGRADE_CREDIT_EXCEEDS',
    });
    expect(await available(other.userId)).toBe(5_000_000 - 12 * 199_000);
  });
  it('starts afresh when the current period is over but the job has not settled it yet', async () => {
    const customer = await customerWith(1_000_000);
    const vip = service.vipContext(ctx.deps, ctx.app.log);
    const start = new Date('2031-01-05T00:00:00Z');
    const silver = await service.activate(vip, customer.userId, { level: 'silver', months: 1, auto_renew: true }, start);
    const afterEnd = new Date(silver.periodEnd.getTime() + 3 * 86_400_000);
    const gold = await service.activate(vip, customer.userId, { level: 'gold', months: 1, auto_renew: true }, afterEnd);
    expect(gold).toMatchObject({ kind: 'new', priceVnd: 199_000, creditVnd: 0, replacesId: null });
    const rows = await subscriptionsOf(customer.userId);
    expect(rows.find((r) => r.id === silver.id)).toMatchObject({ status: 'expired', autoRenew: false });
    expect(await available(customer.userId)).toBe(1_000_000 - 99_000 - 199_000);
  });
});

describe('cancel, history and auto-renewal', () => {
  it('cancels auto-renewal, keeps the level to the period end and shows it in the history', async () => {
    const customer = await customerWith(1_500_000);
    const response = await activate(customer.token, { level: 'gold', months: 6 });
    expect(response.statusCode).toBe(200);
    const activated = response.json().data;
    const cancelled = await ctx.app.inject({ method: 'POST', url: '/api/user/cancel/vip', headers: auth(customer.token) });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().message).toMatch(/^Đã hủy gia hạn tự động\. Cấp VIP vẫn được giữ đến ngày \d{2}\/\d{2}\/\d{4}\.$/);
    expect(cancelled.json().data).toMatchObject({ id: activated.id, status: 'cancelled', status_name: 'Đã hủy gia hạn', auto_renew: false, can_cancel: false, can_activate_renewal: true });
    expect(await vipLevelOf(ctx.database.db, customer.userId)).toBe('gold');

    // Cancelling again changes nothing and says so kindly.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/user/cancel/vip', headers: auth(customer.token), payload: {} });
    expect(again.statusCode).toBe(200);
    expect(again.json().data.status).toBe('cancelled');

    const history = await ctx.app.inject({ method: 'GET', url: '/api/user/subscription/history', headers: auth(customer.token) });
    expect(history.statusCode).toBe(200);
    expect(history.json()).toMatchObject({
      success: true,
      pagination: { page: 1, size: 20, total: 1 },
      results: [{ id: activated.id, status: 'cancelled', kind: 'new', kind_name: 'Đăng ký mới', price_vnd: 6 * 199_000, months: 6 }],
    });
  });

  it('answers "Hủy kích hoạt VIP thất bại" without a subscription or with a wrong code', async () => {
    const customer = await customerWith(0);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/cancel/vip', headers: auth(customer.token) });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ success: false, code: 'VIP_CANCEL_FAILED', message: 'Hủy kích hoạt VIP thất bại' });

    const subscribed = await customerWith(200_000);
    expect((await activate(subscribed.token, { level: 'silver' })).statusCode).toBe(200);
    const wrong = await ctx.app.inject({ method: 'POST', url: '/api/user/cancel/vip', headers: auth(subscribed.token), payload: { code: 'VIPAAAAAAAA' } });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe('Hủy kích hoạt VIP thất bại');
    expect((await subscriptionsOf(subscribed.userId))[0]).toMatchObject({ status: 'active', autoRenew: true });
  });

  it('turns auto-renewal back on by code, for the customer’s own subscription only', async () => {
    const alice = await customerWith(200_000);
    const bob = await customerWith(200_000);
    const aliceSub = (await activate(alice.token, { level: 'silver' })).json().data;
    expect((await activate(bob.token, { level: 'silver' })).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/user/cancel/vip', headers: auth(alice.token) });

    const put = (token: string, payload: unknown) =>
      ctx.app.inject({ method: 'PUT', url: '/api/user/subscription/active-renewal', headers: auth(token), payload: payload as object });

    const byBob = await put(bob.token, { code: aliceSub.code });
    expect(byBob.statusCode).toBe(404);
    expect(byBob.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_FOUND', message: 'Không tìm thấy gói đăng ký.' });
    expect((await put(alice.token, { code: 'VIPNOTMINE' })).statusCode).toBe(404);
    const empty = await put(alice.token, { code: '' });
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(empty.json())).toContain('Không tìm thấy gói đăng ký.');
    expect((await subscriptionsOf(alice.userId))[0]).toMatchObject({ status: 'cancelled', autoRenew: false });

    const mine = await put(alice.token, { code: aliceSub.code.toLowerCase() });
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ message: 'Đã bật lại gia hạn tự động.', data: { id: aliceSub.id, status: 'active', auto_renew: true, can_cancel: true } });
    // Again: nothing more to do.
    expect((await put(alice.token, { code: aliceSub.code })).json().data.status).toBe('active');

    // Bob's history does not show Alice's subscription.
    const history = (await ctx.app.inject({ method: 'GET', url: '/api/user/subscription/history', headers: auth(bob.token) })).json();
    expect(history.results.map((r: { id: string }) => r.id)).not.toContain(aliceSub.id);
    expect(history.pagination.total).toBe(1);
  });

  it('refuses to turn renewal on for a subscription that has ended', async () => {
    const customer = await customerWith(1_000_000);
    const silver = (await activate(customer.token, { level: 'silver' })).json().data;
    expect((await activate(customer.token, { level: 'gold' })).statusCode).toBe(200);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/subscription/active-renewal',
      headers: auth(customer.token),
      payload: { code: silver.code },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'SUBSCRIPTION_NOT_ACTIVE', message: errorMessages.SUBSCRIPTION_NOT_ACTIVE });
  });

  it('validates the history paging', async () => {
    const customer = await customerWith(0);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/subscription/history?page=0', headers: auth(customer.token) });
    expect(response.statusCode).toBe(400);
    const empty = await ctx.app.inject({ method: 'GET', url: '/api/user/subscription/history?size=5', headers: auth(customer.token) });
    expect(empty.json()).toEqual({ success: true, results: [], pagination: { page: 1, size: 5, total: 0 } });
  });
});

describe('a crash between payment and activation', () => {
  it('is repaired by the retry with the same request id, without a second payment', async () => {
    const customer = await customerWith(300_000);
    const vip = service.vipContext(ctx.deps, ctx.app.log);
    // Simulate the crash: a pending row whose payment went through, never marked active.
    const [level] = (await vipLevels(ctx.database.db)).filter((l) => l.code === 'silver');
    const id = crypto.randomUUID();
    const now = new Date();
    const [row] = await ctx.database.db
      .insert(vipSubscriptions)
      .values({
        id,
        userId: customer.userId,
        levelCode: 'silver',
        kind: 'new',
        status: 'pending',
        months: 1,
        periodStart: now,
        periodEnd: service.addMonths(now, 1),
        autoRenew: true,
        priceVnd: level!.price_vnd,
        creditVnd: 0,
        paymentKey: `vip:${id}`,
        renewalCode: 'VIPCRASH0001',
        requestId: 'crashed',
      })
      .returning();
    await service.charge(vip, row!, { name: 'VIP Bạc' } as never);
    expect(await available(customer.userId)).toBe(201_000);

    const retried = await activate(customer.token, { level: 'silver', request_id: 'crashed' });
    expect(retried.statusCode).toBe(200);
    expect(retried.json().data).toMatchObject({ id, status: 'active' });
    expect(await available(customer.userId)).toBe(201_000);
    expect(await vipPayments(customer.userId)).toHaveLength(1);
  });

  it('blocks a second activation while an earlier one is still being paid', async () => {
    const customer = await customerWith(300_000);
    const id = crypto.randomUUID();
    const now = new Date();
    await ctx.database.db.insert(vipSubscriptions).values({
      id,
      userId: customer.userId,
      levelCode: 'silver',
      kind: 'new',
      status: 'pending',
      months: 1,
      periodStart: now,
      periodEnd: service.addMonths(now, 1),
      priceVnd: 99_000,
      paymentKey: `vip:${id}`,
      renewalCode: 'VIPBUSY00001',
    });
    const response = await activate(customer.token, { level: 'gold' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'VIP_ACTIVATION_IN_PROGRESS', message: errorMessages.VIP_ACTIVATION_IN_PROGRESS });
    expect(await available(customer.userId)).toBe(300_000);

    // Once stale (its request died before paying), it is dropped and a new activation goes through.
    await ctx.database.db.execute(sql`update vip_subscriptions set created_at = now() - interval '10 minutes' where id = ${id}`);
    const later = await activate(customer.token, { level: 'gold' });
    expect(later.statusCode).toBe(200);
    expect((await subscriptionsOf(customer.userId)).map((r) => r.status)).toEqual(['active']);
    expect(await available(customer.userId)).toBe(101_000);
  });
});

describe('levels read by other modules', () => {
  it('batch restrictions follow the VIP level', async () => {
    const customer = await customerWith(600_000);
    const restrictions = async () =>
      (await ctx.app.inject({ method: 'GET', url: '/api/user/batch-restrictions', headers: auth(customer.token) })).json().data;
    expect((await restrictions()).level).toEqual({ code: 'standard', name: 'Thành viên' });
    expect((await activate(customer.token, { level: 'diamond' })).statusCode).toBe(200);
    const data = await restrictions();
    expect(data.level).toEqual({ code: 'diamond', name: 'VIP Kim cương' });
    expect(data.limits.max_open_bids).toBe(60);
    expect(await vipPerksOf(ctx.database.db, customer.userId)).toMatchObject({ code: 'diamond', max_open_bids: 60, service_fee_discount_bps: 3000, priority_support: true });
  });

  it('lets staff change a level’s price and perks; customers may not', async () => {
    const customer = await customerWith(0);
    const url = '/api/admin/vip-levels/silver';
    expect((await ctx.app.inject({ method: 'PUT', url, headers: auth(customer.token), payload: { price_vnd: 1 } })).statusCode).toBe(403);
    const saved = await ctx.app.inject({ method: 'PUT', url, headers: auth(adminToken), payload: { price_vnd: 109_000, max_open_bids: 20 } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ code: 'silver', price_vnd: 109_000, max_open_bids: 20, service_fee_discount_bps: 1000 });
    // One source: the batch restrictions report the level's edited max_open_bids.
    const limits = (await ctx.app.inject({ method: 'GET', url: '/api/user/batch-restrictions', headers: auth(customer.token) })).json().data;
    expect(limits.levels.find((l: { code: string }) => l.code === 'silver').limits).toMatchObject({ max_open_bids: 20, max_items_per_order: 30 });
    const bad = [
      ['/api/admin/vip-levels/standard', { price_vnd: 10_000 }, 400],
      [url, { price_vnd: 0 }, 400],
      [url, { price_vnd: 1.5 }, 400],
      [url, { deposit_share_bps: 10_001 }, 400],
      ['/api/admin/vip-levels/platinum', { price_vnd: 10_000 }, 404],
    ] as const;
    for (const [path, payload, status] of bad) {
      expect((await ctx.app.inject({ method: 'PUT', url: path, headers: auth(adminToken), payload })).statusCode, JSON.stringify(payload)).toBe(status);
    }
    // Put it back for the other tests.
    await ctx.app.inject({ method: 'PUT', url, headers: auth(adminToken), payload: { price_vnd: 99_000, max_open_bids: 15 } });
  });
});
