import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { loadConfig } from '../../platform/config.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import { createAdmin } from '../account/index.ts';
import { balancesOf, credit, ledgerTotal } from '../wallet/index.ts';
import { bidEvents, bids, walletHolds } from '../../db/schema/index.ts';
import { biddingContext, overrideBidding, sendBid, LiveBidPlacer, SandboxBidPlacer, type BidPlacer } from './index.ts';

/**
 * Every bidding path of issue 7 §1 on sandbox auctions, with a test clock shared by the sandbox's
 * auction house and the bidding engine (jobs are off: snipes are fired by calling sendBid).
 */

let ctx: TestContext;
let clock = Date.now();
let adminToken: string;
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

beforeAll(async () => {
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: 'data/test-unused',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SANDBOX_ITEMS_PER_SITE: '500',
  });
  const marketplaces = await createMarketplaces(config, undefined, { sandboxNow: () => clock });
  ctx = await createTestContext({ marketplaces });
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
  adminToken = login.json().access.token;
});
afterAll(async () => ctx.close());

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sandbox = () => ctx.deps.marketplaces.sandbox!;
let fundings = 0;

async function customerWith(amountVnd: number): Promise<Customer> {
  const customer = await signupCustomer(ctx.app);
  if (amountVnd > 0) {
    fundings += 1;
    await credit(ctx.database.db, { userId: customer.userId, amountVnd, idempotencyKey: `bid-test-fund:${fundings}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
  }
  return customer;
}

function auction(opts: { site?: 'auction' | 'mercari'; endInSeconds?: number; start?: number; buyNow?: number } = {}): string {
  return sandbox().control.createAuction({
    site: opts.site ?? 'auction',
    endInSeconds: opts.endInSeconds ?? 3_600,
    startPriceJpy: opts.start ?? 1_000,
    ...(opts.buyNow ? { buyNowPriceJpy: opts.buyNow } : {}),
  }).code;
}

function bid(token: string, mode: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.app.inject({ method: 'POST', url: `/api/bid/${mode}`, headers: { ...auth(token), ...headers }, payload });
}

async function balances(userId: string) {
  return balancesOf(ctx.database.db, userId);
}

async function openHoldsVnd(userId: string): Promise<number> {
  const rows = await ctx.database.db.select().from(walletHolds).where(eq(walletHolds.userId, userId));
  return rows.reduce((sum, h) => sum + h.remainingVnd, 0);
}

async function bidRows(userId: string) {
  return ctx.database.db.select().from(bids).where(eq(bids.userId, userId));
}

/** Nothing left behind: what the wallet holds equals what the open bids say they hold. */
async function expectHoldsMatchBids(userId: string) {
  const rows = await bidRows(userId);
  const open = rows.filter((b) => ['scheduled', 'placing', 'leading', 'outbid'].includes(b.status));
  const expected = open.reduce((s, b) => s + b.holdAmountVnd, 0);
  expect(await openHoldsVnd(userId)).toBe(expected);
  expect((await balances(userId)).held_vnd).toBe(expected);
}

describe('POST /api/bid/{mode}: now', () => {
  it('holds the maximum in dong (first payment through pricing), sends it as a proxy bid and logs every step', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ start: 1_000 });
    const price = await ctx.app.inject({ method: 'GET', url: `/api/bid/price/${code}?price=3000`, headers: auth(c.token) });
    expect(price.statusCode).toBe(200);
    const p = price.json().data;
    expect(p).toMatchObject({ min_bid_jpy: 1_000, increment_jpy: 100, current_price_jpy: 1_000, price_jpy: 3_000, status: 'open', available_vnd: 5_000_000 });
    expect(p.hold_vnd).toBeGreaterThan(3_000 * 100);
    expect(p.landed_max_vnd).toBeGreaterThanOrEqual(p.landed_min_vnd);
    expect(p.increment_table[0]).toEqual({ from_jpy: 1, to_jpy: 999, step_jpy: 10 });
    // The lines behind the hold ("Chi tiết cách tính" of the bid dialog): the goods at the maximum.
    const goods = (p.hold_details as Array<{ code: string; lines: Array<{ amount_jpy?: number | null }> }>).find((g) => g.code === 'goods');
    expect(goods?.lines[0]?.amount_jpy).toBe(3_000);
    expect(p.second_payment_vnd).toBeGreaterThanOrEqual(0);

    const response = await bid(c.token, 'now', { code, price: 3_000, qty: 1, ship_mode: 'air', services_extra: [], shipping_charges: 800, payment_methods: 'wallet', partial: false, mode: 'now' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Đặt giá thành công!', created: true });
    expect(body.data).toMatchObject({ status: 'leading', status_label: 'Đang dẫn đầu', max_price_jpy: 3_000, current_price_jpy: 1_000, is_highest: true, can_cancel: false, can_raise: true, placer: 'sandbox', path: `/auction/item/${code}` });
    expect(body.data.hold_vnd).toBeGreaterThan(0);
    expect(body.data.rate).toBeGreaterThan(0);
    // The sandbox holds our proxy maximum.
    expect(sandbox().control.getAuction(code)).toMatchObject({ highestBidderId: expect.stringMatching(/^kaimono-/), currentPriceJpy: 1_000 });
    const b = await balances(c.userId);
    expect(b.held_vnd).toBe(body.data.hold_vnd);
    expect(b.available_vnd).toBe(5_000_000 - body.data.hold_vnd);
    const [hold] = await ctx.database.db.select().from(walletHolds).where(eq(walletHolds.userId, c.userId));
    expect(hold).toMatchObject({ purpose: 'bid_hold', referenceType: 'bid', referenceId: body.data.id, rateScaled: body.data.rate });

    const log = await ctx.app.inject({ method: 'GET', url: `/api/bid/user/${body.data.id}`, headers: auth(c.token) });
    const events = log.json().data.events as Array<{ kind: string; label: string; latency_ms: number | null; price_jpy: number | null; detail: Record<string, unknown> }>;
    expect(events.map((e) => e.kind)).toEqual(['created', 'hold', 'sent', 'answer', 'status']);
    const answer = events.find((e) => e.kind === 'answer')!;
    expect(answer.latency_ms).toBeGreaterThanOrEqual(0);
    expect(answer.price_jpy).toBe(1_000);
    expect(answer.label).toBe('Sàn đã trả lời: Đang dẫn đầu');
    expect(answer.detail).toMatchObject({ result: 'accepted', is_highest: true });
    await expectHoldsMatchBids(c.userId);
  });

  it('a double submit with the same request key (body or Idempotency-Key) answers the same bid with one hold', async () => {
    const c = await customerWith(5_000_000);
    const code = auction();
    const first = await bid(c.token, 'now', { code, price: 2_000, request_key: 'req-double-0001' });
    const again = await bid(c.token, 'now', { code, price: 2_000, request_key: 'req-double-0001' });
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, data: { id: first.json().data.id } });
    const twice = await Promise.all([
      bid(c.token, 'now', { code: auction(), price: 2_000 }, { 'idempotency-key': 'idem-key-00042' }),
      bid(c.token, 'now', { code: auction(), price: 2_000 }, { 'idempotency-key': 'idem-key-00042' }),
    ]);
    expect(twice.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(twice[0]!.json().data.id).toBe(twice[1]!.json().data.id);
    // The same maximum again without a key is the same bid too.
    const same = await bid(c.token, 'now', { code, price: 2_000 });
    expect(same.json()).toMatchObject({ created: false, data: { id: first.json().data.id } });
    expect(await bidRows(c.userId)).toHaveLength(2);
    await expectHoldsMatchBids(c.userId);
  });

  it('refuses bids below the minimum increment, on unknown and ended auctions, unknown modes, with no hold left behind', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ start: 4_950 });
    sandbox().control.rivalBid(code, { maxPriceJpy: 5_000, bidderId: 'rival-min' });
    // Rival leads at ¥4,950: the minimum next bid is ¥4,950 + ¥100.
    const low = await bid(c.token, 'now', { code, price: 5_000 });
    expect(low.statusCode).toBe(400);
    expect(low.json()).toMatchObject({ success: false, code: 'BID_BELOW_MINIMUM' });
    expect(low.json().message).toBe('Giá tối đa phải từ ¥5,050 trở lên (giá hiện tại ¥4,950, bước giá ¥100).');

    const unknown = await bid(c.token, 'now', { code: 'x9999999999', price: 5_000 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'BID_AUCTION_NOT_FOUND', message: errorMessages.BID_AUCTION_NOT_FOUND });
    // A Yahoo code on the Mercari path is unknown there.
    const wrongSite = await ctx.app.inject({ method: 'POST', url: '/api/bid/mercari', headers: auth(c.token), payload: { code, price: 9_000 } });
    expect(wrongSite.statusCode).toBe(404);

    const ended = auction({ endInSeconds: 30 });
    clock += 31_000;
    const late = await bid(c.token, 'now', { code: ended, price: 5_000 });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'BID_AUCTION_ENDED', message: 'Phiên đấu giá đã kết thúc, không thể đặt giá.' });

    const mode = await bid(c.token, 'sideways', { code, price: 9_000 });
    expect(mode.statusCode).toBe(400);
    expect(mode.json()).toMatchObject({ code: 'BID_MODE_UNKNOWN', message: 'Chế độ đặt giá không được hỗ trợ.' });

    const bad = await bid(c.token, 'now', { code, price: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe(errorMessages.BID_PRICE_INVALID);
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/bid/now', payload: { code, price: 9_000 } });
    expect(guest.statusCode).toBe(401);

    expect(await bidRows(c.userId)).toHaveLength(0);
    expect(await balances(c.userId)).toEqual({ balance_vnd: 5_000_000, held_vnd: 0, available_vnd: 5_000_000 });
  });

  it('above the balance: a clear message with the amounts, no bid and no hold', async () => {
    const c = await customerWith(100_000);
    const code = auction({ start: 20_000 });
    const response = await bid(c.token, 'now', { code, price: 20_000 });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('BID_INSUFFICIENT_BALANCE');
    expect(response.json().message).toMatch(/^Số dư ví không đủ: cần giữ [\d.]+ ₫ cho giá tối đa này, ví còn 100\.000 ₫\./);
    expect(await bidRows(c.userId)).toHaveLength(0);
    expect(await balances(c.userId)).toEqual({ balance_vnd: 100_000, held_vnd: 0, available_vnd: 100_000 });
    expect(sandbox().control.getAuction(code)?.bidCount).toBe(0);
  });

  it('VIP limits: the number of open bids and the total held', async () => {
    const c = await customerWith(200_000_000);
    for (let i = 0; i < 5; i += 1) {
      const r = await bid(c.token, 'now', { code: auction(), price: 1_000 });
      expect(r.statusCode).toBe(200);
    }
    const sixth = await bid(c.token, 'now', { code: auction(), price: 1_000 });
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().code).toBe('BID_OPEN_LIMIT_REACHED');
    expect(sixth.json().message).toContain('tối đa 5 lượt đấu giá');

    const d = await customerWith(200_000_000);
    const big = await bid(d.token, 'now', { code: auction({ start: 400_000 }), price: 400_000 });
    expect(big.statusCode).toBe(409);
    expect(big.json().code).toBe('BID_HOLD_LIMIT_REACHED');
    expect(big.json().message).toContain('50.000.000 ₫');
    expect(await bidRows(d.userId)).toHaveLength(0);
    await expectHoldsMatchBids(c.userId);
    await expectHoldsMatchBids(d.userId);
  });
});

describe('raising and proxy bidding', () => {
  it('a higher maximum re-sizes the hold (new hold, then the old released); lower or equal is refused once sent', async () => {
    const c = await customerWith(10_000_000);
    const code = auction({ start: 1_000 });
    const first = (await bid(c.token, 'now', { code, price: 2_000 })).json().data;
    sandbox().control.rivalBid(code, { maxPriceJpy: 1_800, bidderId: 'rival-r' });
    expect(sandbox().control.getAuction(code)?.currentPriceJpy).toBe(1_900);

    const lower = await bid(c.token, 'now', { code, price: 1_950 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toMatchObject({ code: 'BID_CANNOT_LOWER' });

    const raised = await bid(c.token, 'now', { code, price: 6_000 });
    expect(raised.statusCode).toBe(200);
    expect(raised.json()).toMatchObject({ created: false, message: 'Đã cập nhật giá tối đa.', data: { id: first.id, max_price_jpy: 6_000, status: 'leading' } });
    const newHold = raised.json().data.hold_vnd;
    expect(newHold).toBeGreaterThan(first.hold_vnd);
    const holds = await ctx.database.db.select().from(walletHolds).where(eq(walletHolds.userId, c.userId));
    expect(holds).toHaveLength(2);
    expect(holds.find((h) => h.amountVnd === first.hold_vnd)).toMatchObject({ remainingVnd: 0, releasedVnd: first.hold_vnd, status: 'closed' });
    expect(holds.find((h) => h.amountVnd === newHold)).toMatchObject({ remainingVnd: newHold });
    await expectHoldsMatchBids(c.userId);
    const kinds = (await ctx.database.db.select().from(bidEvents).where(eq(bidEvents.bidId, first.id))).map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['raised', 'released', 'hold_resized']));
    // The site now holds our new proxy maximum: a rival at 5,000 is beaten at 5,000 + 250.
    sandbox().control.rivalBid(code, { maxPriceJpy: 5_000, bidderId: 'rival-r2' });
    expect(sandbox().control.getAuction(code)).toMatchObject({ currentPriceJpy: 5_250, highestBidderId: first.bidderId ?? expect.stringMatching(/^kaimono-/) });
  });

  it('a maximum below a rival hidden maximum is accepted but outbid; the outbid bid may be cancelled and its hold goes back', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ start: 1_000 });
    sandbox().control.rivalBid(code, { maxPriceJpy: 8_000, bidderId: 'rival-hi' });
    const r = await bid(c.token, 'now', { code, price: 3_000 });
    expect(r.statusCode).toBe(200);
    expect(r.json()).toMatchObject({ message: 'Sàn đã nhận giá của bạn nhưng đã có người đặt giá tối đa cao hơn.', data: { status: 'outbid', is_highest: false, can_cancel: true, current_price_jpy: 3_100 } });
    const cancel = await ctx.app.inject({ method: 'PUT', url: `/api/bid/cancel/${r.json().data.id}`, headers: auth(c.token) });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ message: 'Đã hủy lượt đặt giá, tiền giữ đã được trả về ví.', data: { status: 'cancelled', hold_vnd: 0 } });
    expect(await balances(c.userId)).toEqual({ balance_vnd: 5_000_000, held_vnd: 0, available_vnd: 5_000_000 });
  });
});

describe('POST /api/bid/snipe', () => {
  it('schedules at the end minus the lead with the hold taken; fires through sendBid after re-reading the auction', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ endInSeconds: 600, start: 1_000 });
    const end = sandbox().control.getAuction(code)!.endTimeMs;
    const r = await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(c.token), payload: { code, price: 4_000, lead_seconds: 20 } });
    expect(r.statusCode).toBe(200);
    const b = r.json().data;
    expect(r.json().message).toContain('Đã hẹn giờ đặt giá');
    expect(b).toMatchObject({ status: 'scheduled', mode: 'snipe', lead_seconds: 20, can_cancel: true, sent_at: null });
    expect(Date.parse(b.scheduled_at)).toBe(end - 20_000);
    expect((await balances(c.userId)).held_vnd).toBe(b.hold_vnd);
    expect(sandbox().control.getAuction(code)?.bidCount).toBe(0);

    // A rival bids meanwhile; at fire time the engine re-reads the price and sends our maximum.
    sandbox().control.rivalBid(code, { maxPriceJpy: 2_000, bidderId: 'rival-s' });
    clock = end - 20_000;
    const ctxB = biddingContext(ctx.deps, ctx.app.log);
    const fired = await sendBid(ctxB, b.id);
    expect(fired).toMatchObject({ status: 'leading', currentPriceJpy: 2_100, attempts: 1 });
    // Idempotent per attempt: a second fire sends nothing.
    const again = await sendBid(ctxB, b.id);
    expect(again.attempts).toBe(1);
    expect(sandbox().control.getAuction(code)?.bidCount).toBe(2);
    const cancel = await ctx.app.inject({ method: 'PUT', url: `/api/bid/cancel/${b.id}`, headers: auth(c.token) });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ code: 'BID_CANNOT_CANCEL' });
  });

  it('a snipe whose maximum the price passed is outbid without being sent; a snipe on an ended auction fails and gives the hold back', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ endInSeconds: 600, start: 1_000 });
    const s = (await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(c.token), payload: { code, price: 1_500 } })).json().data;
    sandbox().control.rivalBid(code, { maxPriceJpy: 3_000, bidderId: 'rival-a' });
    sandbox().control.rivalBid(code, { maxPriceJpy: 2_000, bidderId: 'rival-b' });
    const ctxB = biddingContext(ctx.deps, ctx.app.log);
    const skipped = await sendBid(ctxB, s.id);
    expect(skipped.status).toBe('outbid');
    expect(sandbox().control.getAuction(code)?.bidCount).toBe(2);
    const events = await ctx.database.db.select().from(bidEvents).where(eq(bidEvents.bidId, s.id));
    expect(events.find((e) => e.kind === 'skipped')?.detail).toMatchObject({ reason: 'below_minimum', max_price_jpy: 1_500 });

    const other = auction({ endInSeconds: 600 });
    const s2 = (await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(c.token), payload: { code: other, price: 3_000 } })).json().data;
    clock += 601_000;
    const failed = await sendBid(ctxB, s2.id);
    expect(failed).toMatchObject({ status: 'failed', failureCode: 'BID_AUCTION_ENDED' });
    const [hold] = await ctx.database.db.select().from(walletHolds).where(eq(walletHolds.id, failed.holdId!));
    expect(hold!.remainingVnd).toBe(0);
    await expectHoldsMatchBids(c.userId);
  });

  it('too close to the end for the lead: a clear message and nothing held', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ endInSeconds: 11 });
    const r = await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(c.token), payload: { code, price: 2_000 } });
    expect(r.statusCode).toBe(400);
    expect(r.json()).toMatchObject({ code: 'BID_SNIPE_TOO_LATE' });
    expect((await balances(c.userId)).held_vnd).toBe(0);
  });

  it('a scheduled snipe may change its maximum (lower too) and be cancelled at once: the hold goes back', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ endInSeconds: 900 });
    const s = (await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(c.token), payload: { code, price: 5_000 } })).json().data;
    const lower = await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(c.token), payload: { code, price: 2_000 } });
    expect(lower.statusCode).toBe(200);
    expect(lower.json().data).toMatchObject({ id: s.id, max_price_jpy: 2_000, status: 'scheduled' });
    expect(lower.json().data.hold_vnd).toBeLessThan(s.hold_vnd);
    await expectHoldsMatchBids(c.userId);
    const cancel = await ctx.app.inject({ method: 'PUT', url: '/api/bid/cancel', headers: auth(c.token), payload: { code } });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    expect(await balances(c.userId)).toEqual({ balance_vnd: 5_000_000, held_vnd: 0, available_vnd: 5_000_000 });
    expect(sandbox().control.getAuction(code)?.bidCount).toBe(0);
  });
});

describe('placer failures (spec §8 messages)', () => {
  function wrapped(behaviour: 'slow' | 'throw'): BidPlacer {
    const inner = new SandboxBidPlacer(sandbox());
    return {
      name: 'sandbox',
      auction: (site, code) => inner.auction(site, code),
      history: (site, code) => inner.history(site, code),
      place: async (input) => {
        if (behaviour === 'throw') throw new Error('connection reset');
        await new Promise((resolve) => setTimeout(resolve, 300));
        return inner.place(input);
      },
    };
  }

  it('a time-out: "Thời gian phản hồi của máy chủ quá lâu, xin vui lòng thử lại!", the bid failed, the hold released', async () => {
    const c = await customerWith(5_000_000);
    overrideBidding(ctx.deps, { placer: wrapped('slow'), placerTimeoutMs: 50 });
    try {
      const r = await bid(c.token, 'now', { code: auction(), price: 2_000 });
      expect(r.statusCode).toBe(504);
      expect(r.json()).toMatchObject({ success: false, code: 'BID_TIMEOUT', message: 'Thời gian phản hồi của máy chủ quá lâu, xin vui lòng thử lại!' });
    } finally {
      overrideBidding(ctx.deps, { placer: undefined, placerTimeoutMs: undefined });
    }
    const [row] = await bidRows(c.userId);
    expect(row).toMatchObject({ status: 'failed', failureCode: 'BID_TIMEOUT' });
    await expectHoldsMatchBids(c.userId);
    expect((await balances(c.userId)).available_vnd).toBe(5_000_000);
  });

  it('anything else: "Không thể đặt giá sản phẩm vào lúc này!"', async () => {
    const c = await customerWith(5_000_000);
    overrideBidding(ctx.deps, { placer: wrapped('throw') });
    try {
      const r = await bid(c.token, 'now', { code: auction(), price: 2_000 });
      expect(r.statusCode).toBe(502);
      expect(r.json()).toMatchObject({ code: 'BID_FAILED', message: 'Không thể đặt giá sản phẩm vào lúc này!' });
    } finally {
      overrideBidding(ctx.deps, { placer: undefined });
    }
    await expectHoldsMatchBids(c.userId);
  });
});

describe('another customer', () => {
  it("another customer's bid ids answer 404 and change nothing", async () => {
    const owner = await customerWith(5_000_000);
    const other = await customerWith(5_000_000);
    const code = auction({ endInSeconds: 900 });
    const s = (await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(owner.token), payload: { code, price: 3_000 } })).json().data;
    for (const request of [
      { method: 'PUT' as const, url: `/api/bid/cancel/${s.id}` },
      { method: 'PUT' as const, url: '/api/bid/cancel', payload: { id: s.id } },
      { method: 'GET' as const, url: `/api/bid/user/${s.id}` },
      { method: 'DELETE' as const, url: `/api/user/bidding/mercari?id=${s.id}` },
    ]) {
      const r = await ctx.app.inject({ ...request, headers: auth(other.token) });
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ code: 'BID_NOT_FOUND', message: 'Không tìm thấy lượt đặt giá.' });
    }
    const history = await ctx.app.inject({ method: 'GET', url: `/api/bid/history/${code}`, headers: auth(other.token) });
    expect(history.json().data.bids).toEqual([]);
    const [row] = await bidRows(owner.userId);
    expect(row!.status).toBe('scheduled');
  });
});

describe('reading', () => {
  it('history, the bid list with tabs, the summary and the auction products', async () => {
    const c = await customerWith(10_000_000);
    const code = auction({ start: 1_000 });
    await bid(c.token, 'now', { code, price: 3_000 });
    sandbox().control.rivalBid(code, { maxPriceJpy: 2_000, bidderId: 'rival-h' });
    const snipeCode = auction({ endInSeconds: 900 });
    const s = (await ctx.app.inject({ method: 'POST', url: '/api/bid/snipe', headers: auth(c.token), payload: { code: snipeCode, price: 3_000 } })).json().data;
    await ctx.app.inject({ method: 'PUT', url: `/api/bid/cancel/${s.id}`, headers: auth(c.token) });

    const history = await ctx.app.inject({ method: 'GET', url: `/api/bid/history/${code}`, headers: auth(c.token) });
    expect(history.statusCode).toBe(200);
    const h = history.json().data;
    expect(h.history.some((e: { mine: boolean; bidder: string }) => e.mine && e.bidder === 'Bạn')).toBe(true);
    expect(h.history.some((e: { mine: boolean; bidder: string }) => !e.mine && e.bidder.endsWith('***'))).toBe(true);
    expect(h.bids).toHaveLength(1);
    expect(h.bids[0].events.length).toBeGreaterThan(3);
    const guestHistory = await ctx.app.inject({ method: 'GET', url: `/api/bid/history/${code}` });
    expect(guestHistory.json().data.bids).toEqual([]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bid/history/x9999999999' })).statusCode).toBe(404);

    const active = (await ctx.app.inject({ method: 'GET', url: '/api/bid/user?status=active', headers: auth(c.token) })).json();
    expect(active.results.map((b: { code: string }) => b.code)).toEqual([code]);
    // A cancelled bid is not a lost one: its own tab and count (issue 12 §8).
    expect(active.counts).toEqual({ active: 1, won: 0, lost: 0, cancelled: 1, all: 2 });
    expect(active.total_hold_vnd).toBe(active.results[0].hold_vnd);
    expect(active.pagination).toEqual({ page: 1, size: 20, total: 1 });
    const lost = (await ctx.app.inject({ method: 'GET', url: '/api/bid/user?status=lost', headers: auth(c.token) })).json();
    expect(lost.results).toEqual([]);
    const cancelled = (await ctx.app.inject({ method: 'GET', url: '/api/bid/user?status=cancelled&events=true', headers: auth(c.token) })).json();
    expect(cancelled.results[0]).toMatchObject({ code: snipeCode, status: 'cancelled', hold_vnd: 0 });
    expect(cancelled.results[0].events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['created', 'hold', 'scheduled', 'status', 'released']));

    const summary = (await ctx.app.inject({ method: 'GET', url: '/api/bidding/user', headers: auth(c.token) })).json().data;
    expect(summary).toMatchObject({ active: 1, leading: 1, lost: 0, cancelled: 1, items: [{ code, status: 'leading', max_price_jpy: 3_000 }] });
    const products = (await ctx.app.inject({ method: 'GET', url: '/api/auction/user/products', headers: auth(c.token) })).json();
    // The rival's lower maximum raised the price: the lists show the auction house's price now.
    const priceNow = sandbox().control.getAuction(code)!.currentPriceJpy;
    expect(priceNow).toBeGreaterThan(1_000);
    expect(products.results).toEqual([expect.objectContaining({ code, my_max_price_jpy: 3_000, is_highest: true, status_label: 'Đang dẫn đầu', current_price_jpy: priceNow })]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bid/user' })).statusCode).toBe(401);
  });
});

describe('the bid list follows the auction house at once (issue 12 §8)', () => {
  const rival = (code: string, max: number) =>
    ctx.app.inject({ method: 'POST', url: `/api/sandbox/auctions/${code}/rival-bid`, payload: { max_price_jpy: max, bidder_id: 'rival-now' } });

  it('an outbid through the sandbox rival-bid endpoint shows in GET /api/bid/user immediately, told once; a higher maximum leads again', async () => {
    const c = await customerWith(10_000_000);
    const code = auction({ start: 1_000 });
    const placed = (await bid(c.token, 'now', { code, price: 3_000 })).json().data;
    expect(placed.status).toBe('leading');

    expect((await rival(code, 5_000)).json().data).toMatchObject({ accepted: true, highest_bidder_id: 'rival-now' });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/bid/user?status=active', headers: auth(c.token) })).json();
    expect(list.results[0]).toMatchObject({ id: placed.id, status: 'outbid', status_label: 'Bị trả giá cao hơn', is_highest: false, current_price_jpy: sandbox().control.getAuction(code)!.currentPriceJpy });
    // /api/bid/price agrees, and reading again neither moves nor tells twice.
    const price = (await ctx.app.inject({ method: 'GET', url: `/api/bid/price/${code}`, headers: auth(c.token) })).json().data;
    expect(price).toMatchObject({ is_highest_bidder: false, my_bid: { id: placed.id, status: 'outbid' } });
    const one = (await ctx.app.inject({ method: 'GET', url: `/api/bid/user/${placed.id}`, headers: auth(c.token) })).json().data;
    expect(one.events.filter((e: { kind: string; to_status: string | null }) => e.kind === 'status' && e.to_status === 'outbid')).toHaveLength(1);
    const notices = (await ctx.app.inject({ method: 'GET', url: '/api/notification/mine', headers: auth(c.token) })).json().results as Array<{ category?: string; link?: string }>;
    expect(notices.filter((n) => n.category === 'over_pricing')).toHaveLength(1);

    // Raised above the rival: leading again, and the list says so.
    expect((await bid(c.token, 'now', { code, price: 8_000 })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bidding/user', headers: auth(c.token) })).json().data).toMatchObject({ leading: 1, outbid: 0 });
  });

  it('GET /api/bid/price learning of the outbid updates the bid row itself', async () => {
    const c = await customerWith(10_000_000);
    const code = auction({ start: 1_000 });
    const placed = (await bid(c.token, 'now', { code, price: 2_000 })).json().data;
    expect((await rival(code, 4_000)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/bid/price/${code}`, headers: auth(c.token) })).json().data.my_bid.status).toBe('outbid');
    const [row] = await ctx.database.db.select().from(bids).where(eq(bids.id, placed.id));
    expect(row).toMatchObject({ status: 'outbid', currentPriceJpy: sandbox().control.getAuction(code)!.currentPriceJpy });
  });
});

describe('POST /api/bid-request and GET /api/check-bid-request', () => {
  it('answers with a request key at once; the check shows the bid once the site answered', async () => {
    const c = await customerWith(5_000_000);
    const code = auction();
    const r = await ctx.app.inject({ method: 'POST', url: '/api/bid-request', headers: auth(c.token), payload: { code, price: 2_500, mode: 'now' } });
    expect(r.statusCode).toBe(200);
    const key = r.json().request_key as string;
    expect(key).toMatch(/^br-/);
    let state = 'pending';
    for (let i = 0; i < 50 && state === 'pending'; i += 1) {
      const check = await ctx.app.inject({ method: 'GET', url: `/api/check-bid-request?request_key=${key}`, headers: auth(c.token) });
      expect(check.statusCode).toBe(200);
      state = check.json().data.state;
      if (state === 'pending') await new Promise((resolve) => setTimeout(resolve, 20));
      else expect(check.json().data.bid).toMatchObject({ status: 'leading', max_price_jpy: 2_500 });
    }
    expect(state).toBe('done');
    const missing = await ctx.app.inject({ method: 'GET', url: '/api/check-bid-request?request_key=nope-nope-nope', headers: auth(c.token) });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('BID_REQUEST_NOT_FOUND');
  });
});

describe('Mercari', () => {
  it('POST /api/bid/mercari, GET and DELETE /api/user/bidding/mercari', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ site: 'mercari', start: 3_000 });
    const r = await ctx.app.inject({ method: 'POST', url: '/api/bid/mercari', headers: auth(c.token), payload: { code, price: 4_000 } });
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ site: 'mercari', status: 'leading', path: `/mercari/item/${code}` });
    const snipeCode = auction({ site: 'mercari', endInSeconds: 900 });
    const s = await ctx.app.inject({ method: 'POST', url: '/api/bid/mercari', headers: auth(c.token), payload: { code: snipeCode, price: 4_000, mode: 'snipe' } });
    expect(s.json().data.status).toBe('scheduled');

    const list = (await ctx.app.inject({ method: 'GET', url: '/api/user/bidding/mercari', headers: auth(c.token) })).json();
    expect(list.results.map((b: { site: string }) => b.site)).toEqual(['mercari', 'mercari']);
    // Mercari does not let a placed bid be withdrawn.
    const placed = await ctx.app.inject({ method: 'DELETE', url: `/api/user/bidding/mercari?id=${r.json().data.id}`, headers: auth(c.token) });
    expect(placed.statusCode).toBe(409);
    expect(placed.json().code).toBe('BID_CANNOT_CANCEL');
    const removed = await ctx.app.inject({ method: 'DELETE', url: `/api/user/bidding/mercari?code=${snipeCode}`, headers: auth(c.token) });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().data.status).toBe('cancelled');
    await expectHoldsMatchBids(c.userId);
  });
});

describe('GET /api/bid/price/{code}: the route the bid will name', () => {
  it('takes route_code and quotes the hold the bid with the same options takes; a malformed code is a 400', async () => {
    const c = await customerWith(5_000_000);
    const code = auction({ start: 1_000 });
    const options = 'route_code=JP-HCM&ship_mode=sea&shipping_charges=800&services_extra=photos,insurance';
    const price = await ctx.app.inject({ method: 'GET', url: `/api/bid/price/${code}?price=3000&${options}`, headers: auth(c.token) });
    expect(price.statusCode, price.body).toBe(200);
    const quoted = price.json().data.hold_vnd as number;
    expect(quoted).toBeGreaterThan(3_000 * 100);
    const r = await bid(c.token, 'now', { code, price: 3_000, route_code: 'JP-HCM', ship_mode: 'sea', shipping_charges: 800, services_extra: ['photos', 'insurance'] });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data).toMatchObject({ route_code: 'JP-HCM', ship_mode: 'sea', hold_vnd: quoted });
    expect((await balances(c.userId)).held_vnd).toBe(quoted);

    const bad = await ctx.app.inject({ method: 'GET', url: `/api/bid/price/${code}?route_code=${encodeURIComponent('JP HCM;')}` });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().success).toBe(false);
  });
});

describe('last-minute notifications', () => {
  it('is off by default, toggles, and takes an explicit value', async () => {
    const c = await customerWith(0);
    const check = () => ctx.app.inject({ method: 'GET', url: '/api/bid/check-last-minute-notif', headers: auth(c.token) });
    expect((await check()).json().data).toEqual({ enabled: false, minutes: 5 });
    const on = await ctx.app.inject({ method: 'POST', url: '/api/bid/toogle-last-minute-notif', headers: auth(c.token) });
    expect(on.json()).toMatchObject({ message: 'Đã bật thông báo phút chót.', data: { enabled: true } });
    expect((await check()).json().data.enabled).toBe(true);
    const off = await ctx.app.inject({ method: 'POST', url: '/api/bid/toogle-last-minute-notif', headers: auth(c.token), payload: { enabled: false } });
    expect(off.json()).toMatchObject({ message: 'Đã tắt thông báo phút chót.', data: { enabled: false } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bid/check-last-minute-notif' })).statusCode).toBe(401);
  });
});

describe('live placer: the staff queue', () => {
  it('queues the bid with what staff need; staff take it and report the answer; a refusal gives the hold back', async () => {
    const c = await customerWith(10_000_000);
    overrideBidding(ctx.deps, { placer: new LiveBidPlacer(ctx.deps) });
    let first: { id: string; hold_vnd: number };
    let second: { id: string };
    try {
      const code = auction({ start: 1_000 });
      const r = await bid(c.token, 'now', { code, price: 3_000, ship_mode: 'air', services_extra: ['photos'] });
      expect(r.statusCode).toBe(200);
      expect(r.json()).toMatchObject({ message: 'Đã nhận yêu cầu đặt giá. Nhân viên Kaimono sẽ đặt giá trên sàn và báo kết quả cho bạn.', data: { status: 'placing', placer: 'live' } });
      first = r.json().data;
      second = (await bid(c.token, 'now', { code: auction(), price: 2_000 })).json().data;
    } finally {
      overrideBidding(ctx.deps, { placer: undefined });
    }
    const queue = await ctx.app.inject({ method: 'GET', url: '/api/admin/bids/queue', headers: auth(adminToken) });
    expect(queue.statusCode).toBe(200);
    const item = queue.json().results.find((q: { id: string }) => q.id === first.id);
    expect(item).toMatchObject({ max_price_jpy: 3_000, ship_mode: 'air', services_extra: ['photos'], staff_taken_at: null, customer: { id: c.userId, customer_no: c.data.customer_no } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bids/queue', headers: auth(c.token) })).statusCode).toBe(403);

    const take = await ctx.app.inject({ method: 'POST', url: `/api/admin/bids/${first.id}/take`, headers: auth(adminToken) });
    expect(take.statusCode).toBe(200);
    // Once a staff member took it, the customer can no longer pull it back.
    const cancel = await ctx.app.inject({ method: 'PUT', url: `/api/bid/cancel/${first.id}`, headers: auth(c.token) });
    expect(cancel.statusCode).toBe(409);
    const bad = await ctx.app.inject({ method: 'POST', url: `/api/admin/bids/${first.id}/report`, headers: auth(adminToken), payload: { result: 'accepted' } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('BID_REPORT_INVALID');
    const report = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/bids/${first.id}/report`,
      headers: auth(adminToken),
      payload: { result: 'accepted', is_highest: true, current_price_jpy: 1_000, note: 'Đã đặt bằng tài khoản KM-01' },
    });
    expect(report.statusCode).toBe(200);
    expect(report.json().data).toMatchObject({ status: 'leading', current_price_jpy: 1_000 });
    // Reported: out of the queue to place, still among the open live bids whose end staff report (with who took it).
    const queued = (await ctx.app.inject({ method: 'GET', url: '/api/admin/bids/queue?scope=queue', headers: auth(adminToken) })).json().results;
    expect(queued.some((q: { id: string }) => q.id === first.id)).toBe(false);
    expect(queued.find((q: { id: string }) => q.id === second.id)).toMatchObject({ status: 'placing', staff_id: null, staff_name: null });
    const open = await ctx.app.inject({ method: 'GET', url: '/api/admin/bids/queue?scope=open', headers: auth(adminToken) });
    expect(open.statusCode).toBe(200);
    expect(open.json().results.find((q: { id: string }) => q.id === first.id)).toMatchObject({ status: 'leading', staff_name: 'Quản trị viên', customer: { id: c.userId } });
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bids/queue?scope=all', headers: auth(adminToken) })).statusCode).toBe(400);
    const events = (await ctx.app.inject({ method: 'GET', url: `/api/bid/user/${first.id}`, headers: auth(c.token) })).json().data.events;
    expect(events.map((e: { kind: string }) => e.kind)).toEqual(expect.arrayContaining(['queued', 'taken', 'staff_report']));
    expect(events.find((e: { kind: string }) => e.kind === 'staff_report').latency_ms).toBeGreaterThanOrEqual(0);

    // The second: an untaken queued bid can still be cancelled by the customer... but staff refuse it first.
    const refused = await ctx.app.inject({ method: 'POST', url: `/api/admin/bids/${second.id}/report`, headers: auth(adminToken), payload: { result: 'rejected', reason: 'seller blocked' } });
    expect(refused.statusCode).toBe(200);
    expect(refused.json().data).toMatchObject({ status: 'failed', hold_vnd: 0 });
    const again = await ctx.app.inject({ method: 'POST', url: `/api/admin/bids/${second.id}/report`, headers: auth(adminToken), payload: { result: 'rejected' } });
    expect(again.statusCode).toBe(409);
    await expectHoldsMatchBids(c.userId);
  });

  it('a queued bid nobody took yet can be cancelled by the customer', async () => {
    const c = await customerWith(5_000_000);
    overrideBidding(ctx.deps, { placer: new LiveBidPlacer(ctx.deps) });
    let id: string;
    try {
      id = (await bid(c.token, 'now', { code: auction(), price: 2_000 })).json().data.id;
    } finally {
      overrideBidding(ctx.deps, { placer: undefined });
    }
    const cancel = await ctx.app.inject({ method: 'PUT', url: `/api/bid/cancel/${id}`, headers: auth(c.token) });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');
    expect(await balances(c.userId)).toEqual({ balance_vnd: 5_000_000, held_vnd: 0, available_vnd: 5_000_000 });
  });
});

describe('OpenAPI', () => {
  it('documents every bidding path', async () => {
    const docs = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json().paths);
    for (const path of [
      '/api/bid/{mode}',
      '/api/bid/snipe',
      '/api/bid/history/{code}',
      '/api/bid/price/{code}',
      '/api/bid/user',
      '/api/bid/cancel',
      '/api/bid/cancel/{id}',
      '/api/bid-request',
      '/api/check-bid-request',
      '/api/bidding/user',
      '/api/auction/user/products',
      '/api/user/bidding/mercari',
      '/api/bid/mercari',
      '/api/bid/toogle-last-minute-notif',
      '/api/bid/check-last-minute-notif',
      '/api/admin/bids/queue',
      '/api/admin/bids/{id}/report',
      '/api/admin/bids/{id}/outcome',
    ]) {
      expect(paths).toContain(path);
    }
  });
});

describe('the ledger', () => {
  it('still balances and every hold of an ended bid is back', async () => {
    expect(await ledgerTotal(ctx.database.db)).toBe(0);
    const ended = await ctx.database.db
      .select({ holdId: bids.holdId })
      .from(bids)
      .where(and(inArray(bids.status, ['cancelled', 'failed', 'lost']), sql`${bids.holdId} is not null`));
    const holds = ended.length
      ? await ctx.database.db.select().from(walletHolds).where(inArray(walletHolds.id, ended.map((b) => b.holdId!)))
      : [];
    expect(holds.every((h) => h.remainingVnd === 0)).toBe(true);
  });
});
