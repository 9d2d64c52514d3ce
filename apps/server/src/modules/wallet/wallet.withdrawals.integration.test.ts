import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';
import * as ledger from './wallet.ledger.ts';
import { insertCard } from './wallet.cards.repository.ts';
import { bankTransfers } from '../../db/schema/index.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;

let ctx: TestContext;
let adminToken: string;
let alice: Customer;
let bob: Customer;
let aliceCard: string;
let bobCard: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Cards come from the cards part (wallet.cards.repository.ts); inserted directly to keep this test on withdrawals. */
async function addCard(customer: Customer, cardNo: string): Promise<string> {
  const card = await insertCard(ctx.database.db, { userId: customer.userId, cardNo, cardName: 'TRAN THI TEST', bankNo: '970436', bankBranch: 'Hà Nội' });
  return card.id;
}

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}

const balances = async (customer: Customer) => (await ctx.app.inject({ method: 'GET', url: '/api/wallet', headers: auth(customer.token) })).json().data;
const withdraw = (customer: Customer, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/transfer/refund', headers: { ...auth(customer.token), ...headers }, payload });
const myRequests = async (customer: Customer) =>
  (await ctx.app.inject({ method: 'GET', url: '/api/refund-request', headers: auth(customer.token) })).json().data as Array<{ id: string; status: string }>;
const complete = (id: string, payload: object = { bank_reference: 'FT26085123456' }) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/complete`, headers: auth(adminToken), payload });
const reject = (id: string, payload: object = { note: 'Sai tên chủ tài khoản' }) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/withdrawals/${id}/reject`, headers: auth(adminToken), payload });
const cancel = (customer: Customer, id: string) =>
  ctx.app.inject({ method: 'DELETE', url: '/api/refund-request', headers: auth(customer.token), payload: { id } });
const withdrawalCount = async () => Number((await rows<{ n: string }>(sql`select count(*) as n from wallet_withdrawals`))[0]!.n);
const ledgerTotal = () => ledger.ledgerTotal(ctx.database.db);

beforeAll(async () => {
  ctx = await createTestContext();
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
  alice = await signupCustomer(ctx.app);
  bob = await signupCustomer(ctx.app);
  const db = ctx.database.db;
  await ledger.credit(db, { userId: alice.userId, amountVnd: 1_000_000, idempotencyKey: 'w:a:topup', purpose: 'bank_transfer', description: 'Nạp tiền' });
  await ledger.credit(db, { userId: bob.userId, amountVnd: 100_000, idempotencyKey: 'w:b:topup', purpose: 'bank_transfer', description: 'Nạp tiền' });
  aliceCard = await addCard(alice, '0011001234567');
  bobCard = await addCard(bob, '0011009999999');
});
afterAll(async () => ctx.close());

describe('a withdrawal completed by staff', () => {
  it('holds the amount, then sends it to bank clearing; the customer is told at each step', async () => {
    const created = await withdraw(alice, { card_id: aliceCard, amount_vnd: 200_000, note: 'Rút về Vietcombank' });
    expect(created.statusCode).toBe(200);
    const withdrawal = created.json().data;
    expect(withdrawal).toMatchObject({
      card_id: aliceCard,
      card_no: '0011001234567',
      card_name: 'TRAN THI TEST',
      bank_no: '970436',
      bank_name: 'Vietcombank',
      amount_vnd: 200_000,
      status: 'requested',
      status_name: 'Chờ xử lý',
      note: 'Rút về Vietcombank',
      can_cancel: true,
      bank_reference: null,
    });
    expect(created.json().message).toContain('Đã gửi yêu cầu rút tiền');
    expect(await balances(alice)).toEqual({ balance_vnd: 1_000_000, held_vnd: 200_000, available_vnd: 800_000 });
    expect((await myRequests(alice)).map((w) => w.id)).toEqual([withdrawal.id]);

    const queue = (await ctx.app.inject({ method: 'GET', url: '/api/admin/withdrawals?status=requested', headers: auth(adminToken) })).json();
    expect(queue.results.map((w: { id: string }) => w.id)).toContain(withdrawal.id);
    expect(queue.results.find((w: { id: string }) => w.id === withdrawal.id).customer).toMatchObject({ id: alice.userId, customer_no: alice.data.customer_no });

    const done = await complete(withdrawal.id);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ status: 'completed', bank_reference: 'FT26085123456', can_cancel: false, status_name: 'Đã chuyển tiền' });
    expect(done.json().data.decided_at).not.toBeNull();
    expect(await balances(alice)).toEqual({ balance_vnd: 800_000, held_vnd: 0, available_vnd: 800_000 });

    const entries = await rows<{ kind: string; purpose: string; account: string; amount: string }>(sql`
      select e.kind, e.purpose, coalesce(a.kind, '') as account, p.amount_vnd as amount
      from wallet_entries e join wallet_postings p on p.entry_id = e.id join wallet_accounts a on a.id = p.account_id
      where e.reference_id = ${withdrawal.id} and a.user_id is null`);
    expect(entries).toEqual([{ kind: 'capture', purpose: 'withdrawal', account: 'bank_clearing', amount: expect.anything() }]);
    expect(Number(entries[0]!.amount)).toBe(200_000);
    expect(await ledgerTotal()).toBe(0);

    const notices = (await ctx.app.inject({ method: 'GET', url: '/api/notification/mine', headers: auth(alice.token) })).json().results as Array<{
      title: string;
      category: string;
    }>;
    const titles = notices.filter((n) => n.category === 'wallet').map((n) => n.title);
    expect(titles).toContain('Đã nhận yêu cầu rút tiền');
    expect(titles).toContain('Tiền rút đã được chuyển về tài khoản của bạn');

    const history = (await ctx.app.inject({ method: 'GET', url: '/api/transations/user?purpose=withdrawal', headers: auth(alice.token) })).json();
    expect(history.results.map((r: { kind: string; amount_vnd: number }) => [r.kind, r.amount_vnd])).toEqual([
      ['capture', -200_000],
      ['hold', -200_000],
    ]);

    // Deciding again, in any way, is refused and changes nothing.
    for (const again of [await complete(withdrawal.id), await reject(withdrawal.id), await cancel(alice, withdrawal.id)]) {
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ success: false, code: 'WITHDRAWAL_NOT_PENDING', message: 'Yêu cầu rút tiền này đã được xử lý.' });
    }
    expect(await balances(alice)).toEqual({ balance_vnd: 800_000, held_vnd: 0, available_vnd: 800_000 });
  });

  it('completes once when two staff complete it at the same time', async () => {
    const { id } = (await withdraw(alice, { card_id: aliceCard, amount_vnd: 50_000 })).json().data;
    const answers = await Promise.all([complete(id), complete(id), reject(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
    const captured = await rows<{ n: string }>(sql`select count(*) as n from wallet_entries where reference_id = ${id} and kind in ('capture', 'release')`);
    expect(Number(captured[0]!.n)).toBe(1);
    const b = await balances(alice);
    expect(b.held_vnd).toBe(0);
    expect(b.balance_vnd === 750_000 || b.balance_vnd === 800_000).toBe(true);
    expect(await ledgerTotal()).toBe(0);
  });
});

describe('a withdrawal rejected or cancelled', () => {
  it('gives the money back when staff reject it, with the reason', async () => {
    const before = await balances(bob);
    const { id } = (await withdraw(bob, { card_id: bobCard, amount_vnd: 60_000 })).json().data;
    expect(await balances(bob)).toMatchObject({ available_vnd: before.available_vnd - 60_000, held_vnd: 60_000 });
    const rejected = await reject(id);
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({ status: 'rejected', staff_note: 'Sai tên chủ tài khoản', status_name: 'Bị từ chối' });
    expect(await balances(bob)).toEqual(before);
    const notices = (await ctx.app.inject({ method: 'GET', url: '/api/notification/mine', headers: auth(bob.token) })).json().results as Array<{ title: string; body: string }>;
    expect(notices.some((n) => n.title === 'Yêu cầu rút tiền bị từ chối' && n.body.includes('Sai tên chủ tài khoản'))).toBe(true);
  });

  it('lets the customer cancel a pending request (body or query id) and releases the hold', async () => {
    const before = await balances(bob);
    const first = (await withdraw(bob, { card_id: bobCard, amount_vnd: 20_000 })).json().data;
    const second = (await withdraw(bob, { card_id: bobCard, amount_vnd: 10_000 })).json().data;
    const byBody = await cancel(bob, first.id);
    expect(byBody.statusCode).toBe(200);
    expect(byBody.json().data).toMatchObject({ status: 'cancelled', can_cancel: false });
    const byQuery = await ctx.app.inject({ method: 'DELETE', url: `/api/refund-request?id=${second.id}`, headers: auth(bob.token) });
    expect(byQuery.statusCode).toBe(200);
    expect(await balances(bob)).toEqual(before);
    const statuses = Object.fromEntries((await myRequests(bob)).map((w) => [w.id, w.status]));
    expect(statuses[first.id]).toBe('cancelled');
    expect(statuses[second.id]).toBe('cancelled');
  });

  it("keeps other customers' requests out of reach (404) and out of lists", async () => {
    const { id } = (await withdraw(alice, { card_id: aliceCard, amount_vnd: 30_000 })).json().data;
    const aliceBefore = await balances(alice);
    const stolen = await cancel(bob, id);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json()).toMatchObject({ code: 'WITHDRAWAL_NOT_FOUND', message: 'Không tìm thấy yêu cầu rút tiền.' });
    expect((await myRequests(bob)).some((w) => w.id === id)).toBe(false);
    const bobTransfers = (await ctx.app.inject({ method: 'GET', url: '/api/transfer/user', headers: auth(bob.token) })).json().results as Array<{ id: string }>;
    expect(bobTransfers.some((t) => t.id === id)).toBe(false);
    for (const unknown of ['00000000-0000-4000-8000-000000000000', 'not-an-id']) {
      expect((await cancel(alice, unknown)).statusCode).toBe(404);
      expect((await complete(unknown)).statusCode).toBe(404);
    }
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/refund-request', headers: auth(alice.token) })).statusCode).toBe(404);
    expect(await balances(alice)).toEqual(aliceBefore);
    expect((await cancel(alice, id)).statusCode).toBe(200);
  });
});

describe('bad withdrawal requests change nothing', () => {
  it('refuses bad amounts, too little balance, unknown and foreign cards', async () => {
    const before = await balances(bob);
    const count = await withdrawalCount();
    const cases: Array<[object, number, string]> = [
      [{ card_id: bobCard, amount_vnd: 0 }, 400, 'WALLET_AMOUNT_INVALID'],
      [{ card_id: bobCard, amount_vnd: -10_000 }, 400, 'WALLET_AMOUNT_INVALID'],
      [{ card_id: bobCard, amount_vnd: 10_000.5 }, 400, 'WALLET_AMOUNT_INVALID'],
      [{ card_id: bobCard, amount_vnd: 9_999 }, 400, 'WITHDRAWAL_AMOUNT_TOO_SMALL'],
      [{ card_id: bobCard, amount_vnd: '50000' }, 400, 'VALIDATION_FAILED'],
      [{ card_id: bobCard }, 400, 'VALIDATION_FAILED'],
      [{ card_id: bobCard, amount_vnd: before.available_vnd + 10_000 }, 409, 'WALLET_INSUFFICIENT_BALANCE'],
      [{ card_id: aliceCard, amount_vnd: 10_000 }, 404, 'CARD_NOT_FOUND'],
      [{ card_id: '00000000-0000-4000-8000-000000000000', amount_vnd: 10_000 }, 404, 'CARD_NOT_FOUND'],
      [{ card_id: 'abc', amount_vnd: 10_000 }, 404, 'CARD_NOT_FOUND'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await withdraw(bob, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
    }
    const insufficient = await withdraw(bob, { card_id: bobCard, amount_vnd: before.available_vnd + 10_000 });
    expect(insufficient.json().message).toBe('Số dư ví không đủ để thực hiện giao dịch.');
    expect(await balances(bob)).toEqual(before);
    expect(await withdrawalCount()).toBe(count);
    expect(await ledgerTotal()).toBe(0);
  });

  it('refuses a completion without a bank reference and a rejection without a reason', async () => {
    const { id } = (await withdraw(bob, { card_id: bobCard, amount_vnd: 10_000 })).json().data;
    expect((await complete(id, {})).statusCode).toBe(400);
    expect((await complete(id, { bank_reference: '   ' })).statusCode).toBe(400);
    const noReason = await reject(id, {});
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().message).toBe('Vui lòng nhập lý do điều chỉnh.');
    expect((await myRequests(bob)).find((w) => w.id === id)?.status).toBe('requested');
    expect((await cancel(bob, id)).statusCode).toBe(200);
  });
});

describe('idempotent withdrawal requests', () => {
  it('creates one request for a repeated Idempotency-Key or request_id, also when sent at once', async () => {
    const before = await balances(alice);
    const header = { 'idempotency-key': 'double-click-1' };
    const first = await withdraw(alice, { card_id: aliceCard, amount_vnd: 15_000 }, header);
    const second = await withdraw(alice, { card_id: aliceCard, amount_vnd: 15_000 }, header);
    expect(second.json().data.id).toBe(first.json().data.id);

    const together = await Promise.all(
      Array.from({ length: 5 }, () => withdraw(alice, { card_id: aliceCard, amount_vnd: 25_000, request_id: 'burst-7' })),
    );
    expect(together.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(new Set(together.map((r) => r.json().data.id)).size).toBe(1);
    expect(await balances(alice)).toMatchObject({ available_vnd: before.available_vnd - 40_000, held_vnd: before.held_vnd + 40_000 });

    const changed = await withdraw(alice, { card_id: aliceCard, amount_vnd: 99_000 }, header);
    expect(changed.statusCode).toBe(409);
    expect(changed.json().code).toBe('WALLET_IDEMPOTENCY_MISMATCH');
    // Bob using the same key is a different request.
    expect((await withdraw(bob, { card_id: bobCard, amount_vnd: 10_000 }, header)).statusCode).toBe(200);
    expect(await ledgerTotal()).toBe(0);
  });
});

describe('GET /api/transfer/user', () => {
  it('lists my withdrawals as outgoing transfers with the card, newest first, paged by 20', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/transfer/user', headers: auth(alice.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toMatchObject({ page: 1, size: 20 });
    const outgoing = body.results.filter((t: { type: string }) => t.type === 'withdrawal');
    expect(outgoing.length).toBeGreaterThanOrEqual(4);
    expect(outgoing[0]).toMatchObject({ direction: 'out', card: { card_no: '0011001234567', bank_no: '970436' } });
    const completed = outgoing.find((t: { status: string; amount_vnd: number }) => t.status === 'completed' && t.amount_vnd === 200_000);
    expect(completed).toMatchObject({ reference: 'FT26085123456', status_name: 'Đã chuyển tiền', content: 'Rút về Vietcombank' });
    const dates = body.results.map((t: { created_at: string }) => t.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);

    const onlyIn = (await ctx.app.inject({ method: 'GET', url: '/api/transfer/user?direction=in', headers: auth(alice.token) })).json();
    expect(onlyIn.results.every((t: { direction: string }) => t.direction === 'in')).toBe(true);
    const paged = (await ctx.app.inject({ method: 'GET', url: '/api/transfer/user?size=1&page=2', headers: auth(alice.token) })).json();
    expect(paged.results).toHaveLength(1);
    expect(paged.pagination.total).toBe(body.pagination.total);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/transfer/user?size=0', headers: auth(alice.token) })).statusCode).toBe(400);
  });
});

describe('incoming bank transfers in GET /api/transfer/user', () => {
  /** A webhook delivery as the reconciliation part leaves it (the ledger credit is made with it). */
  async function delivered(customer: Customer | null, n: number, status: 'credited' | 'assigned' | 'unmatched', amountVnd: number) {
    await ctx.database.db.insert(bankTransfers).values({
      provider: 'sepay',
      providerTxnId: `t-${n}`,
      bankReference: `FT2608${n}`,
      gateway: 'Vietcombank',
      accountNumber: '0071000888999',
      amountVnd,
      direction: 'in',
      content: `MBVCB.${n}.QA3B9ACA0F`,
      status,
      userId: customer?.userId ?? null,
      ...(status === 'assigned' ? { decidedBy: customer!.userId, decidedAt: new Date() } : {}),
      transactionAt: new Date(Date.now() + n * 1000),
      rawPayload: { id: n },
    });
  }

  it('shows my credited and staff-assigned top-ups as incoming, never others\' or unmatched ones', async () => {
    const carol = await signupCustomer(ctx.app);
    await delivered(carol, 1, 'credited', 500_000);
    await delivered(carol, 2, 'assigned', 70_000);
    await delivered(bob, 3, 'credited', 10_000);
    await delivered(null, 4, 'unmatched', 40_000);
    const body = (await ctx.app.inject({ method: 'GET', url: '/api/transfer/user', headers: auth(carol.token) })).json();
    expect(body.pagination.total).toBe(2);
    expect(body.results).toEqual([
      expect.objectContaining({ type: 'bank_transfer', direction: 'in', amount_vnd: 70_000, status: 'assigned', bank: 'Vietcombank', reference: 'FT26082', card: null }),
      expect.objectContaining({ type: 'bank_transfer', direction: 'in', amount_vnd: 500_000, status: 'credited', status_name: 'Đã cộng vào ví', content: 'MBVCB.1.QA3B9ACA0F' }),
    ]);
    const bobs = (await ctx.app.inject({ method: 'GET', url: '/api/transfer/user?direction=in', headers: auth(bob.token) })).json();
    expect(bobs.results.map((t: { amount_vnd: number }) => t.amount_vnd)).toEqual([10_000]);
    const bobsOut = (await ctx.app.inject({ method: 'GET', url: '/api/transfer/user?direction=out', headers: auth(bob.token) })).json();
    expect(bobsOut.results.every((t: { type: string }) => t.type === 'withdrawal')).toBe(true);
  });
});
