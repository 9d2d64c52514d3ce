import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { createPasswordlessUser } from '../account/index.ts';
import { openPostgres, type Database } from '../../platform/db.ts';
import { auditLedger, cleanAudit } from '../../test/ledger-audit.ts';
import {
  createScratchDatabase,
  requestJson,
  signToken,
  startServerProcess,
  type JsonResponse,
  type ScratchDatabase,
  type ServerProcess,
} from '../../test/multi-process.ts';
import { sepayBody, sepayHeaders, walletServerEnv } from '../../test/wallet-fixtures.ts';
import { balancesOf } from './index.ts';

/**
 * Issue 5, "a server killed with SIGKILL in the middle of top-ups and payments restarts with a
 * balanced ledger": one real server process takes a stream of bank webhooks and withdrawal
 * requests, is killed with SIGKILL while requests are in flight (no shutdown hook runs; the
 * database rolls back whatever was open), restarts on the same database, and gets every webhook
 * again, as SePay retries what it did not see answered. Needs TEST_DATABASE_URL; skipped without.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

const CUSTOMERS = 4;
const WEBHOOKS = 80;
const WITHDRAWALS = 80;
const WITHDRAWAL_VND = 20_000;
const IN_FLIGHT = 12;
/** Responses to wait for before the kill: well inside the stream, with requests still in flight. */
const KILL_AFTER = 60;

interface Customer {
  userId: string;
  phone: string;
  token: string;
  cardId: string;
}

type Outcome = { kind: 'answered'; response: JsonResponse<{ code?: string }> } | { kind: 'cut' } | { kind: 'not-sent' };

const webhookAmount = (k: number) => 100_000 + k * 1_000;

let scratch: ScratchDatabase;
let database: Database;
let server: ServerProcess | null = null;
const customers: Customer[] = [];

async function count(text: string, values: unknown[] = []): Promise<number> {
  const { rows } = await database.executeSql(text, values);
  return Number(rows[0]!.n);
}

describe.skipIf(!serverUrl)('a server process killed with SIGKILL in the middle of top-ups and withdrawals', () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase(serverUrl!, { template: inject('postgresTemplate') });
    database = await openPostgres(scratch.url, { max: 4 });
    server = await startServerProcess({ databaseUrl: scratch.url, env: walletServerEnv });
    for (let i = 0; i < CUSTOMERS; i += 1) {
      const phone = `098${String(i + 1).padStart(7, '0')}`;
      const user = await createPasswordlessUser(database.db, { phone, fullName: 'Khách Kiểm Thử', source: 'test' });
      const token = await signToken(database.db, user!.id);
      const card = await requestJson<{ data: { id: string } }>(server.baseUrl, 'POST', '/api/card', {
        token,
        body: { card_no: `00110012345${i}`, card_name: 'KHACH KIEM THU', bank_no: '970436', bank_branch: 'Hà Nội' },
      });
      if (card.status !== 200) throw new Error(`POST /api/card: ${card.status} ${JSON.stringify(card.body)}`);
      customers.push({ userId: user!.id, phone, token, cardId: card.body.data.id });
    }
  }, 180_000);
  afterAll(async () => {
    await server?.kill();
    await database?.close();
    await scratch?.drop();
  }, 60_000);

  it('restarts with a balanced ledger, each webhook credited exactly once, no hold without its entry', async () => {
    // The stream: top-ups and withdrawals interleaved, so both kinds are in flight at the kill.
    const webhooks = Array.from({ length: WEBHOOKS }, (_, k) => {
      const customer = customers[k % CUSTOMERS]!;
      return { k, customer, body: sepayBody(900_000 + k, customer.phone, webhookAmount(k)) };
    });
    const withdrawals = Array.from({ length: WITHDRAWALS }, (_, k) => ({ k, customer: customers[k % CUSTOMERS]!, key: `sigkill-withdrawal-${k}` }));
    const sendWebhook = (baseUrl: string, w: (typeof webhooks)[number]) =>
      requestJson<{ code?: string }>(baseUrl, 'POST', '/api/payments/bank-webhooks/sepay', { headers: sepayHeaders, body: w.body });
    const sendWithdrawal = (baseUrl: string, w: (typeof withdrawals)[number]) =>
      requestJson<{ code?: string }>(baseUrl, 'POST', '/api/transfer/refund', {
        token: w.customer.token,
        headers: { 'idempotency-key': w.key },
        body: { card_id: w.customer.cardId, amount_vnd: WITHDRAWAL_VND },
      });
    const stream = webhooks.flatMap((w, k) => [() => sendWebhook(server!.baseUrl, w), () => sendWithdrawal(server!.baseUrl, withdrawals[k]!)]);

    const first = server!;
    const outcomes: Outcome[] = stream.map(() => ({ kind: 'not-sent' }));
    let next = 0;
    let answered = 0;
    let killing: Promise<void> | null = null;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < stream.length && !killing) {
          const i = next++;
          try {
            outcomes[i] = { kind: 'answered', response: await stream[i]!() };
            answered += 1;
            if (answered === KILL_AFTER) killing = first.kill();
          } catch {
            outcomes[i] = { kind: 'cut' }; // the connection died with the process
          }
        }
      }),
    );
    await killing;
    expect(await first.exited).toBeNull(); // ended by the signal, not by an exit code
    const cut = outcomes.filter((o) => o.kind === 'cut').length;
    expect(cut, 'requests were in flight when the process died').toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.kind === 'not-sent').length, 'the kill came before the end of the stream').toBeGreaterThan(0);
    // Everything answered before the kill was a real answer, not a 500.
    for (const o of outcomes) {
      if (o.kind === 'answered') expect([200, 409], JSON.stringify(o.response.body)).toContain(o.response.status);
    }

    // Restart on the same database; SePay re-delivers every webhook; clients retry what was cut.
    server = await startServerProcess({ databaseUrl: scratch.url, env: walletServerEnv });
    const again = await Promise.all(webhooks.map((w) => sendWebhook(server!.baseUrl, w)));
    expect(again.map((r) => `${r.status} ${JSON.stringify(r.body)}`)).toEqual(Array(WEBHOOKS).fill('200 {"success":true}'));
    const cutWithdrawals = withdrawals.filter((_w, k) => outcomes[2 * k + 1]!.kind === 'cut');
    const retried = await Promise.all(cutWithdrawals.map((w) => sendWithdrawal(server!.baseUrl, w)));
    for (const r of retried) expect([200, 409], JSON.stringify(r.body)).toContain(r.status);
    // A retried request that had committed before the kill answers its first withdrawal: one row per accepted key.
    const acceptedBeforeKill = (k: number) => {
      const o = outcomes[2 * k + 1]!;
      return o.kind === 'answered' && o.response.status === 200;
    };
    const accepted = new Set([
      ...withdrawals.filter((w) => acceptedBeforeKill(w.k)).map((w) => w.key),
      ...cutWithdrawals.filter((_w, i) => retried[i]!.status === 200).map((w) => w.key),
    ]);

    expect(await auditLedger(database)).toEqual(cleanAudit);
    for (const c of customers) {
      const mine = webhooks.filter((w) => w.customer === c);
      const credited = mine.reduce((sum, w) => sum + webhookAmount(w.k), 0);
      // Withdrawals only hold money (staff have not completed any): all of it is still the customer's.
      expect((await balancesOf(database.db, c.userId)).balance_vnd).toBe(credited);
      expect(await count(`select count(*) as n from wallet_entries where user_id = $1 and kind = 'topup'`, [c.userId])).toBe(mine.length);
      const held = await count(
        `select coalesce(sum(amount_vnd), 0) as n from wallet_withdrawals where user_id = $1 and status = 'requested'`,
        [c.userId],
      );
      expect((await balancesOf(database.db, c.userId)).held_vnd).toBe(held);
    }
    // Each withdrawal row has its hold, each withdrawal hold its row: none was cut in half.
    const rowsWithoutHold = await count(
      `select count(*) as n from wallet_withdrawals w left join wallet_holds h on h.id = w.hold_id
       where h.id is null or h.amount_vnd <> w.amount_vnd`,
    );
    const holdsWithoutRow = await count(
      `select count(*) as n from wallet_holds h
       where h.purpose = 'withdrawal' and not exists (select 1 from wallet_withdrawals w where w.hold_id = h.id)`,
    );
    expect({ rowsWithoutHold, holdsWithoutRow }).toEqual({ rowsWithoutHold: 0, holdsWithoutRow: 0 });
    expect(await count(`select count(*) as n from wallet_withdrawals`)).toBe(accepted.size);
  }, 240_000);
});
