import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import * as ledger from './wallet.ledger.ts';
import { bankByBin } from './wallet.banks.ts';
import { buildVietQr } from './wallet.vietqr.ts';

type Customer = Awaited<ReturnType<typeof signupCustomer>>;
interface Card {
  id: string;
  card_no: string;
  card_name: string;
  card_format: string;
  bank_no: string;
  bank_branch: string | null;
  is_primary: boolean;
  bank: { atm_bin: string; short_name: string; vn_name: string } | null;
  qr: { payload: string; svg: string } | null;
}

const SAVE_FAILED = 'Lưu thông tin thẻ thất bại!';

let ctx: TestContext;
let alice: Customer;
let bob: Customer;

const auth = (customer: Customer) => ({ authorization: `Bearer ${customer.token}` });
const inject = (customer: Customer | null, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  ctx.app.inject({ method, url, headers: customer ? auth(customer) : {}, ...(payload === undefined ? {} : { payload: payload as object }) });
const addCard = (customer: Customer, payload: object) => inject(customer, 'POST', '/api/card', payload);
const cardsOf = async (customer: Customer): Promise<Card[]> => (await inject(customer, 'GET', '/api/card/user')).json().results;

/** Every stored row of the customer's cards (deleted ones too): "nothing changed" is checked on this. */
async function storedCards(customer: Customer): Promise<unknown[]> {
  const result = (await ctx.database.db.execute(
    sql`select id, card_no, card_name, card_format, bank_no, bank_branch, is_primary, updated_at, deleted_at from wallet_cards where user_id = ${customer.userId} order by id`,
  )) as unknown as { rows: unknown[] };
  return result.rows;
}

beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signupCustomer(ctx.app);
  bob = await signupCustomer(ctx.app);
});
afterAll(async () => ctx.close());

describe('GET /api/bank/all', () => {
  it('pages the bank list, 20 by default, without login', async () => {
    const first = await inject(null, 'GET', '/api/bank/all');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.success).toBe(true);
    expect(body.results).toHaveLength(20);
    expect(body.pagination.page).toBe(1);
    expect(body.pagination.size).toBe(20);
    expect(body.pagination.total).toBeGreaterThan(60);
    for (const bank of body.results) {
      expect(bank).toEqual({ atm_bin: expect.stringMatching(/^\d{6}$/), short_name: expect.any(String), vn_name: expect.any(String), code: expect.any(String), transfer_supported: expect.any(Boolean) });
    }
    const last = (await inject(null, 'GET', `/api/bank/all?page=${Math.ceil(body.pagination.total / 20)}`)).json();
    expect(last.results.length).toBe(body.pagination.total % 20 || 20);
    const beyond = (await inject(null, 'GET', '/api/bank/all?page=99')).json();
    expect(beyond.results).toEqual([]);
    const all = (await inject(null, 'GET', '/api/bank/all?size=100')).json().results as Array<{ atm_bin: string }>;
    expect(all).toHaveLength(body.pagination.total);
    expect(new Set(all.map((b) => b.atm_bin)).size).toBe(all.length); // one current name per BIN
  });

  it('finds banks by short name, Vietnamese name (accents ignored), code or BIN', async () => {
    const search = async (keyword: string) =>
      ((await inject(null, 'GET', `/api/bank/all?keyword=${encodeURIComponent(keyword)}`)).json().results as Array<{ atm_bin: string; short_name: string }>).map(
        (b) => b.short_name,
      );
    expect(await search('quân đội')).toEqual(['MB Bank']);
    expect(await search('QUAN DOI')).toEqual(['MB Bank']);
    expect(await search('970436')).toEqual(['Vietcombank']);
    expect(await search('vcb')).toEqual(['Vietcombank']);
    expect(await search('Lộc Phát')).toEqual(['LPBank']);
    expect(await search('vikki')).toEqual(['Vikki Bank']);
    expect(await search('MBV')).toContain('MBV');
    expect(await search('hiện đại')).toEqual(['MBV']);
    // Renamed banks appear under their current names only (an old name may still find the new one).
    expect(await search('DongA')).toEqual(['Vikki Bank']);
    const names = ((await inject(null, 'GET', '/api/bank/all?size=100')).json().results as Array<{ short_name: string }>).map((b) => b.short_name);
    for (const old of ['LienVietPostBank', 'Ocean Bank', 'DongA Bank']) expect(names).not.toContain(old);
    expect(names).toEqual(expect.arrayContaining(['LPBank', 'MBV', 'Vikki Bank']));
    expect(await search('không có ngân hàng này')).toEqual([]);
    const paged = (await inject(null, 'GET', '/api/bank/all?keyword=ngan%20hang%20tmcp&size=5&page=2')).json();
    expect(paged.results).toHaveLength(5);
    expect(paged.pagination).toMatchObject({ page: 2, size: 5 });
    expect(paged.pagination.total).toBeGreaterThan(10);
  });

  it('refuses bad paging with a Vietnamese message', async () => {
    for (const query of ['size=0', 'size=101', 'page=0', 'page=abc', `keyword=${'a'.repeat(101)}`]) {
      const response = await inject(null, 'GET', `/api/bank/all?${query}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('gives other modules the bank of a BIN', () => {
    expect(bankByBin('970436')).toMatchObject({ short_name: 'Vietcombank', vn_name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' });
    expect(bankByBin('970449')?.short_name).toBe('LPBank');
    expect(bankByBin('970414')?.short_name).toBe('MBV');
    expect(bankByBin('970406')?.short_name).toBe('Vikki Bank');
    expect(bankByBin('970470')?.transfer_supported).toBe(false); // an SBV BIN VietQR does not list
    expect(bankByBin('123456')).toBeUndefined();
  });
});

describe('cards', () => {
  it('saves the first card as primary, normalised, with its static VietQR', async () => {
    expect((await inject(alice, 'GET', '/api/card/main')).json()).toEqual({ success: true, data: null });
    const response = await addCard(alice, { card_no: '0011 0012-345.67', card_name: '  Nguyễn Văn Đức ', bank_no: '970436', bank_branch: 'Hà Nội' });
    expect(response.statusCode).toBe(200);
    const { message, data } = response.json() as { message: string; data: Card };
    expect(message).toBe('Lưu thông tin thẻ thành công!');
    expect(data).toMatchObject({
      card_no: '0011001234567',
      card_name: 'NGUYEN VAN DUC',
      card_format: 'account',
      bank_no: '970436',
      bank_branch: 'Hà Nội',
      is_primary: true,
      bank: { atm_bin: '970436', short_name: 'Vietcombank', vn_name: 'Ngân hàng TMCP Ngoại Thương Việt Nam' },
    });
    // Spec §9: static, VND 704, country VN, account-number beneficiary type.
    expect(data.qr!.payload).toBe(buildVietQr({ bin: '970436', accountNo: '00110012345 67'.replace(' ', '') }));
    expect(data.qr!.payload).toMatch(/^000201010211.*0208QRIBFTTA5303704.*5802VN6304[0-9A-F]{4}$/);
    expect(data.qr!.payload).not.toContain('54');
    expect(data.qr!.svg).toContain('width="128" height="128"');
    expect((await inject(alice, 'GET', '/api/card/main')).json().data.id).toBe(data.id);
  });

  it('adds a second card (not primary), a card-number card with a QRIBFTTC QR, and switches the primary', async () => {
    const second = (await addCard(alice, { card_no: '9704229200001234', card_name: 'Nguyen Van Duc', card_format: 'card', bank_no: '970422' })).json().data as Card;
    expect(second.is_primary).toBe(false);
    expect(second.card_format).toBe('card');
    expect(second.bank_branch).toBeNull();
    expect(second.bank!.short_name).toBe('MB Bank');
    expect(second.qr!.payload).toContain('0208QRIBFTTC');

    let cards = await cardsOf(alice);
    expect(cards.map((c) => c.is_primary)).toEqual([true, false]);
    const first = cards[0]!;

    const switched = await inject(alice, 'POST', '/api/card/primary', { id: second.id });
    expect(switched.statusCode).toBe(200);
    expect(switched.json()).toMatchObject({ message: 'Đã đặt làm thẻ mặc định.', data: { id: second.id, is_primary: true } });
    // Twice is the same as once.
    expect((await inject(alice, 'POST', '/api/card/primary', { id: second.id })).json().data.is_primary).toBe(true);
    cards = await cardsOf(alice);
    expect(cards.map((c) => [c.id, c.is_primary])).toEqual([
      [second.id, true],
      [first.id, false],
    ]);
    expect((await inject(alice, 'GET', '/api/card/main')).json().data.id).toBe(second.id);
  });

  it('updates only the fields sent and checks the merged card', async () => {
    const [card] = (await cardsOf(alice)).filter((c) => c.card_format === 'account');
    const response = await inject(alice, 'PUT', `/api/card/${card!.id}`, { card_name: 'trần thị bích', bank_branch: '' });
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe('Cập nhật thành công!');
    expect(response.json().data).toMatchObject({ id: card!.id, card_name: 'TRAN THI BICH', bank_branch: null, card_no: card!.card_no, bank_no: '970436' });

    const moved = (await inject(alice, 'PUT', `/api/card/${card!.id}`, { bank_no: '970415', card_no: '1234567890123456789' })).json().data as Card;
    expect(moved.bank!.short_name).toBe('VietinBank');
    expect(moved.qr!.payload).toBe(buildVietQr({ bin: '970415', accountNo: '1234567890123456789' }));

    // Becoming a card-number card needs 16–19 digits: 19 is fine, a short account number is not.
    const before = await storedCards(alice);
    const tooShort = await inject(alice, 'PUT', `/api/card/${card!.id}`, { card_format: 'card', card_no: '123456' });
    expect(tooShort.statusCode).toBe(400);
    expect(tooShort.json()).toMatchObject({ code: 'CARD_SAVE_FAILED', message: SAVE_FAILED, fields: { card_no: expect.stringContaining('16 đến 19') } });
    expect(await storedCards(alice)).toEqual(before);
  });

  it('refuses bad cards with the spec message and field details, and changes nothing', async () => {
    const before = await storedCards(alice);
    const good = { card_no: '0123456789', card_name: 'LE VAN A', bank_no: '970436' };
    const cases: Array<[object, string]> = [
      [{ ...good, card_no: 'abc' }, 'card_no'],
      [{ ...good, card_no: '' }, 'card_no'],
      [{ ...good, card_no: '12345678901234567890' }, 'card_no'],
      [{ ...good, card_no: 123456 }, 'card_no'],
      [{ ...good, card_format: 'card', card_no: '123456789012345' }, 'card_no'],
      [{ ...good, card_format: 'card', card_no: '12345678901234567890' }, 'card_no'],
      [{ ...good, card_format: 'visa' }, 'card_format'],
      [{ ...good, card_name: '   ' }, 'card_name'],
      [{ ...good, card_name: '!!!' }, 'card_name'],
      [{ ...good, card_name: 'A'.repeat(51) }, 'card_name'],
      [{ card_no: good.card_no, bank_no: good.bank_no }, 'card_name'],
      [{ ...good, bank_no: '97043' }, 'bank_no'],
      [{ ...good, bank_no: '9704361' }, 'bank_no'],
      [{ ...good, bank_no: '123456' }, 'bank_no'], // 6 digits, but no such bank
      [{ ...good, bank_branch: 'x'.repeat(101) }, 'bank_branch'],
    ];
    for (const [payload, field] of cases) {
      const response = await addCard(alice, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body.code).toBe('CARD_SAVE_FAILED');
      expect(body.message).toBe(SAVE_FAILED);
      expect(Object.keys(body.fields), JSON.stringify(payload)).toContain(field);
    }
    const [card] = await cardsOf(alice);
    for (const payload of [{ card_no: 'x' }, { bank_no: '000000' }, { card_name: '' }]) {
      const response = await inject(alice, 'PUT', `/api/card/${card!.id}`, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'CARD_SAVE_FAILED', message: SAVE_FAILED });
    }
    const malformed = await ctx.app.inject({ method: 'POST', url: '/api/card', headers: { ...auth(alice), 'content-type': 'application/json' }, payload: '{"card_no":' });
    expect(malformed.statusCode).toBe(400);
    expect(await storedCards(alice)).toEqual(before);
  });

  it('answers a repeated save with the saved card and refuses the same number with other details', async () => {
    const payload = { card_no: '5555666677', card_name: 'Le Van Bao', bank_no: '970407', bank_branch: 'Đà Nẵng' };
    const first = (await addCard(bob, payload)).json().data as Card;
    const again = await addCard(bob, payload);
    expect(again.statusCode).toBe(200);
    expect(again.json().data.id).toBe(first.id);
    expect(await cardsOf(bob)).toHaveLength(1);

    const before = await storedCards(bob);
    const other = await addCard(bob, { ...payload, card_name: 'Someone Else' });
    expect(other.statusCode).toBe(409);
    expect(other.json()).toMatchObject({ code: 'CARD_SAVE_FAILED', message: SAVE_FAILED, fields: { card_no: 'Số tài khoản này đã được lưu.' } });
    // The same number at another bank is another account.
    const elsewhere = (await addCard(bob, { ...payload, bank_no: '970436' })).json().data as Card;
    expect(elsewhere.is_primary).toBe(false);
    const clash = await inject(bob, 'PUT', `/api/card/${elsewhere.id}`, { bank_no: '970407' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().fields.card_no).toBe('Số tài khoản này đã được lưu.');
    expect((await storedCards(bob)).length).toBe(before.length + 1);
  });

  it('never shows or touches another customer’s card: 404 CARD_NOT_FOUND', async () => {
    const aliceCard = (await cardsOf(alice))[0]!;
    const aliceBefore = await storedCards(alice);
    const bobBefore = await storedCards(bob);
    const attempts = [
      inject(bob, 'PUT', `/api/card/${aliceCard.id}`, { card_name: 'HACKED' }),
      inject(bob, 'PUT', `/api/card/${aliceCard.id}`, { card_no: 'not even valid' }),
      inject(bob, 'DELETE', `/api/card/${aliceCard.id}`),
      inject(bob, 'POST', '/api/card/primary', { id: aliceCard.id }),
      inject(bob, 'PUT', '/api/card/00000000-0000-4000-8000-000000000000', { card_name: 'X' }),
      inject(bob, 'DELETE', '/api/card/not-a-uuid'),
      inject(bob, 'POST', '/api/card/primary', { id: "1' or '1'='1" }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'CARD_NOT_FOUND', message: 'Không tìm thấy thẻ ngân hàng.' });
    }
    expect((await cardsOf(bob)).some((c) => c.id === aliceCard.id)).toBe(false);
    expect(await storedCards(alice)).toEqual(aliceBefore);
    expect(await storedCards(bob)).toEqual(bobBefore);
  });

  it('asks for login', async () => {
    for (const [method, url] of [
      ['GET', '/api/card/user'],
      ['GET', '/api/card/main'],
      ['POST', '/api/card'],
      ['DELETE', '/api/card/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await inject(null, method, url, method === 'POST' ? { card_no: '1', card_name: 'A', bank_no: '970436' } : undefined);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
  });

  it('soft-deletes; deleting the primary makes the newest remaining card primary', async () => {
    const carol = await signupCustomer(ctx.app);
    const ids: string[] = [];
    for (const cardNo of ['1000000001', '1000000002', '1000000003']) {
      ids.push(((await addCard(carol, { card_no: cardNo, card_name: 'Pham Thi C', bank_no: '970418' })).json().data as Card).id);
    }
    const [oldest, middle, newest] = ids as [string, string, string];
    await inject(carol, 'POST', '/api/card/primary', { id: middle });

    // Deleting a card that is not primary leaves the primary alone.
    let response = await inject(carol, 'DELETE', `/api/card/${oldest}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Đã xóa thẻ ngân hàng.', data: { id: oldest, primary_id: middle } });

    response = await inject(carol, 'DELETE', `/api/card/${middle}`);
    expect(response.json().data).toEqual({ id: middle, primary_id: newest });
    expect((await cardsOf(carol)).map((c) => [c.id, c.is_primary])).toEqual([[newest, true]]);

    // Deleting again: already gone.
    const again = await inject(carol, 'DELETE', `/api/card/${middle}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().code).toBe('CARD_NOT_FOUND');
    expect((await inject(carol, 'PUT', `/api/card/${middle}`, { card_name: 'X' })).statusCode).toBe(404);

    response = await inject(carol, 'DELETE', `/api/card/${newest}`);
    expect(response.json().data).toEqual({ id: newest, primary_id: null });
    expect((await inject(carol, 'GET', '/api/card/main')).json().data).toBeNull();
    // The rows stay for the withdrawals that point at them.
    const stored = (await storedCards(carol)) as Array<{ deleted_at: unknown; is_primary: boolean }>;
    expect(stored).toHaveLength(3);
    expect(stored.every((row) => row.deleted_at !== null && row.is_primary === false)).toBe(true);
    // A deleted number can be saved again, and the new card is primary.
    const back = (await addCard(carol, { card_no: '1000000002', card_name: 'Pham Thi C', bank_no: '970418' })).json().data as Card;
    expect(back.is_primary).toBe(true);
    expect(back.id).not.toBe(middle);
  });

  it('keeps at most 10 cards and exactly one primary when saves race', async () => {
    const dave = await signupCustomer(ctx.app);
    const saves = await Promise.all(
      Array.from({ length: 12 }, (_, i) => addCard(dave, { card_no: `20000000${String(i).padStart(2, '0')}`, card_name: 'Vo Van D', bank_no: '970423' })),
    );
    const codes = saves.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    for (const refused of saves.filter((r) => r.statusCode !== 200)) {
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'CARD_SAVE_FAILED', message: SAVE_FAILED, fields: { _: 'Mỗi tài khoản chỉ lưu được tối đa 10 thẻ ngân hàng.' } });
    }
    const list = (await inject(dave, 'GET', '/api/card/user?size=5&page=2')).json();
    expect(list.pagination).toEqual({ page: 2, size: 5, total: 10 });
    expect(list.results).toHaveLength(5);
    const cards = (await inject(dave, 'GET', '/api/card/user?size=20')).json().results as Card[];
    expect(cards.filter((c) => c.is_primary)).toHaveLength(1);
    expect(cards[0]!.is_primary).toBe(true);
  });
});

describe('GET /api/payment-method', () => {
  it('lists the wallet and bank transfer; balances only for a logged-in viewer', async () => {
    const visitor = await inject(null, 'GET', '/api/payment-method');
    expect(visitor.statusCode).toBe(200);
    const { success, data } = visitor.json();
    expect(success).toBe(true);
    expect(data.map((m: { code: string }) => m.code)).toEqual(['wallet', 'bank_transfer']);
    expect(data[0]).toMatchObject({ name: 'Ví Kaimono', balance_vnd: null, held_vnd: null, available_vnd: null });
    const account = ctx.deps.config.wallet.topupAccount;
    expect(data[1]).toMatchObject({
      name: 'Chuyển khoản ngân hàng',
      account: { bank_no: account.bin, account_no: account.accountNo, account_name: account.accountName, bank: { atm_bin: account.bin } },
      note: 'Ngoài giờ hành chính, tiền có thể vào ví chậm hơn.',
    });
    expect(data[1].account.bank.short_name).toBe(bankByBin(account.bin)!.short_name);

    await ledger.credit(ctx.database.db, { userId: bob.userId, amountVnd: 250_000, idempotencyKey: 'cards-test:bob:topup', purpose: 'bank_transfer', description: 'Nạp tiền' });
    await ledger.hold(ctx.database.db, { userId: bob.userId, amountVnd: 50_000, idempotencyKey: 'cards-test:bob:hold', purpose: 'bid_hold', description: 'Tạm giữ' });
    const mine = (await inject(bob, 'GET', '/api/payment-method')).json().data[0];
    expect(mine).toMatchObject({ code: 'wallet', balance_vnd: 250_000, held_vnd: 50_000, available_vnd: 200_000 });
    const alices = (await inject(alice, 'GET', '/api/payment-method')).json().data[0];
    expect(alices).toMatchObject({ balance_vnd: 0, available_vnd: 0 });
  });
});

describe('OpenAPI', () => {
  it('documents the card, bank and payment-method routes', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = response.json().paths as Record<string, Record<string, { summary?: string }>>;
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/bank/all', '/api/card/user', '/api/card/main', '/api/card', '/api/card/{id}', '/api/card/primary', '/api/payment-method']));
    expect(paths['/api/card']!.post!.summary).toContain('Lưu thẻ ngân hàng');
    expect(Object.keys(paths['/api/card/{id}']!).sort()).toEqual(['delete', 'put']);
  });
});
