import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { walletText, walletTopupText } from '@kaimono/i18n';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { loadConfig } from '../../platform/config.ts';
import { createAdmin, createPasswordlessUser } from '../account/index.ts';
import * as ledger from './wallet.ledger.ts';
import { cassoSignature, sepaySignature } from './wallet.reconciliation.service.ts';

type Customer = { token: string; userId: string; phone: string | null; customerNo: string };

const API_KEY = 'test-sepay-api-key-0123456789';
const SEPAY_SECRET = 'test-sepay-hmac-secret-0123456789';
const CASSO_TOKEN = 'test-casso-secure-token-0123456789';
const CASSO_KEY = 'test-casso-checksum-key-0123456789';
const ACCOUNT = '0123499999';

let ctx: TestContext;
let adminToken: string;
let alice: Customer;
let bob: Customer;
let carol: Customer; // no phone (Google sign-up)

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const hexOf = (phone: string) => Number(phone).toString(16).toUpperCase();
const codeOf = (c: Customer, kind: 'QA' | 'QR' = 'QA') =>
  `${kind}${c.phone ? hexOf(c.phone) : Number(c.customerNo.slice(2)).toString(16).toUpperCase().padStart(6, '0')}`;

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await ctx.database.db.execute(query)) as unknown as { rows: T[] }).rows;
}
const transferCount = async () => Number((await rows<{ n: string }>(sql`select count(*) as n from bank_transfers`))[0]!.n);
/** One stored row as the database has it (bigint read as a number on PGlite and PostgreSQL alike). */
const transferOf = async (provider: string, id: string | number) =>
  (await rows<Record<string, unknown>>(sql`select *, amount_vnd::float8 as amount_vnd from bank_transfers where provider = ${provider} and provider_txn_id = ${String(id)}`))[0];
const entriesWithKey = async (key: string) => Number((await rows<{ n: string }>(sql`select count(*) as n from wallet_entries where idempotency_key = ${key}`))[0]!.n);
const balance = async (c: Customer) => (await ctx.app.inject({ method: 'GET', url: '/api/wallet', headers: auth(c.token) })).json().data.available_vnd as number;
const creditNotices = async (c: Customer) =>
  ((await ctx.app.inject({ method: 'GET', url: '/api/notification/mine', headers: auth(c.token) })).json().results as Array<{ title: string; body: string }>).filter(
    (n) => n.title === walletText.notices.creditedTitle,
  );

let nextId = 90_000;
function sepayBody(over: Record<string, unknown> = {}) {
  nextId += 1;
  return {
    id: nextId,
    gateway: 'Vietcombank',
    transactionDate: '2026-03-25 14:02:37',
    accountNumber: ACCOUNT,
    code: null,
    content: 'chuyen tien',
    transferType: 'in',
    transferAmount: 100_000,
    accumulated: 19_077_000,
    subAccount: null,
    referenceCode: `MBVCB.${nextId}`,
    description: '',
    ...over,
  };
}
const sepay = (body: unknown, headers: Record<string, string> = { authorization: `Apikey ${API_KEY}` }) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/payments/bank-webhooks/sepay',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
const casso = (body: unknown, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: '/api/payments/bank-webhooks/casso', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });
const cassoSigned = (body: unknown, key = CASSO_KEY) => {
  const t = String(Date.now());
  return casso(body, { 'x-casso-signature': `t=${t},v1=${cassoSignature(key, t, body)}` });
};

const list = (query: string, token = adminToken) => ctx.app.inject({ method: 'GET', url: `/api/admin/bank-transfers${query}`, headers: auth(token) });
const assign = (id: string, payload: object, token = adminToken) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/bank-transfers/${id}/assign`, headers: auth(token), payload });
const reject = (id: string, payload: object, token = adminToken) =>
  ctx.app.inject({ method: 'POST', url: `/api/admin/bank-transfers/${id}/reject`, headers: auth(token), payload });

async function customer(): Promise<Customer> {
  const c = await signupCustomer(ctx.app);
  return { token: c.token, userId: c.userId, phone: c.phone, customerNo: c.data.customer_no };
}

beforeAll(async () => {
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: 'data/test-unused',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SANDBOX_ITEMS_PER_SITE: '500',
    TOPUP_ACCOUNT_NO: ACCOUNT,
    BANK_WEBHOOK_API_KEY: API_KEY,
    SEPAY_WEBHOOK_SECRET: SEPAY_SECRET,
    CASSO_SECURE_TOKEN: CASSO_TOKEN,
    CASSO_CHECKSUM_KEY: CASSO_KEY,
  });
  ctx = await createTestContext({ config });
  const adminPhone = uniquePhone();
  await createAdmin(ctx.database.db, adminPhone, 'Nui-Phu-Si-2026!');
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: adminPhone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
  alice = await customer();
  bob = await customer();
  const user = await createPasswordlessUser(ctx.database.db, { email: 'carol@example.com', fullName: 'Carol Không Số', source: 'google' });
  carol = { token: (await ctx.app.issueToken({ id: user!.id, role: 'customer' })).token, userId: user!.id, phone: null, customerNo: user!.customer_no };
});
afterAll(async () => {
  // Whatever happened above, the ledger still balances.
  expect(await ledger.ledgerTotal(ctx.database.db)).toBe(0);
  await ctx.close();
});

describe('POST /api/payments/bank-webhooks/sepay', () => {
  it('stores the transaction, credits the customer of the QA code once and notifies them', async () => {
    const body = sepayBody({ content: `MBVCB.3278907687.${codeOf(alice)}.CT tu 0123456789 NGUYEN VAN A`, transferAmount: 500_000 });
    const response = await sepay(body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await balance(alice)).toBe(500_000);

    const row = (await transferOf('sepay', body.id))!;
    expect(row).toMatchObject({ status: 'credited', user_id: alice.userId, amount_vnd: 500_000, direction: 'in', transfer_code: codeOf(alice), account_number: ACCOUNT });
    expect(row.bank_reference).toBe(body.referenceCode.toUpperCase());
    expect(new Date(row.transaction_at as string).toISOString()).toBe('2026-03-25T07:02:37.000Z');
    expect(row.raw_payload).toMatchObject({ id: body.id, content: body.content, accumulated: 19_077_000 });
    expect(await entriesWithKey(`bank:sepay:${body.id}`)).toBe(1);

    const notices = await creditNotices(alice);
    expect(notices).toHaveLength(1);
    expect(notices[0]!.body).toContain('500.000');

    // The top-up dialog lists it; nobody else's dialog does.
    const recent = (await ctx.app.inject({ method: 'GET', url: '/api/wallet/topup', headers: auth(alice.token) })).json().data.recent;
    expect(recent).toEqual([expect.objectContaining({ id: row.id, amount_vnd: 500_000, status: 'credited', status_name: walletTopupText.statuses.credited })]);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/wallet/topup', headers: auth(bob.token) })).json().data.recent).toEqual([]);

    // A redelivery (SePay retries until it gets 200): same answer, nothing moves.
    const again = await sepay(body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ success: true });
    expect(await balance(alice)).toBe(500_000);
    expect(await creditNotices(alice)).toHaveLength(1);
    expect(await entriesWithKey(`bank:sepay:${body.id}`)).toBe(1);
  });

  it('refuses a wrong or missing API key with 401 and stores nothing', async () => {
    const before = await transferCount();
    const body = sepayBody({ content: codeOf(bob), transferAmount: 999_000 });
    for (const headers of [
      {},
      { authorization: 'Apikey wrong-key-wrong-key-wrong' },
      { authorization: `Apikey ${API_KEY}x` },
      { authorization: `Bearer ${API_KEY}` },
      { authorization: API_KEY },
    ]) {
      const response = await sepay(body, headers as Record<string, string>);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'BANK_WEBHOOK_UNAUTHORIZED' });
    }
    expect(await transferCount()).toBe(before);
    expect(await balance(bob)).toBe(0);
  });

  it('accepts a fresh SePay HMAC signature over the raw body, refuses stale or tampered ones', async () => {
    const body = sepayBody({ content: `${codeOf(bob)} nap vi`, transferAmount: 70_000 });
    const raw = JSON.stringify(body);
    const now = Math.floor(Date.now() / 1000);
    const stale = String(now - 600);
    expect((await sepay(raw, { 'x-sepay-timestamp': stale, 'x-sepay-signature': sepaySignature(SEPAY_SECRET, stale, raw) })).statusCode).toBe(401);
    const ts = String(now);
    const tampered = raw.replace('70000', '7000000');
    expect((await sepay(tampered, { 'x-sepay-timestamp': ts, 'x-sepay-signature': sepaySignature(SEPAY_SECRET, ts, raw) })).statusCode).toBe(401);
    expect((await sepay(raw, { 'x-sepay-timestamp': ts, 'x-sepay-signature': sepaySignature('another-secret-0123456789', ts, raw) })).statusCode).toBe(401);
    expect(await transferOf('sepay', body.id)).toBeUndefined();

    // Key order and spacing of the raw body are what was signed: re-serialising would break it.
    const spaced = JSON.stringify(body, null, 2);
    const ok = await sepay(spaced, { 'x-sepay-timestamp': ts, 'x-sepay-signature': sepaySignature(SEPAY_SECRET, ts, spaced) });
    expect(ok.statusCode).toBe(200);
    expect(await balance(bob)).toBe(70_000);
  });

  it('accepts a charset in the content type', async () => {
    const body = sepayBody({ content: `${codeOf(carol, 'QR')}`, transferAmount: 5_000 });
    const response = await sepay(body, { authorization: `Apikey ${API_KEY}`, 'content-type': 'application/json; charset=utf-8' });
    expect(response.statusCode).toBe(200);
    expect(await transferOf('sepay', body.id)).toMatchObject({ status: 'credited', user_id: carol.userId, amount_vnd: 5_000 });
  });

  it('answers 400 to malformed bodies and stores nothing', async () => {
    const before = await transferCount();
    expect((await sepay('{"id": 1, "transferAmount": ')).statusCode).toBe(400);
    expect((await sepay('')).statusCode).toBe(400);
    for (const bad of [
      sepayBody({ transferAmount: 1000.5 }),
      sepayBody({ transferAmount: '1000' }),
      sepayBody({ transferType: 'sideways' }),
      { ...sepayBody(), id: undefined },
      [sepayBody()],
    ]) {
      const response = await sepay(bad);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().success).toBe(false);
    }
    expect(await transferCount()).toBe(before);
  });

  it('credits exactly once when the same delivery arrives 20 times at once', async () => {
    const dave = await customer();
    const body = sepayBody({ content: `CT DEN ${codeOf(dave, 'QR')} FT26`, transferAmount: 250_000 });
    const responses = await Promise.all(Array.from({ length: 20 }, () => sepay(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(await balance(dave)).toBe(250_000);
    expect(await entriesWithKey(`bank:sepay:${body.id}`)).toBe(1);
    expect(await creditNotices(dave)).toHaveLength(1);
    expect(Number((await rows<{ n: string }>(sql`select count(*) as n from bank_transfers where provider_txn_id = ${String(body.id)}`))[0]!.n)).toBe(1);
    expect((await transferOf('sepay', body.id))!.status).toBe('credited');
  });

  it('matches codes in any case and customers without a phone by their customer number', async () => {
    const lower = sepayBody({ content: `ib ft ${codeOf(alice).toLowerCase()} chuyen khoan`, transferAmount: 10_000 });
    expect((await sepay(lower)).statusCode).toBe(200);
    expect(await balance(alice)).toBe(510_000);

    const viaCode = sepayBody({ content: 'NAP TIEN', code: codeOf(carol), transferAmount: 30_000 });
    expect((await sepay(viaCode)).statusCode).toBe(200);
    expect(await balance(carol)).toBe(35_000);
    expect((await transferOf('sepay', viaCode.id))!.transfer_code).toBe(codeOf(carol));
  });

  it('ignores outgoing transfers, other accounts and non-positive amounts', async () => {
    const before = await balance(alice);
    const out = sepayBody({ content: codeOf(alice), transferType: 'out', transferAmount: 50_000 });
    const other = sepayBody({ content: codeOf(alice), accountNumber: '9999999999', transferAmount: 50_000 });
    const zero = sepayBody({ content: codeOf(alice), transferAmount: 0 });
    for (const body of [out, other, zero]) {
      const response = await sepay(body);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
    }
    expect(await transferOf('sepay', out.id)).toMatchObject({ status: 'ignored', status_reason: 'outgoing', user_id: null });
    expect(await transferOf('sepay', other.id)).toMatchObject({ status: 'ignored', status_reason: 'wrong_account', user_id: null });
    expect(await transferOf('sepay', zero.id)).toMatchObject({ status: 'ignored', status_reason: 'non_positive' });
    expect(await balance(alice)).toBe(before);
  });
});

describe('POST /api/payments/bank-webhooks/casso', () => {
  it('legacy format with Secure-Token: several transactions, negative amounts are outgoing', async () => {
    const body = {
      error: 0,
      data: [
        { id: 5001, tid: 'FT26084000001', description: `${codeOf(bob)} chuyen tien`, amount: 40_000, cusum_balance: 1, when: '2026-03-25 10:00:00', bank_sub_acc_id: ACCOUNT, subAccId: ACCOUNT },
        { id: 5002, tid: 'FT26084000002', description: `${codeOf(bob)} hoan`, amount: -40_000, cusum_balance: 1, when: '2026-03-25 10:01:00', bank_sub_acc_id: ACCOUNT },
      ],
    };
    expect((await casso(body, { 'secure-token': 'wrong-token-wrong-token' })).statusCode).toBe(401);
    expect((await casso(body, {})).statusCode).toBe(401);
    expect(await transferOf('casso', 5001)).toBeUndefined();

    const before = await balance(bob);
    const response = await casso(body, { 'secure-token': CASSO_TOKEN });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await balance(bob)).toBe(before + 40_000);
    expect(await transferOf('casso', 5001)).toMatchObject({ status: 'credited', user_id: bob.userId, bank_reference: 'FT26084000001' });
    expect(await transferOf('casso', 5002)).toMatchObject({ status: 'ignored', status_reason: 'outgoing', direction: 'out', amount_vnd: 40_000 });

    expect((await casso(body, { 'secure-token': CASSO_TOKEN })).statusCode).toBe(200);
    expect(await balance(bob)).toBe(before + 40_000);
  });

  it('webhook V2 with X-Casso-Signature: good signature credits, a bad one is refused', async () => {
    const body = {
      error: 0,
      data: {
        id: 6001,
        reference: 'FT26084000100',
        description: `${codeOf(alice)} nap vi`,
        amount: 60_000,
        runningBalance: 25_000_000,
        transactionDateTime: '2026-03-25 15:06:37',
        accountNumber: ACCOUNT,
        bankName: 'VPBank',
        bankAbbreviation: 'VPB',
        virtualAccountNumber: '',
        virtualAccountName: '',
        counterAccountName: 'NGUYEN VAN A',
        counterAccountNumber: '8888888888',
        counterAccountBankId: '970415',
        counterAccountBankName: 'VietinBank',
      },
    };
    const before = await balance(alice);
    expect((await cassoSigned(body, 'not-the-checksum-key-0123456789')).statusCode).toBe(401);
    expect((await casso(body, { 'x-casso-signature': 't=1,v1=00' })).statusCode).toBe(401);
    expect(await transferOf('casso', 6001)).toBeUndefined();

    const response = await cassoSigned(body);
    expect(response.statusCode).toBe(200);
    expect(await balance(alice)).toBe(before + 60_000);
    expect(await transferOf('casso', 6001)).toMatchObject({ status: 'credited', gateway: 'VPBank' });
    expect(new Date((await transferOf('casso', 6001))!.transaction_at as string).toISOString()).toBe('2026-03-25T08:06:37.000Z');
  });

  it('credits a bank transaction reported by both SePay and Casso once; the second row is a duplicate', async () => {
    const reference = 'FT26084999999';
    const before = await balance(bob);
    const first = sepayBody({ content: `${codeOf(bob)}`, transferAmount: 300_000, referenceCode: reference });
    expect((await sepay(first)).statusCode).toBe(200);
    const second = {
      error: 0,
      data: { id: 7001, reference: reference.toLowerCase(), description: `${codeOf(bob)}`, amount: 300_000, transactionDateTime: '2026-03-25 16:00:00', accountNumber: ACCOUNT },
    };
    expect((await cassoSigned(second)).statusCode).toBe(200);
    expect(await balance(bob)).toBe(before + 300_000);
    const firstRow = (await transferOf('sepay', first.id))!;
    expect(await transferOf('casso', 7001)).toMatchObject({ status: 'duplicate', status_reason: 'duplicate_reference', duplicate_of: firstRow.id, user_id: null });
    // Delivered again: still one duplicate row, no money.
    expect((await cassoSigned(second)).statusCode).toBe(200);
    expect(await balance(bob)).toBe(before + 300_000);
  });
});

describe('one transfer reported by both SePay and Casso (issue 12 §9)', () => {
  let nextCasso = 80_000;
  /** Casso webhook V2 body for a transfer of `amount` with `description`; no bank reference unless given. */
  function cassoV2(amount: number, description: string, transactionDateTime: string, reference?: string) {
    nextCasso += 1;
    return { error: 0, data: { id: nextCasso, ...(reference ? { reference } : {}), description, amount, transactionDateTime, accountNumber: ACCOUNT } };
  }
  const sepayNoRef = (c: Customer, amount: number, at = '2026-04-02 09:00:00', over: Record<string, unknown> = {}) =>
    sepayBody({ content: `${codeOf(c)} nap tien`, transferAmount: amount, transactionDate: at, referenceCode: null, ...over });
  const queueRow = async (id: string) => (await list('?status=unmatched&size=100')).json().results.find((r: { id: string }) => r.id === id);

  it('SePay then Casso without a reference: credited once, the second waits for staff as a possible duplicate of the first', async () => {
    const dan = await customer();
    const first = sepayNoRef(dan, 210_000);
    expect((await sepay(first)).statusCode).toBe(200);
    const second = cassoV2(210_000, `CT DEN:0123 ${codeOf(dan)} nap tien`, '2026-04-02 09:00:40');
    expect((await cassoSigned(second)).statusCode).toBe(200);

    expect(await balance(dan)).toBe(210_000);
    const firstRow = (await transferOf('sepay', first.id))!;
    expect(firstRow).toMatchObject({ status: 'credited', user_id: dan.userId });
    expect(await transferOf('casso', second.data.id)).toMatchObject({
      status: 'unmatched',
      status_reason: 'possible_duplicate',
      duplicate_of: firstRow.id,
      user_id: null,
      ledger_entry_id: null,
      transfer_code: codeOf(dan),
    });
    expect(await entriesWithKey(`bank:casso:${second.data.id}`)).toBe(0);

    // Staff see it in the unmatched queue with the Vietnamese reason and the first report beside it.
    const secondId = (await transferOf('casso', second.data.id))!.id as string;
    expect(await queueRow(secondId)).toMatchObject({
      status: 'unmatched',
      status_reason: 'possible_duplicate',
      status_reason_name: walletTopupText.reasons.possible_duplicate,
      duplicate_of: firstRow.id,
      duplicate_of_transfer: { id: firstRow.id, provider: 'sepay', provider_txn_id: String(first.id), status: 'credited', customer_no: dan.customerNo },
    });

    // Delivered again by either provider: nothing changes.
    expect((await cassoSigned(second)).statusCode).toBe(200);
    expect((await sepay(first)).statusCode).toBe(200);
    expect(await balance(dan)).toBe(210_000);

    // Staff decide it is the same money: rejected, never credited.
    expect((await reject(secondId, { note: 'Trùng với giao dịch SePay' })).statusCode).toBe(200);
    expect(await balance(dan)).toBe(210_000);
  });

  it('Casso then SePay without a reference: the SePay report waits; staff assigning it credits it (a genuine second payment)', async () => {
    const erin = await customer();
    const first = cassoV2(220_000, `${codeOf(erin)}`, '2026-04-02 10:00:00');
    expect((await cassoSigned(first)).statusCode).toBe(200);
    const second = sepayNoRef(erin, 220_000, '2026-04-02 10:04:59');
    expect((await sepay(second)).statusCode).toBe(200);
    expect(await balance(erin)).toBe(220_000);
    const firstRow = (await transferOf('casso', first.data.id))!;
    const secondRow = (await transferOf('sepay', second.id))!;
    expect(secondRow).toMatchObject({ status: 'unmatched', status_reason: 'possible_duplicate', duplicate_of: firstRow.id });

    const assigned = await assign(secondRow.id as string, { customer_no: erin.customerNo, note: 'Khách xác nhận chuyển hai lần' });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json().data).toMatchObject({ status: 'assigned', duplicate_of: firstRow.id });
    expect(await balance(erin)).toBe(440_000);
  });

  it('a reference on one side only: still matched on account, amount, code and time', async () => {
    const finn = await customer();
    const first = sepayBody({ content: `${codeOf(finn)}`, transferAmount: 230_000, transactionDate: '2026-04-02 11:00:00', referenceCode: 'FT26092000001' });
    expect((await sepay(first)).statusCode).toBe(200);
    const second = cassoV2(230_000, `${codeOf(finn)}`, '2026-04-02 11:01:00');
    expect((await cassoSigned(second)).statusCode).toBe(200);
    expect(await balance(finn)).toBe(230_000);
    expect(await transferOf('casso', second.data.id)).toMatchObject({ status: 'unmatched', status_reason: 'possible_duplicate' });
  });

  it('different references on both sides are different transfers: both credited', async () => {
    const gia = await customer();
    expect((await sepay(sepayBody({ content: codeOf(gia), transferAmount: 240_000, transactionDate: '2026-04-02 12:00:00', referenceCode: 'FT26092000002' }))).statusCode).toBe(200);
    expect((await cassoSigned(cassoV2(240_000, codeOf(gia), '2026-04-02 12:00:10', 'FT26092000003'))).statusCode).toBe(200);
    expect(await balance(gia)).toBe(480_000);
  });

  it('both webhooks at the same moment: credited exactly once, every time', async () => {
    for (let round = 0; round < 4; round += 1) {
      const hana = await customer();
      const amount = 250_000 + round;
      const a = sepayNoRef(hana, amount, '2026-04-02 13:00:00');
      const b = cassoV2(amount, `${codeOf(hana)} nap tien`, '2026-04-02 13:00:05');
      const answers = round % 2 === 0 ? await Promise.all([sepay(a), cassoSigned(b)]) : await Promise.all([cassoSigned(b), sepay(a)]);
      expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
      expect(await balance(hana)).toBe(amount);
      const stored = [(await transferOf('sepay', a.id))!, (await transferOf('casso', b.data.id))!];
      expect(stored.map((r) => r.status).sort()).toEqual(['credited', 'unmatched']);
      const waiting = stored.find((r) => r.status === 'unmatched')!;
      const credited = stored.find((r) => r.status === 'credited')!;
      expect(waiting).toMatchObject({ status_reason: 'possible_duplicate', duplicate_of: credited.id });
    }
  });

  it('outside the 10-minute window: two transfers, both credited', async () => {
    const ivy = await customer();
    expect((await sepay(sepayNoRef(ivy, 260_000, '2026-04-02 14:00:00'))).statusCode).toBe(200);
    const late = cassoV2(260_000, codeOf(ivy), '2026-04-02 14:10:01');
    expect((await cassoSigned(late)).statusCode).toBe(200);
    expect(await balance(ivy)).toBe(520_000);
    expect(await transferOf('casso', late.data.id)).toMatchObject({ status: 'credited', duplicate_of: null });
  });

  it('the same provider twice (a customer paying the same amount twice): both credited', async () => {
    const jun = await customer();
    expect((await sepay(sepayNoRef(jun, 270_000, '2026-04-02 15:00:00'))).statusCode).toBe(200);
    expect((await sepay(sepayNoRef(jun, 270_000, '2026-04-02 15:00:30'))).statusCode).toBe(200);
    const c1 = cassoV2(270_000, codeOf(jun), '2026-04-02 15:02:00');
    const c2 = cassoV2(270_000, codeOf(jun), '2026-04-02 15:02:30');
    expect((await cassoSigned(c1)).statusCode).toBe(200);
    expect((await cassoSigned(c2)).statusCode).toBe(200);
    // Two real payments, each seen by both providers: two credits, two reports for staff, paired one to one.
    expect(await balance(jun)).toBe(540_000);
    const waiting = [(await transferOf('casso', c1.data.id))!, (await transferOf('casso', c2.data.id))!];
    expect(waiting.map((r) => r.status_reason)).toEqual(['possible_duplicate', 'possible_duplicate']);
    expect(new Set(waiting.map((r) => r.duplicate_of)).size).toBe(2);
    // A third Casso report has no SePay report left to pair with: a third payment, credited.
    expect((await cassoSigned(cassoV2(270_000, codeOf(jun), '2026-04-02 15:03:00'))).statusCode).toBe(200);
    expect(await balance(jun)).toBe(810_000);
  });

  it('another code, another amount or another account is another transfer', async () => {
    const kim = await customer();
    const lan = await customer();
    expect((await sepay(sepayNoRef(kim, 280_000, '2026-04-02 16:00:00'))).statusCode).toBe(200);
    expect((await cassoSigned(cassoV2(280_000, codeOf(lan), '2026-04-02 16:00:10'))).statusCode).toBe(200);
    expect((await cassoSigned(cassoV2(280_001, codeOf(kim), '2026-04-02 16:00:10'))).statusCode).toBe(200);
    const otherAccount = cassoV2(280_000, codeOf(kim), '2026-04-02 16:00:20');
    (otherAccount.data as Record<string, unknown>).accountNumber = '9999999999';
    expect((await cassoSigned(otherAccount)).statusCode).toBe(200);
    expect(await balance(kim)).toBe(280_000 + 280_001);
    expect(await balance(lan)).toBe(280_000);
    expect(await transferOf('casso', otherAccount.data.id)).toMatchObject({ status: 'ignored', status_reason: 'wrong_account' });
    // The other provider's report of that wrong-account transfer is ignored as well, not queued.
    const otherAgain = sepayNoRef(kim, 280_000, '2026-04-02 16:00:25', { accountNumber: '9999999999' });
    expect((await sepay(otherAgain)).statusCode).toBe(200);
    expect(await transferOf('sepay', otherAgain.id)).toMatchObject({ status: 'ignored', status_reason: 'wrong_account', duplicate_of: null });
  });
});

describe('unmatched transfers: staff queue', () => {
  let noCode: string;
  let unknown: string;
  let ambiguous: string;

  beforeAll(async () => {
    const a = sepayBody({ content: 'chuyen tien mua iphone', transferAmount: 120_000 });
    // A valid mobile number that is nobody's.
    const b = sepayBody({ content: `QA${hexOf('0399999999')}`, transferAmount: 80_000 });
    const c = sepayBody({ content: `${codeOf(alice)} ${codeOf(bob, 'QR')}`, transferAmount: 90_000 });
    for (const body of [a, b, c]) expect((await sepay(body)).statusCode).toBe(200);
    noCode = (await transferOf('sepay', a.id))!.id as string;
    unknown = (await transferOf('sepay', b.id))!.id as string;
    ambiguous = (await transferOf('sepay', c.id))!.id as string;
  });

  it('keeps them unmatched with a reason and lists them for staff', async () => {
    const response = await list('?status=unmatched');
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Array<{ id: string; status_reason: string; status_reason_name: string; status_name: string; customer: unknown }>;
    const byId = new Map(results.map((r) => [r.id, r]));
    expect(byId.get(noCode)).toMatchObject({ status_reason: 'no_code', status_reason_name: walletTopupText.reasons.no_code, status_name: walletTopupText.statuses.unmatched, customer: null });
    expect(byId.get(unknown)).toMatchObject({ status_reason: 'unknown_customer' });
    expect(byId.get(ambiguous)).toMatchObject({ status_reason: 'ambiguous' });
    expect(response.json().pagination).toMatchObject({ page: 1, size: 20, total: results.length });

    const paged = (await list('?size=1&page=2')).json();
    expect(paged.results).toHaveLength(1);
    expect(paged.pagination.total).toBe(await transferCount());
    expect((await list('?status=nonsense')).statusCode).toBe(400);
    expect((await list('?size=0')).statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    expect((await list('', alice.token)).statusCode).toBe(403);
    expect((await assign(noCode, { customer_no: alice.customerNo }, alice.token)).statusCode).toBe(403);
    expect((await reject(noCode, { note: 'x' }, alice.token)).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/bank-transfers' })).statusCode).toBe(401);
    expect((await transferOf('sepay', (await rows<{ provider_txn_id: string }>(sql`select provider_txn_id from bank_transfers where id = ${noCode}`))[0]!.provider_txn_id))!.status).toBe(
      'unmatched',
    );
  });

  it('refuses bad assignments and changes nothing', async () => {
    const before = await balance(carol);
    expect((await assign(noCode, {})).statusCode).toBe(400);
    expect((await assign(noCode, { customer_no: 'KM999999999' })).json()).toMatchObject({ code: 'CUSTOMER_NOT_FOUND' });
    expect((await assign(noCode, { user_id: 'not-a-uuid' })).statusCode).toBe(404);
    expect((await assign('not-a-uuid', { customer_no: carol.customerNo })).json()).toMatchObject({ code: 'BANK_TRANSFER_NOT_FOUND' });
    expect((await assign('00000000-0000-4000-8000-000000000000', { customer_no: carol.customerNo })).statusCode).toBe(404);
    expect((await reject(noCode, {})).statusCode).toBe(400);
    expect((await reject(noCode, { note: '   ' })).statusCode).toBe(400);
    expect(await balance(carol)).toBe(before);
    expect((await rows<{ status: string }>(sql`select status from bank_transfers where id = ${noCode}`))[0]!.status).toBe('unmatched');
  });

  it('assigns an unmatched transfer to a customer exactly once, with a notification', async () => {
    const before = await balance(carol);
    const noticesBefore = (await creditNotices(carol)).length;
    const response = await assign(noCode, { customer_no: carol.customerNo.toLowerCase(), note: 'Khách gọi điện xác nhận' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: walletTopupText.messages.assigned,
      data: { id: noCode, status: 'assigned', customer: { id: carol.userId, customer_no: carol.customerNo }, decision_note: 'Khách gọi điện xác nhận' },
    });
    expect(response.json().data.ledger_entry_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await balance(carol)).toBe(before + 120_000);
    expect(await creditNotices(carol)).toHaveLength(noticesBefore + 1);

    const again = await assign(noCode, { customer_no: carol.customerNo });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'BANK_TRANSFER_ALREADY_RESOLVED' });
    expect((await reject(noCode, { note: 'nhầm' })).statusCode).toBe(409);
    expect(await balance(carol)).toBe(before + 120_000);
  });

  it('two staff assigning the same transfer at once: one wins, money moves once', async () => {
    const [one, two] = await Promise.all([assign(unknown, { user_id: alice.userId }), assign(unknown, { user_id: bob.userId })]);
    expect([one.statusCode, two.statusCode].sort()).toEqual([200, 409]);
    const winner = one.statusCode === 200 ? one.json().data.customer.id : two.json().data.customer.id;
    const key = `bank:sepay:${(await rows<{ provider_txn_id: string }>(sql`select provider_txn_id from bank_transfers where id = ${unknown}`))[0]!.provider_txn_id}`;
    expect(await entriesWithKey(key)).toBe(1);
    expect((await rows<{ user_id: string }>(sql`select user_id from wallet_entries where idempotency_key = ${key}`))[0]!.user_id).toBe(winner);
  });

  it('rejects a transfer that is not a top-up; credited transfers cannot be reassigned', async () => {
    const response = await reject(ambiguous, { note: 'Tiền hoàn của nhà cung cấp' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'rejected', decision_note: 'Tiền hoàn của nhà cung cấp', ledger_entry_id: null });
    expect((await assign(ambiguous, { customer_no: alice.customerNo })).statusCode).toBe(409);

    const credited = (await rows<{ id: string }>(sql`select id from bank_transfers where status = 'credited' limit 1`))[0]!.id;
    expect((await assign(credited, { customer_no: bob.customerNo })).statusCode).toBe(409);
    expect((await reject(credited, { note: 'x' })).statusCode).toBe(409);
    const outgoing = (await rows<{ id: string }>(sql`select id from bank_transfers where status = 'ignored' and direction = 'out' limit 1`))[0]!.id;
    expect((await assign(outgoing, { customer_no: bob.customerNo })).statusCode).toBe(409);
  });
});
