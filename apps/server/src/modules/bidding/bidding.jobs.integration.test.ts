import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { bidEvents, bids, notifications, orderPayments, orders, walletEntries } from '../../db/schema/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { startJobs } from '../../platform/jobs.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { createAdmin } from '../account/index.ts';
import { seedPricing } from '../pricing/index.ts';
import { balancesOf, credit, getHold, hold } from '../wallet/index.ts';
import { metrics } from '../../platform/metrics.ts';
import { fireSnipe, registerBiddingJobs, SNIPE_PREFETCH_MS, snipeFireAtMs, watchAuction } from './bidding.jobs.ts';
import { completeWin, failOrphanBids, observeAuction, settlePendingOutcomes, watchDelayMs } from './bidding.outcomes.ts';
import { LiveBidPlacer, overrideBidding } from './bidding.placer.ts';
import { findBid, openTotals, setLastMinute, transitionBid } from './bidding.repository.ts';
import { biddingContext, cancelBid, placeBid, type BiddingContext } from './bidding.service.ts';

// The engine on PGlite (and PostgreSQL in CI): snipes, the watcher and the outcomes, driven by a test
// clock that the sandbox's auctions share (`clock`; null = the real clock, for the pg-boss test).
let ctx: TestContext;
let bidding: BiddingContext;
let clock: number | null = null;
const now = () => clock ?? Date.now();
type Customer = Awaited<ReturnType<typeof signupCustomer>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const sandbox = () => ctx.deps.marketplaces.sandbox!;

beforeAll(async () => {
  const config = loadConfig({ JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789', DATA_DIR: 'data/test-unused', SANDBOX_ITEMS_PER_SITE: '200' });
  const marketplaces = await createMarketplaces(config, undefined, { sandboxNow: now });
  ctx = await createTestContext({ marketplaces });
  await seedPricing(ctx.database.db);
  bidding = biddingContext(ctx.deps, ctx.app.log);
});
afterAll(async () => ctx.close());

let fundSeq = 0;
async function customer(fundVnd = 20_000_000, withAddress = true): Promise<Customer> {
  const c = await signupCustomer(ctx.app);
  fundSeq += 1;
  await credit(ctx.database.db, { userId: c.userId, amountVnd: fundVnd, idempotencyKey: `bid-jobs-fund:${fundSeq}`, purpose: 'bank_transfer', description: 'Nạp tiền thử' });
  if (withAddress) await addAddress(c.token);
  return c;
}

async function addAddress(token: string): Promise<void> {
  const wards = (await ctx.app.inject({ method: 'GET', url: '/api/utility/ward/79' })).json().results as Array<{ code: string }>;
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/user/address/add',
    headers: auth(token),
    payload: { receiver_name: 'Lê Thị Nhận', phone: '0987 654 321', province_code: '79', ward_code: wards[0]!.code, street: '12 Nguyễn Huệ' },
  });
  expect(response.statusCode, response.body).toBe(200);
}

function auction(endInSeconds: number, startPriceJpy = 1_000): string {
  return sandbox().control.createAuction({ site: 'auction', endInSeconds, startPriceJpy, autoExtension: true }).code;
}

async function snipe(c: Customer, code: string, maxJpy: number, leadSeconds = 5) {
  const { bid } = await placeBid(bidding, { userId: c.userId, site: 'auction', code, mode: 'snipe', priceJpy: maxJpy, qty: 1, leadSeconds });
  expect(bid.status).toBe('scheduled');
  return bid;
}

const balances = (userId: string) => balancesOf(ctx.database.db, userId);
const kinds = async (bidId: string) => (await ctx.database.db.select().from(bidEvents).where(eq(bidEvents.bidId, bidId))).map((e) => e.kind);
const noticesOf = async (userId: string) => ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));

describe('watch intervals', () => {
  it('look more often as the end comes, and just after it', () => {
    expect(watchDelayMs(3 * 86_400_000)).toBe(600_000);
    expect(watchDelayMs(2 * 3_600_000)).toBe(300_000);
    expect(watchDelayMs(30 * 60_000)).toBe(60_000);
    expect(watchDelayMs(10 * 60_000)).toBe(20_000);
    expect(watchDelayMs(3 * 60_000)).toBe(10_000);
    expect(watchDelayMs(30_000)).toBe(10_000);
    expect(watchDelayMs(1_500)).toBe(2_500);
    expect(watchDelayMs(0)).toBe(5_000);
  });
});

describe('a snipe contested by a rival, won', () => {
  it('fires at end − lead, wins, becomes a purchased order paid from the hold, and gives the rest back', async () => {
    clock = Date.now();
    const alice = await customer();
    const code = auction(600);
    const bid = await snipe(alice, code, 3_000);
    const endMs = bid.endTime!.getTime();
    expect(snipeFireAtMs(bid)).toBe(endMs - 5_000);
    const held = (await balances(alice.userId)).held_vnd;
    expect(held).toBe(bid.holdAmountVnd);

    clock += 60_000;
    sandbox().control.rivalBid(code, { maxPriceJpy: 2_000, bidderId: 'rival-a' });
    // Too early: nothing is sent.
    expect(await fireSnipe(bidding, bid.id)).toBe('not_due');
    expect((await findBid(ctx.database.db, bid.id))!.status).toBe('scheduled');

    clock = endMs - 5_000;
    const firedBefore = await snipesFired();
    expect(await fireSnipe(bidding, bid.id)).toBe('sent');
    const sent = (await findBid(ctx.database.db, bid.id))!;
    expect(sent.status).toBe('leading');
    expect(sent.currentPriceJpy).toBe(2_100);
    // A second fire (another process, a replayed job) sends nothing.
    expect(await fireSnipe(bidding, bid.id)).toBe('skipped');
    // /metrics: one snipe sent (outcome leading), on time (delay 0 on the test clock).
    expect(await snipesFired()).toEqual({ leading: firedBefore.leading + 1, delays: firedBefore.delays + 1 });

    // Our price-raising snipe in the last 5 minutes extended the auction itself (自動延長).
    expect(sent.endTime!.getTime()).toBe(endMs + 5 * 60_000);
    clock = endMs + 1_000;
    expect((await observeAuction(bidding, 'auction', code)).nextDelayMs).toBe(10_000);
    clock = sent.endTime!.getTime() + 1_000;
    const seen = await observeAuction(bidding, 'auction', code);
    expect(seen.nextDelayMs).toBeNull();
    const won = (await findBid(ctx.database.db, bid.id))!;
    expect(won).toMatchObject({ status: 'won', finalPriceJpy: 2_100 });
    expect(won.outcomeOrderId).toBeTruthy();

    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, won.outcomeOrderId!));
    expect(order).toMatchObject({ status: 'purchased', source: 'auction', sourceRef: bid.id, requestId: `bid:${bid.id}` });
    expect(order!.paidVnd).toBe(order!.firstPaymentVnd);
    const payments = await ctx.database.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id));
    expect(payments.map((p) => [p.kind, p.amountVnd])).toEqual([['first', order!.firstPaymentVnd]]);

    const hold = await getHold(ctx.database.db, won.holdId!);
    expect(hold).toMatchObject({ status: 'closed', remainingVnd: 0, capturedVnd: order!.firstPaymentVnd, releasedVnd: bid.holdAmountVnd - order!.firstPaymentVnd });
    const after = await balances(alice.userId);
    expect(after.held_vnd).toBe(0);
    expect(after.available_vnd).toBe(20_000_000 - order!.firstPaymentVnd);
    const log = await kinds(bid.id);
    expect(log).toEqual(expect.arrayContaining(['created', 'hold', 'scheduled', 'sent', 'answer', 'won', 'captured', 'released', 'order']));

    // Finishing it again (the sweep, a restart) changes nothing.
    await completeWin(bidding, bid.id);
    await settlePendingOutcomes(bidding);
    const entries = await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.holdId, won.holdId!));
    expect(entries.map((e) => e.kind).sort()).toEqual(['capture', 'hold', 'release']);
    expect((await ctx.database.db.select().from(orders).where(eq(orders.sourceRef, bid.id))).length).toBe(1);
    const titles = (await noticesOf(alice.userId)).map((n) => n.title);
    expect(titles).toContain('Bạn đã thắng đấu giá');
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });
});

describe('lost and outbid', () => {
  it('a snipe whose maximum the price passed is not sent; the customer is told; the hold goes back at the end', async () => {
    clock = Date.now();
    const bob = await customer();
    const code = auction(600);
    const bid = await snipe(bob, code, 1_500);
    clock += 30_000;
    sandbox().control.rivalBid(code, { maxPriceJpy: 5_000, bidderId: 'rival-b' });
    sandbox().control.rivalBid(code, { maxPriceJpy: 4_000, bidderId: 'rival-c' });
    clock = bid.endTime!.getTime() - 5_000;
    expect(await fireSnipe(bidding, bid.id)).toBe('outbid');
    const outbid = (await findBid(ctx.database.db, bid.id))!;
    expect(outbid.status).toBe('outbid');
    expect(outbid.sentAt).toBeNull();
    const notices = await noticesOf(bob.userId);
    expect(notices.find((n) => n.category === 'over_pricing')?.body).toMatch(/chưa được gửi/);
    expect((await balances(bob.userId)).held_vnd).toBe(bid.holdAmountVnd);

    clock = bid.endTime!.getTime() + 2_000;
    await observeAuction(bidding, 'auction', code);
    const lost = (await findBid(ctx.database.db, bid.id))!;
    expect(lost.status).toBe('lost');
    expect(await balances(bob.userId)).toMatchObject({ held_vnd: 0, available_vnd: 20_000_000 });
    expect(await kinds(bid.id)).toEqual(expect.arrayContaining(['lost', 'released']));
    expect((await noticesOf(bob.userId)).map((n) => n.title)).toContain('Phiên đấu giá đã kết thúc');
  });

  it('a leading bid overtaken by a rival becomes outbid with an over_pricing notification, then lost', async () => {
    clock = Date.now();
    const carol = await customer();
    const code = auction(3_600);
    const { bid } = await placeBid(bidding, { userId: carol.userId, site: 'auction', code, mode: 'now', priceJpy: 2_000, qty: 1 });
    expect(bid.status).toBe('leading');
    clock += 60_000;
    sandbox().control.rivalBid(code, { maxPriceJpy: 3_000, bidderId: 'rival-d' });
    const seen = await observeAuction(bidding, 'auction', code);
    expect(seen.nextDelayMs).toBe(60_000);
    expect((await findBid(ctx.database.db, bid.id))!.status).toBe('outbid');
    const notice = (await noticesOf(carol.userId)).find((n) => n.category === 'over_pricing');
    expect(notice?.body).toContain('¥2,100');
    // Watching again changes nothing more.
    await observeAuction(bidding, 'auction', code);
    expect((await noticesOf(carol.userId)).filter((n) => n.category === 'over_pricing')).toHaveLength(1);

    clock = bid.endTime!.getTime() + 500;
    await observeAuction(bidding, 'auction', code);
    // Lost: the price it ended at is kept as the final price (the lost tab labels it so).
    expect((await findBid(ctx.database.db, bid.id))!).toMatchObject({ status: 'lost', finalPriceJpy: sandbox().control.getAuction(code)!.currentPriceJpy });
    expect((await balances(carol.userId)).held_vnd).toBe(0);
  });

  it('sends the last-minute notification once when the customer turned it on', async () => {
    clock = Date.now();
    const dan = await customer();
    await setLastMinute(ctx.database.db, dan.userId, true);
    const code = auction(3_600);
    const { bid } = await placeBid(bidding, { userId: dan.userId, site: 'auction', code, mode: 'now', priceJpy: 2_000, qty: 1 });
    const endMs = bid.endTime!.getTime();
    // Far from the end: no notification, and the next look is planned for the start of the window.
    clock = endMs - 20 * 60_000;
    const early = await observeAuction(bidding, 'auction', code);
    expect(early.nextDelayMs).toBe(60_000);
    clock = endMs - 6 * 60_000;
    const close = await observeAuction(bidding, 'auction', code);
    expect(close.nextDelayMs).toBeLessThanOrEqual(60_500);
    expect(close.nextDelayMs).toBeGreaterThanOrEqual(1_000);
    expect((await noticesOf(dan.userId)).filter((n) => n.title === 'Phiên đấu giá sắp kết thúc')).toHaveLength(0);
    clock = endMs - 4 * 60_000;
    await observeAuction(bidding, 'auction', code);
    await observeAuction(bidding, 'auction', code);
    const last = (await noticesOf(dan.userId)).filter((n) => n.title === 'Phiên đấu giá sắp kết thúc');
    expect(last).toHaveLength(1);
    expect(last[0]!.body).toMatch(/dẫn đầu/);
  });
});

describe('automatic extension', () => {
  it('moves the snipe to the new end − lead, then fires it there', async () => {
    clock = Date.now();
    const erin = await customer();
    const code = auction(600);
    const bid = await snipe(erin, code, 4_000, 5);
    const endMs = bid.endTime!.getTime();
    clock = endMs - 400_000;
    sandbox().control.rivalBid(code, { maxPriceJpy: 1_500, bidderId: 'rival-e' });
    // A price-raising bid in the last 5 minutes extends the auction by 5 minutes.
    clock = endMs - 60_000;
    const rival = sandbox().control.rivalBid(code, { maxPriceJpy: 1_200, bidderId: 'rival-e2' });
    expect(rival.endTimeMs).toBe(endMs + 5 * 60_000);

    clock = endMs - 5_000;
    expect(await fireSnipe(bidding, bid.id)).toBe('rescheduled');
    const moved = (await findBid(ctx.database.db, bid.id))!;
    expect(moved.status).toBe('scheduled');
    expect(moved.endTime!.getTime()).toBe(endMs + 5 * 60_000);
    expect(moved.scheduledAt!.getTime()).toBe(endMs + 5 * 60_000 - 5_000);
    expect(await kinds(bid.id)).toContain('rescheduled');

    clock = moved.scheduledAt!.getTime();
    expect(await fireSnipe(bidding, bid.id)).toBe('sent');
    expect((await findBid(ctx.database.db, bid.id))!.status).toBe('leading');
  });

  it('the watcher notices an extension before the snipe and hands the snipe back to be scheduled again', async () => {
    clock = Date.now();
    const fay = await customer();
    const code = auction(600);
    const bid = await snipe(fay, code, 4_000, 5);
    const endMs = bid.endTime!.getTime();
    clock = endMs - 400_000;
    sandbox().control.rivalBid(code, { maxPriceJpy: 1_500, bidderId: 'rival-f' });
    clock = endMs - 120_000;
    sandbox().control.rivalBid(code, { maxPriceJpy: 1_200, bidderId: 'rival-f2' });
    const seen = await observeAuction(bidding, 'auction', code);
    expect(seen.reschedule.map((b) => b.id)).toEqual([bid.id]);
    expect(seen.reschedule[0]!.scheduledAt!.getTime()).toBe(endMs + 5 * 60_000 - 5_000);
    expect(await kinds(bid.id)).toContain('extended');
  });
});

describe('cancel and half-done outcomes', () => {
  it('a cancelled snipe is never sent and its hold goes back once', async () => {
    clock = Date.now();
    const gus = await customer();
    const code = auction(600);
    const bid = await snipe(gus, code, 3_000);
    await cancelBid(bidding, { userId: gus.userId, bidId: bid.id });
    clock = bid.scheduledAt!.getTime();
    expect(await fireSnipe(bidding, bid.id)).toBe('skipped');
    expect(await observeAuction(bidding, 'auction', code)).toEqual({ nextDelayMs: null, reschedule: [] });
    await settlePendingOutcomes(bidding);
    expect(await balances(gus.userId)).toMatchObject({ held_vnd: 0, available_vnd: 20_000_000 });
    const releases = await ctx.database.db
      .select()
      .from(walletEntries)
      .where(and(eq(walletEntries.holdId, bid.holdId!), eq(walletEntries.kind, 'release')));
    expect(releases).toHaveLength(1);
  });

  it('a win without an address waits (the customer is told once) and completes when an address exists', async () => {
    clock = Date.now();
    const hana = await customer(20_000_000, false);
    const code = auction(600);
    const { bid } = await placeBid(bidding, { userId: hana.userId, site: 'auction', code, mode: 'now', priceJpy: 2_500, qty: 1 });
    clock = bid.endTime!.getTime() + 1_000;
    await observeAuction(bidding, 'auction', code);
    let row = (await findBid(ctx.database.db, bid.id))!;
    expect(row.status).toBe('won');
    expect(row.outcomeOrderId).toBeNull();
    expect((await balances(hana.userId)).held_vnd).toBe(bid.holdAmountVnd);
    await settlePendingOutcomes(bidding);
    expect((await kinds(bid.id)).filter((k) => k === 'waiting_address')).toHaveLength(1);
    // The lists show what the wallet really holds for the win (issue 12 §8), not 0.
    const won = (await ctx.app.inject({ method: 'GET', url: '/api/bid/user?status=won', headers: auth(hana.token) })).json();
    expect(won.results[0]).toMatchObject({ id: bid.id, status: 'won', hold_vnd: bid.holdAmountVnd, order_id: null });
    expect(won.total_hold_vnd).toBe(bid.holdAmountVnd);
    expect((await ctx.app.inject({ method: 'GET', url: `/api/bid/user/${bid.id}`, headers: auth(hana.token) })).json().data.hold_vnd).toBe(bid.holdAmountVnd);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/bidding/user', headers: auth(hana.token) })).json().data.total_hold_vnd).toBe(bid.holdAmountVnd);

    await addAddress(hana.token);
    const done = await settlePendingOutcomes(bidding);
    expect(done.won).toBe(1);
    row = (await findBid(ctx.database.db, bid.id))!;
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, row.outcomeOrderId!));
    expect(order!.status).toBe('purchased');
    expect((await balances(hana.userId)).held_vnd).toBe(0);
    const after = (await ctx.app.inject({ method: 'GET', url: '/api/bid/user?status=won', headers: auth(hana.token) })).json();
    expect(after.results[0]).toMatchObject({ id: bid.id, hold_vnd: 0 });
    expect(after.total_hold_vnd).toBe(0);
  });

  it('a win cut off before its order (a crash) is finished by the sweep', async () => {
    clock = Date.now();
    const ivan = await customer();
    const code = auction(600);
    const { bid } = await placeBid(bidding, { userId: ivan.userId, site: 'auction', code, mode: 'now', priceJpy: 2_500, qty: 1 });
    clock = bid.endTime!.getTime() + 1_000;
    // As if the process died right after the move to won.
    await transitionBid(ctx.database.db, { bidId: bid.id, to: 'won', patch: { finalPriceJpy: 1_000 } });
    await settlePendingOutcomes(bidding);
    const row = (await findBid(ctx.database.db, bid.id))!;
    expect(row.outcomeOrderId).toBeTruthy();
    expect((await balances(ivan.userId)).held_vnd).toBe(0);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });
});

describe('live auctions: staff report the end (POST /api/admin/bids/{id}/outcome)', () => {
  let adminToken: string | null = null;
  async function staffToken(): Promise<string> {
    if (adminToken) return adminToken;
    const phone = `09${String(Date.now()).slice(-8)}`;
    await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
    adminToken = login.json().access.token as string;
    return adminToken;
  }
  async function liveBid(c: Customer, code: string, maxJpy: number) {
    overrideBidding(ctx.deps, { placer: new LiveBidPlacer(ctx.deps) });
    try {
      const { bid } = await placeBid(bidding, { userId: c.userId, site: 'auction', code, mode: 'now', priceJpy: maxJpy, qty: 1 });
      expect(bid).toMatchObject({ status: 'placing', placer: 'live' });
      return bid;
    } finally {
      overrideBidding(ctx.deps, { placer: undefined });
    }
  }
  const post = async (path: string, payload: Record<string, unknown>, token?: string) =>
    ctx.app.inject({ method: 'POST', url: path, headers: auth(token ?? (await staffToken())), payload });
  const outcome = (id: string, payload: Record<string, unknown>, token?: string) => post(`/api/admin/bids/${id}/outcome`, payload, token);

  it('won: the same outcome code as the watcher (order paid from the hold, the rest back); a second report changes nothing', async () => {
    clock = Date.now();
    const kim = await customer();
    const code = auction(600);
    const bid = await liveBid(kim, code, 3_000);
    const leading = await post(`/api/admin/bids/${bid.id}/report`, { result: 'accepted', is_highest: true, current_price_jpy: 1_000 });
    expect(leading.json().data.status).toBe('leading');

    // Not before the end; not by a customer; a win needs its final price, at most the maximum.
    const early = await outcome(bid.id, { result: 'won', final_price_jpy: 2_000 });
    expect(early.statusCode).toBe(409);
    expect(early.json()).toMatchObject({ success: false, code: 'BID_OUTCOME_TOO_EARLY', message: 'Phiên đấu giá chưa kết thúc, chưa thể báo kết quả thắng/thua.' });
    clock = bid.endTime!.getTime() + 1_000;
    expect((await outcome(bid.id, { result: 'won', final_price_jpy: 2_000 }, kim.token)).statusCode).toBe(403);
    const noPrice = await outcome(bid.id, { result: 'won' });
    expect(noPrice.statusCode).toBe(400);
    expect(noPrice.json().code).toBe('BID_REPORT_INVALID');
    expect((await outcome(bid.id, { result: 'won', final_price_jpy: 3_001 })).statusCode).toBe(400);
    expect((await outcome(bid.id, { result: 'tie' })).statusCode).toBe(400);
    expect((await findBid(ctx.database.db, bid.id))!.status).toBe('leading');

    const won = await outcome(bid.id, { result: 'won', final_price_jpy: 2_000, note: 'Thắng bằng tài khoản KM-01' });
    expect(won.statusCode, won.body).toBe(200);
    expect(won.json()).toMatchObject({ success: true, message: 'Đã ghi nhận kết quả phiên đấu giá.', data: { status: 'won', final_price_jpy: 2_000, hold_vnd: 0 } });
    const row = (await findBid(ctx.database.db, bid.id))!;
    expect(row.outcomeOrderId).toBeTruthy();
    expect(won.json().data.order_id).toBe(row.outcomeOrderId);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, row.outcomeOrderId!));
    expect(order).toMatchObject({ status: 'purchased', source: 'auction', sourceRef: bid.id });
    expect(order!.paidVnd).toBe(order!.firstPaymentVnd);
    const held = await getHold(ctx.database.db, row.holdId!);
    expect(held).toMatchObject({ status: 'closed', remainingVnd: 0, capturedVnd: order!.firstPaymentVnd });
    expect(await balances(kim.userId)).toMatchObject({ held_vnd: 0, available_vnd: 20_000_000 - order!.firstPaymentVnd });
    const moved = (await ctx.database.db.select().from(bidEvents).where(and(eq(bidEvents.bidId, bid.id), eq(bidEvents.kind, 'status'), eq(bidEvents.toStatus, 'won'))))[0]!;
    expect(moved).toMatchObject({ fromStatus: 'leading', actorKind: 'staff' });
    expect(moved.detail).toMatchObject({ reported_result: 'won', note: 'Thắng bằng tài khoản KM-01', final_price_jpy: 2_000 });
    expect((await noticesOf(kim.userId)).map((n) => n.title)).toContain('Bạn đã thắng đấu giá');

    // Again (a double submit, a retry): the same answer, nothing moves.
    const eventsBefore = (await kinds(bid.id)).length;
    const again = await outcome(bid.id, { result: 'won', final_price_jpy: 2_000, note: 'Thắng bằng tài khoản KM-01' });
    expect(again.statusCode).toBe(200);
    expect(again.json().data).toMatchObject({ status: 'won', order_id: row.outcomeOrderId, final_price_jpy: 2_000 });
    expect((await kinds(bid.id)).length).toBe(eventsBefore);
    const entries = await ctx.database.db.select().from(walletEntries).where(eq(walletEntries.holdId, row.holdId!));
    expect(entries.map((e) => e.kind).sort()).toEqual(['capture', 'hold', 'release']);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.sourceRef, bid.id))).toHaveLength(1);
    // A different report on the settled bid is refused.
    expect((await outcome(bid.id, { result: 'lost' })).json().code).toBe('BID_STATE_CHANGED');
    expect((await outcome(bid.id, { result: 'won', final_price_jpy: 2_500 })).statusCode).toBe(409);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });

  it('lost: the hold goes back and the customer is told; placing bids too; sandbox bids and unknown ids are 404', async () => {
    clock = Date.now();
    const lan = await customer();
    const outbidCode = auction(600);
    const outbid = await liveBid(lan, outbidCode, 2_000);
    const answer = await post(`/api/admin/bids/${outbid.id}/report`, { result: 'accepted', is_highest: false, current_price_jpy: 2_100 });
    expect(answer.json().data.status).toBe('outbid');
    const queued = await liveBid(lan, auction(600), 2_500);
    expect((await balances(lan.userId)).held_vnd).toBe(outbid.holdAmountVnd + queued.holdAmountVnd);

    clock = Math.max(outbid.endTime!.getTime(), queued.endTime!.getTime()) + 1_000;
    const lost = await outcome(outbid.id, { result: 'lost', final_price_jpy: 4_200 });
    expect(lost.statusCode, lost.body).toBe(200);
    expect(lost.json().data).toMatchObject({ status: 'lost', hold_vnd: 0 });
    expect((await balances(lan.userId)).held_vnd).toBe(queued.holdAmountVnd);
    const notice = (await noticesOf(lan.userId)).find((n) => n.title === 'Phiên đấu giá đã kết thúc');
    expect(notice?.body).toContain('¥4,200');
    expect(await kinds(outbid.id)).toEqual(expect.arrayContaining(['lost', 'released']));
    // Again: the same answer, the hold released once.
    expect((await outcome(outbid.id, { result: 'lost', final_price_jpy: 4_200 })).json().data.status).toBe('lost');
    expect((await outcome(outbid.id, { result: 'won', final_price_jpy: 2_000 })).statusCode).toBe(409);
    const releases = await ctx.database.db.select().from(walletEntries).where(and(eq(walletEntries.holdId, outbid.holdId!), eq(walletEntries.kind, 'release')));
    expect(releases).toHaveLength(1);

    // A bid still in the queue (staff placed it but never reported the answer): lost without a price.
    const queuedLost = await outcome(queued.id, { result: 'lost', note: 'Phiên đã kết thúc, không thắng' });
    expect(queuedLost.json().data).toMatchObject({ status: 'lost', hold_vnd: 0 });
    expect(await balances(lan.userId)).toMatchObject({ held_vnd: 0, available_vnd: 20_000_000 });

    const sandboxBid = await placeBid(bidding, { userId: lan.userId, site: 'auction', code: auction(600), mode: 'now', priceJpy: 2_000, qty: 1 });
    expect((await outcome(sandboxBid.bid.id, { result: 'lost' })).statusCode).toBe(404);
    const unknown = await outcome('00000000-0000-4000-8000-000000000000', { result: 'lost' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('BID_NOT_FOUND');
    await cancelBid(bidding, { userId: lan.userId, bidId: sandboxBid.bid.id }).catch(() => undefined);
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });
});

describe('bids left without their hold (a process died between the row and the hold)', () => {
  it('are failed by the sweep after 30 s, logged, with any hold taken under their key released; fresh ones are left alone', async () => {
    clock = Date.now();
    const mai = await customer();
    const old = new Date(Date.now() - 60_000);
    const row = (code: string, status: 'placing' | 'scheduled', createdAt?: Date) => ({
      userId: mai.userId,
      site: 'auction' as const,
      code,
      mode: status === 'scheduled' ? 'snipe' : 'now',
      placer: 'sandbox' as const,
      bidderId: 'kaimono-orphan',
      maxPriceJpy: 2_000,
      status,
      holdAmountVnd: 500_000,
      rateScaled: 1_750_000,
      endTime: new Date(clock! + 3_600_000),
      ...(status === 'scheduled' ? { scheduledAt: new Date(clock! + 3_590_000), leadSeconds: 10 } : {}),
      ...(createdAt ? { createdAt } : {}),
    });
    const [placing] = await ctx.database.db.insert(bids).values(row(auction(3_600), 'placing', old)).returning();
    const [snipeRow] = await ctx.database.db.insert(bids).values(row(auction(3_600), 'scheduled', old)).returning();
    const [fresh] = await ctx.database.db.insert(bids).values(row(auction(3_600), 'placing')).returning();
    // The snipe's process died after the wallet took the hold, before the row recorded it.
    const taken = await hold(ctx.database.db, {
      userId: mai.userId,
      amountVnd: 500_000,
      idempotencyKey: `bid-hold:${snipeRow!.id}`,
      purpose: 'bid_hold',
      description: 'Giữ tiền đấu giá thử',
      referenceType: 'bid',
      referenceId: snipeRow!.id,
    });
    expect((await openTotals(ctx.database.db, mai.userId)).count).toBe(3);
    expect((await balances(mai.userId)).held_vnd).toBe(500_000);

    expect(await failOrphanBids(bidding)).toBe(2);
    const a = (await findBid(ctx.database.db, placing!.id))!;
    expect(a).toMatchObject({ status: 'failed', failureCode: 'BID_FAILED', holdId: null });
    expect(a.closedAt).toBeTruthy();
    const b = (await findBid(ctx.database.db, snipeRow!.id))!;
    expect(b).toMatchObject({ status: 'failed', holdId: taken.hold.id });
    expect(await getHold(ctx.database.db, taken.hold.id)).toMatchObject({ remainingVnd: 0 });
    expect((await findBid(ctx.database.db, fresh!.id))!.status).toBe('placing');
    const log = await ctx.database.db.select().from(bidEvents).where(eq(bidEvents.bidId, placing!.id));
    expect(log.map((e) => [e.kind, e.fromStatus, e.toStatus])).toEqual([
      ['status', 'placing', 'failed'],
      ['failed', null, null],
    ]);
    expect(log[0]!.detail).toMatchObject({ note: 'no_hold', reason: 'no_hold' });
    expect(await kinds(snipeRow!.id)).toEqual(expect.arrayContaining(['status', 'released', 'failed']));

    // No longer counted against the VIP limits; the money is back; a second sweep finds nothing.
    expect((await openTotals(ctx.database.db, mai.userId)).count).toBe(1);
    expect(await balances(mai.userId)).toMatchObject({ held_vnd: 0, available_vnd: 20_000_000 });
    expect(await failOrphanBids(bidding)).toBe(0);
    await ctx.database.db.delete(bids).where(eq(bids.id, fresh!.id));
    expect(await auditLedger(ctx.database)).toEqual(cleanAudit);
  });
});

describe('with pg-boss (real clock)', () => {
  it('fires a snipe on time through bid-fire and settles it through bid-watch; graceful stop', async () => {
    clock = null;
    const boss = await startJobs(ctx.database, { info: () => undefined, error: () => undefined });
    const deps: AppDeps = { ...ctx.deps, boss };
    const jobs = await registerBiddingJobs(deps, ctx.app.log);
    try {
      const bctx = biddingContext(deps, ctx.app.log);
      const jack = await customer();
      const code = auction(7);
      const { bid } = await placeBid(bctx, { userId: jack.userId, site: 'auction', code, mode: 'snipe', priceJpy: 3_000, qty: 1, leadSeconds: 3 });
      expect(snipeFireAtMs(bid)! - Date.now()).toBeLessThan(SNIPE_PREFETCH_MS);
      await watchAuction(bctx, 'auction', code);
      const deadline = Date.now() + 20_000;
      let row = await findBid(ctx.database.db, bid.id);
      while (Date.now() < deadline && row?.status !== 'won') {
        await new Promise((r) => setTimeout(r, 250));
        row = await findBid(ctx.database.db, bid.id);
      }
      expect(row?.status).toBe('won');
      const lateMs = row!.sentAt!.getTime() - bid.scheduledAt!.getTime();
      expect(lateMs).toBeGreaterThanOrEqual(0);
      expect(lateMs).toBeLessThan(1_000);
      while (Date.now() < deadline && !row?.outcomeOrderId) {
        await new Promise((r) => setTimeout(r, 250));
        row = await findBid(ctx.database.db, bid.id);
      }
      expect(row?.outcomeOrderId).toBeTruthy();
      expect((await balances(jack.userId)).held_vnd).toBe(0);
    } finally {
      await jobs.stop();
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
    }
  }, 40_000);
});

/** The process's snipe metrics for Yahoo Auctions: snipes sent that ended leading, and delays observed. */
async function snipesFired(): Promise<{ leading: number; delays: number }> {
  const fired = await metrics.registry.getSingleMetric('kaimono_snipes_fired_total')!.get();
  const delay = await metrics.registry.getSingleMetric('kaimono_snipe_fire_delay_seconds')!.get();
  return {
    leading: fired.values.filter((v) => v.labels.site === 'auction' && v.labels.outcome === 'leading').reduce((sum, v) => sum + v.value, 0),
    // A histogram's values are its buckets, sum and count, told apart by metricName.
    delays: delay.values
      .filter((v) => (v as { metricName?: string }).metricName === 'kaimono_snipe_fire_delay_seconds_count' && v.labels.site === 'auction').reduce((sum, v) => sum + v.value, 0),
  };
}
