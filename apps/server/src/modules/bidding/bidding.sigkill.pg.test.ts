import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPasswordlessUser } from '../account/index.ts';
import { openPostgres, type Database } from '../../platform/db.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import { createScratchDatabase, requestJson, signToken, startServerProcess, type ScratchDatabase, type ServerProcess } from '../../test/multi-process.ts';
import { balancesOf, credit } from '../wallet/index.ts';

/**
 * Issue 7, "survives restarts: after a SIGKILL and restart, scheduled snipes still fire on time".
 * A real server process (jobs on) takes snipes on sandbox auctions and is killed with SIGKILL; a new
 * process starts on the same database. The sandbox lives in each server's memory, so the test
 * re-creates the auctions on the new process in the same order (the sandbox numbers control-API
 * auctions in creation order: same codes) with the same end times; the bids, their holds and the
 * pg-boss jobs come from the database. Every snipe must be sent within a second of end − lead, win
 * (nobody else bids), and become a purchased order paid from its hold. One more snipe was already
 * handed to the killed process (its job taken, its timer lost with the process): the new process
 * sends it at once on start (its time passed while no process ran), once. Needs TEST_DATABASE_URL.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

const AUCTIONS = 3;
/** Long enough for a kill, a restart (tsx compiles on start) and re-creating the auctions. */
const END_IN_SECONDS = 120;
const LEAD_SECONDS = 5;
const FUND_VND = 50_000_000;
const env = { JOBS_ENABLED: 'true' };

interface Snipe {
  code: string;
  bidId: string;
  endMs: number;
  scheduledMs: number;
}

let scratch: ScratchDatabase;
let database: Database;
let server: ServerProcess | null = null;
let token: string;
let userId: string;

async function rows<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  return (await database.executeSql(text, values)).rows as T[];
}

async function createAuction(base: string, endInSeconds: number): Promise<string> {
  const created = await requestJson<{ code: string }>(base, 'POST', '/api/sandbox/auctions', {
    body: { site: 'auction', end_in_seconds: endInSeconds, start_price_jpy: 1_000, auto_extension: true },
  });
  if (created.status !== 200) throw new Error(`POST /api/sandbox/auctions: ${created.status} ${JSON.stringify(created.body)}`);
  return created.body.code;
}

describe.skipIf(!serverUrl)('snipes scheduled before a SIGKILL', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, { template: inject('postgresTemplate') });
    database = await openPostgres(scratch.url, { max: 4 });
    server = await startServerProcess({ databaseUrl: scratch.url, env });
    const user = await createPasswordlessUser(database.db, { phone: '0981234567', fullName: 'Khách Đấu Giá', source: 'test' });
    userId = user!.id;
    token = await signToken(database.db, userId);
    await credit(database.db, { userId, amountVnd: FUND_VND, idempotencyKey: 'bid-sigkill:fund', purpose: 'bank_transfer', description: 'Nạp tiền thử' });
    const wards = await requestJson<{ results: Array<{ code: string }> }>(server.baseUrl, 'GET', '/api/utility/ward/79');
    const address = await requestJson(server.baseUrl, 'POST', '/api/user/address/add', {
      token,
      body: { receiver_name: 'Lê Thị Nhận', phone: '0987 654 321', province_code: '79', ward_code: wards.body.results[0]!.code, street: '12 Nguyễn Huệ' },
    });
    if (address.status !== 200) throw new Error(`POST /api/user/address/add: ${address.status} ${JSON.stringify(address.body)}`);
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('fire on time from the restarted process, win, and pay their orders from the holds', async () => {
    const first = server!;
    const snipes: Snipe[] = [];
    for (let i = 0; i < AUCTIONS; i += 1) {
      const code = await createAuction(first.baseUrl, END_IN_SECONDS + i * 5);
      const placed = await requestJson<{ data: { id: string; status: string; end_time: string; scheduled_at: string } }>(first.baseUrl, 'POST', '/api/bid/snipe', {
        token,
        body: { code, price: 5_000, mode: 'snipe', lead_seconds: LEAD_SECONDS, request_key: `sigkill-snipe-${i}` },
      });
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      expect(placed.body.data.status).toBe('scheduled');
      snipes.push({ code, bidId: placed.body.data.id, endMs: Date.parse(placed.body.data.end_time), scheduledMs: Date.parse(placed.body.data.scheduled_at) });
    }
    const jobs = await rows<{ n: string }>(`select count(*) as n from pgboss.job where name = 'bid-fire' and state = 'created'`);
    expect(Number(jobs[0]!.n)).toBe(AUCTIONS);

    // One more snipe, due soon (lead 75 s): its job is handed to the first process (10 s early),
    // which holds it on a timer when it is killed. The restarted process must still send it (late,
    // as the process was down at its time, but before the auction ends).
    const overdueCode = await createAuction(first.baseUrl, 90);
    const overdue = await requestJson<{ data: { id: string; end_time: string; scheduled_at: string } }>(first.baseUrl, 'POST', '/api/bid/snipe', {
      token,
      body: { code: overdueCode, price: 5_000, mode: 'snipe', lead_seconds: 75, request_key: 'sigkill-snipe-overdue' },
    });
    expect(overdue.status, JSON.stringify(overdue.body)).toBe(200);
    const taken = Date.now() + 20_000;
    for (;;) {
      const [job] = await rows<{ state: string }>(`select state from pgboss.job where name = 'bid-fire' and singleton_key = $1 order by created_on desc limit 1`, [overdue.body.data.id]);
      if (job?.state === 'completed') break;
      if (Date.now() > taken) throw new Error(`the overdue snipe's job was not taken: ${job?.state}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    expect(Date.parse(overdue.body.data.scheduled_at)).toBeGreaterThan(Date.now());

    await first.kill();
    const killedAt = Date.now();
    server = await startServerProcess({ databaseUrl: scratch.url, env });
    // The sandbox's auctions are in the database (sandbox_auction_events): the restarted process
    // serves the same auctions, ending when they end, without their being created again.
    for (const s of [...snipes, { code: overdueCode, endMs: Date.parse(overdue.body.data.end_time) }]) {
      const item = await requestJson<{ data: { auction: { end_time: string; status: string } } }>(server.baseUrl, 'GET', `/api/auction/item/${s.code}`);
      expect(item.status, JSON.stringify(item.body)).toBe(200);
      expect(item.body.data.auction.status).toBe('open');
      // The site's page gives the end to the second.
      expect(Date.parse(item.body.data.auction.end_time)).toBe(Math.floor(s.endMs / 1000) * 1000);
    }
    const overdueEnd = Date.parse(overdue.body.data.end_time);
    expect(Date.now(), 'the restart took too long for the overdue snipe').toBeLessThan(overdueEnd - 12_000);
    const restartedAt = Date.now();
    expect(restartedAt, 'the restart took too long to test on-time firing').toBeLessThan(snipes[0]!.scheduledMs - 2_000);

    // Wait for every outcome (the last end + a margin for the watcher and the order).
    const deadline = Math.max(...snipes.map((s) => s.endMs)) + 45_000;
    let done: Array<{ id: string; status: string; sent_at: Date | null; outcome_order_id: string | null }> = [];
    while (Date.now() < deadline) {
      done = await rows(`select id, status, sent_at, outcome_order_id from bids where id = any($1::uuid[])`, [snipes.map((s) => s.bidId)]);
      if (done.length === AUCTIONS && done.every((b) => b.outcome_order_id)) break;
      await new Promise((r) => setTimeout(r, 500));
    }
    for (const s of snipes) {
      const bid = done.find((b) => b.id === s.bidId)!;
      expect(bid.status, server.output()).toBe('won');
      const lateMs = new Date(bid.sent_at!).getTime() - s.scheduledMs;
      expect(lateMs, `snipe ${s.code} fired ${lateMs} ms from its time`).toBeGreaterThanOrEqual(-50);
      expect(lateMs, `snipe ${s.code} fired ${lateMs} ms from its time`).toBeLessThan(1_000);
      expect(bid.outcome_order_id).toBeTruthy();
      const [order] = await rows<{ status: string; paid_vnd: string; first_payment_vnd: string }>(
        `select status, paid_vnd, first_payment_vnd from orders where id = $1`,
        [bid.outcome_order_id],
      );
      expect(order!.status).toBe('purchased');
      expect(Number(order!.paid_vnd)).toBe(Number(order!.first_payment_vnd));
    }
    const sentEvents = await rows<{ n: string }>(`select count(*) as n from bid_events where kind = 'sent' and bid_id = any($1::uuid[])`, [snipes.map((s) => s.bidId)]);
    expect(Number(sentEvents[0]!.n)).toBe(AUCTIONS);

    // The overdue one: sent once, by the restarted process, before its end; won.
    let late: { status: string; sent_at: Date | null; outcome_order_id: string | null } | undefined;
    for (const until = overdueEnd + 45_000; Date.now() < until; await new Promise((r) => setTimeout(r, 500))) {
      [late] = await rows(`select status, sent_at, outcome_order_id from bids where id = $1`, [overdue.body.data.id]);
      if (late?.outcome_order_id) break;
    }
    expect(late?.status, server.output()).toBe('won');
    expect(new Date(late!.sent_at!).getTime()).toBeGreaterThan(killedAt);
    expect(new Date(late!.sent_at!).getTime()).toBeLessThan(overdueEnd);
    const overdueSends = await rows<{ n: string }>(`select count(*) as n from bid_events where kind = 'sent' and bid_id = $1`, [overdue.body.data.id]);
    expect(Number(overdueSends[0]!.n)).toBe(1);
    expect((await balancesOf(database.db, userId)).held_vnd).toBe(0);
    expect(await auditLedger(database)).toEqual(cleanAudit);
  }, 300_000);
});
