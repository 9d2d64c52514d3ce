import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { bidEvents, notifications, orderPayments, orders, walletEntries } from '../../db/schema/index.ts';
import { loadConfig } from '../../platform/config.ts';
import { startJobs } from '../../platform/jobs.ts';
import { createMarketplaces } from '../../platform/marketplaces.ts';
import type { AppDeps } from '../../platform/deps.ts';
import { seedPricing } from '../pricing/index.ts';
import { balancesOf, credit, getHold } from '../wallet/index.ts';
import { fireSnipe, registerBiddingJobs, SNIPE_PREFETCH_MS, snipeFireAtMs, watchAuction } from './bidding.jobs.ts';
import { completeWin, observeAuction, settlePendingOutcomes, watchDelayMs } from './bidding.outcomes.ts';
import { findBid, setLastMinute, transitionBid } from './bidding.repository.ts';
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
    expect(await fireSnipe(bidding, bid.id)).toBe('sent');
    const sent = (await findBid(ctx.database.db, bid.id))!;
    expect(sent.status).toBe('leading');
    expect(sent.currentPriceJpy).toBe(2_100);
    // A second fire (another process, a replayed job) sends nothing.
    expect(await fireSnipe(bidding, bid.id)).toBe('skipped');

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
    expect((await findBid(ctx.database.db, bid.id))!.status).toBe('lost');
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

    await addAddress(hana.token);
    const done = await settlePendingOutcomes(bidding);
    expect(done.won).toBe(1);
    row = (await findBid(ctx.database.db, bid.id))!;
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, row.outcomeOrderId!));
    expect(order!.status).toBe('purchased');
    expect((await balances(hana.userId)).held_vnd).toBe(0);
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
