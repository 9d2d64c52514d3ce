import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { eq } from 'drizzle-orm';
import { errorMessages } from '@kaimono/i18n';
import type { Product, SiteCode } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';
import { seedPricing } from '../pricing/index.ts';
import { negotiable } from './index.ts';
import { balancesOf, credit } from '../wallet/index.ts';
import { desiredPriceEvents, desiredPrices, notifications, orders } from '../../db/schema/index.ts';

let ctx: TestContext;
let alice: Awaited<ReturnType<typeof signupCustomer>>;
let bob: Awaited<ReturnType<typeof signupCustomer>>;
let adminToken: string;
let adminId: string;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  ctx.app.inject({ method, url, ...(token ? { headers: auth(token) } : {}), ...(payload ? { payload } : {}) });
const check = (payload: object, token?: string) => call('POST', '/api/desired-price/check', token, payload);
const create = (token: string, payload: object) => call('POST', '/api/desired-price', token, payload);
const update = (token: string, payload: object) => call('PUT', '/api/desired-price', token, payload);
const changeStatus = (token: string, payload: object) => call('PUT', '/api/desired-price/change-status', token, payload);
const answer = (id: string, payload: object, token = adminToken) => call('PUT', `/api/admin/desired-prices/${id}/answer`, token, payload);
const detail = (token: string, id: string) => call('GET', `/api/desired-price/${id}`, token);

const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

/** Sandbox listings of `site` (of the first 150) whose product matches. */
async function findProducts(site: SiteCode, match: (p: Product) => boolean, count = 1): Promise<Product[]> {
  const sandbox = ctx.deps.marketplaces.sandbox!;
  const found: Product[] = [];
  for (let i = 0; i < 150 && found.length < count; i++) {
    const product = await ctx.deps.marketplaces.adapters[site].item(sandbox.currentCode(site, i));
    if (product && match(product)) found.push(product);
  }
  if (found.length < count) throw new Error(`not enough sandbox ${site} listings match`);
  return found;
}

const offerable = (p: Product) => p.available && p.stock !== 0 && !p.auction && !p.isShopsProduct && (p.priceJpy ?? 0) >= 1000;

let mercari: Product[];
let paypay: Product;
let soldOut: Product;
let shopping: Product;
let auctionNoBuyNow: Product | undefined;
let auctionBuyNow: Product | undefined;

async function addAddress(token: string): Promise<string> {
  const wards = (await call('GET', '/api/utility/ward/79')).json().results as { code: string }[];
  const response = await call('POST', '/api/user/address/add', token, {
    receiver_name: 'Lê Thị Nhận',
    phone: '0987 654 321',
    province_code: '79',
    ward_code: wards[0]!.code,
    street: '12 Nguyễn Huệ',
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.id;
}

async function notificationsOf(userId: string) {
  return ctx.database.db.select().from(notifications).where(eq(notifications.userId, userId));
}

async function eventsOf(id: string) {
  return ctx.database.db.select().from(desiredPriceEvents).where(eq(desiredPriceEvents.desiredPriceId, id));
}

async function countRequests() {
  return (await ctx.database.db.select({ id: desiredPrices.id }).from(desiredPrices)).length;
}

/** A new request of `who` on `product` at 80 % of its price; answers the DTO. */
async function newRequest(token: string, product: Product, extra: object = {}) {
  const response = await create(token, { site_code: product.site, code: product.code, desired_price: Math.ceil(product.priceJpy! * 0.8), ...extra });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as Record<string, unknown> & { id: string; status: number; desired_price: number; current_price: number };
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedPricing(ctx.database.db);
  alice = await signupCustomer(ctx.app);
  bob = await signupCustomer(ctx.app);
  const phone = uniquePhone();
  adminId = (await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!')).id;
  adminToken = (await call('POST', '/api/login', undefined, { username: phone, password: 'Nui-Phu-Si-2026!' })).json().access.token;
  mercari = await findProducts('mercari', offerable, 8);
  paypay = (await findProducts('paypay', offerable))[0]!;
  soldOut = (await findProducts('mercari', (p) => !p.available && !p.auction))[0]!;
  shopping = (await findProducts('shopping', (p) => p.available && p.priceJpy !== null))[0]!;
  auctionNoBuyNow = (await findProducts('auction', (p) => p.auction?.status === 'open' && p.auction.buyNowPriceJpy === null).catch(() => []))[0];
  auctionBuyNow = (
    await findProducts('auction', (p) => p.available && p.auction?.status === 'open' && (p.auction.buyNowPriceJpy ?? 0) >= 1000 && p.auction.bidCount === 0).catch(() => [])
  )[0];
});
afterAll(async () => ctx.close());

describe('POST /api/desired-price/check', () => {
  it('allows a Mercari or PayPay item and gives the asking range (50 % up to below the price)', async () => {
    for (const product of [mercari[0]!, paypay]) {
      const response = await check({ site_code: product.site, code: product.code });
      expect(response.statusCode).toBe(200);
      const data = response.json().data;
      expect(data).toMatchObject({
        allowed: true,
        reason: null,
        current_price: product.priceJpy,
        min_price: Math.ceil(product.priceJpy! / 2),
        max_price: product.priceJpy! - 1,
        floor_percent: 50,
        existing_id: null,
        name: product.title,
      });
    }
  });

  it('refuses shops with fixed prices, sold-out and missing items, with a Vietnamese reason', async () => {
    const cases: [object, string][] = [
      [{ site_code: 'shopping', code: shopping.code }, 'DESIRED_PRICE_SITE_UNSUPPORTED'],
      [{ site_code: 'rakuten', code: 'shop:item1' }, 'DESIRED_PRICE_SITE_UNSUPPORTED'],
      [{ site_code: 'mercari', code: soldOut.code }, 'DESIRED_PRICE_SOLD_OUT'],
      [{ site_code: 'mercari', code: 'm99999999999' }, 'ITEM_NOT_FOUND'],
      [{ site_code: 'mercari', code: 'not a code!' }, 'ITEM_CODE_INVALID'],
    ];
    for (const [payload, code] of cases) {
      const response = await check(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(200);
      expect(response.json().data).toMatchObject({ allowed: false, reason_code: code });
      expect(response.json().data.reason).toMatch(VIETNAMESE);
    }
  });

  it('Yahoo Auctions: only a listing with a buy-now price and no bids, negotiated against the buy-now price', async () => {
    expect(auctionNoBuyNow && auctionBuyNow).toBeTruthy();
    const none = (await check({ site_code: 'auction', code: auctionNoBuyNow!.code })).json().data;
    expect(none).toMatchObject({ allowed: false, reason_code: 'DESIRED_PRICE_ITEM_UNSUPPORTED', reason: 'Sản phẩm đấu giá không có giá mua ngay, không thể thương lượng.' });
    const data = (await check({ site_code: 'auction', code: auctionBuyNow!.code })).json().data;
    expect(data).toMatchObject({ allowed: true, current_price: auctionBuyNow!.auction!.buyNowPriceJpy });
    // Once there are bids, the seller no longer takes offers.
    const bid = { ...auctionBuyNow!, auction: { ...auctionBuyNow!.auction!, bidCount: 2 } };
    expect(negotiable(bid)).toMatchObject({ ok: false, code: 'DESIRED_PRICE_ITEM_UNSUPPORTED' });
    expect(negotiable({ ...mercari[0]!, isShopsProduct: true })).toMatchObject({ ok: false, message: expect.stringContaining('Mercari Shops') });
  });

  it('checks a desired price against the range', async () => {
    const price = mercari[0]!.priceJpy!;
    const low = (await check({ site_code: 'mercari', code: mercari[0]!.code, desired_price: Math.ceil(price / 2) - 1 })).json().data;
    expect(low).toMatchObject({ allowed: false, reason_code: 'DESIRED_PRICE_TOO_LOW' });
    expect(low.reason).toContain('50%');
    const high = (await check({ site_code: 'mercari', code: mercari[0]!.code, desired_price: price })).json().data;
    expect(high).toMatchObject({ allowed: false, reason_code: 'DESIRED_PRICE_TOO_HIGH' });
    const ok = (await check({ site_code: 'mercari', code: mercari[0]!.code, desired_price: Math.ceil(price / 2) })).json().data;
    expect(ok.allowed).toBe(true);
  });

  it('answers 400 in Vietnamese for a bad body', async () => {
    for (const payload of [{}, { site_code: 'ebay', code: 'x' }, { site_code: 'mercari', code: mercari[0]!.code, desired_price: 'abc' }, { site_code: 'mercari', code: mercari[0]!.code, desired_price: 10.5 }]) {
      const response = await check(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false });
      expect(response.json().message).toMatch(VIETNAMESE);
    }
  });
});

describe('POST /api/desired-price (create)', () => {
  it('needs a login', async () => {
    const response = await call('POST', '/api/desired-price', undefined, { site_code: 'mercari', code: mercari[0]!.code, desired_price: 100 });
    expect(response.statusCode).toBe(401);
  });

  it('creates a waiting request from the marketplace item; other_price and confirm are dropped', async () => {
    const product = mercari[0]!;
    const desired = Math.ceil(product.priceJpy! * 0.8);
    const response = await create(alice.token, {
      site_code: 'mercari',
      code: product.code,
      desired_price: desired,
      other_price: 1,
      confirm: true,
      status: 3,
      current_price: 5,
      note: '  Mua nhanh nếu được  ',
      services_extra: ['photos', 'PHOTOS'],
    });
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Gửi yêu cầu thương lượng giá thành công!');
    expect(body.data).toMatchObject({
      status: 1,
      status_label: 'Chờ xử lý',
      site_code: 'mercari',
      code: product.code,
      name: product.title,
      current_price: product.priceJpy,
      desired_price: desired,
      qty: 1,
      other_price: null,
      accepted_price: null,
      confirm: false,
      buy_auto: false,
      services_extra: ['photos'],
      note: 'Mua nhanh nếu được',
      path: `/mercari/item/${product.code}`,
      can_edit: true,
      can_cancel: true,
      can_accept_counter: false,
      can_order: false,
    });
    const events = await eventsOf(body.data.id);
    expect(events).toEqual([expect.objectContaining({ kind: 'created', toStatus: 1, priceJpy: desired, actorKind: 'customer' })]);

    // The check now points at the open request.
    const again = (await check({ site_code: 'mercari', code: product.code }, alice.token)).json().data;
    expect(again).toMatchObject({ allowed: false, reason_code: 'DESIRED_PRICE_ALREADY_OPEN', existing_id: body.data.id });
    // Another customer may still negotiate the same item.
    expect((await check({ site_code: 'mercari', code: product.code }, bob.token)).json().data.allowed).toBe(true);
  });

  it('refuses a second open request for the same item, also when sent at the same time', async () => {
    const product = mercari[1]!;
    const payload = { site_code: 'mercari', code: product.code, desired_price: Math.ceil(product.priceJpy! * 0.9) };
    const responses = await Promise.all([create(bob.token, payload), create(bob.token, payload), create(bob.token, payload)]);
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!.json();
    expect(refused).toMatchObject({ success: false, code: 'DESIRED_PRICE_ALREADY_OPEN', message: errorMessages.DESIRED_PRICE_ALREADY_OPEN });
  });

  it('refuses bad input with a Vietnamese message and saves nothing', async () => {
    const before = await countRequests();
    const otherAddress = await addAddress(bob.token);
    const product = mercari[2]!;
    const base = { site_code: 'mercari', code: product.code };
    const cases: [object, number, string][] = [
      [{ ...base, desired_price: Math.ceil(product.priceJpy! / 2) - 1 }, 400, 'DESIRED_PRICE_TOO_LOW'],
      [{ ...base, desired_price: product.priceJpy! }, 400, 'DESIRED_PRICE_TOO_HIGH'],
      [{ ...base, desired_price: 0 }, 400, 'VALIDATION_FAILED'],
      [{ ...base, desired_price: -5 }, 400, 'VALIDATION_FAILED'],
      [{ ...base }, 400, 'VALIDATION_FAILED'],
      [{ desired_price: 500 }, 400, 'DESIRED_PRICE_ITEM_REQUIRED'],
      [{ site_code: 'shopping', code: shopping.code, desired_price: 100 }, 409, 'DESIRED_PRICE_SITE_UNSUPPORTED'],
      [{ site_code: 'mercari', code: soldOut.code, desired_price: 100 }, 409, 'DESIRED_PRICE_SOLD_OUT'],
      [{ site_code: 'mercari', code: 'm99999999999', desired_price: 100 }, 404, 'ITEM_NOT_FOUND'],
      [{ ...base, desired_price: product.priceJpy! - 1, route_code: 'JP-NOWHERE' }, 400, 'DESIRED_PRICE_ROUTE_INVALID'],
      [{ ...base, desired_price: product.priceJpy! - 1, route_code: 'JP-HN', ship_mode: 'rocket' }, 400, 'DESIRED_PRICE_ROUTE_INVALID'],
      [{ ...base, desired_price: product.priceJpy! - 1, services_extra: ['teleport'] }, 400, 'DESIRED_PRICE_SERVICE_INVALID'],
      [{ ...base, desired_price: product.priceJpy! - 1, services_extra: ['<script>'] }, 400, 'VALIDATION_FAILED'],
      [{ ...base, desired_price: product.priceJpy! - 1, coupons_code: 'no spaces!' }, 400, 'VALIDATION_FAILED'],
      [{ ...base, desired_price: product.priceJpy! - 1, address_id: otherAddress }, 404, 'ADDRESS_NOT_FOUND'],
      [{ ...base, desired_price: product.priceJpy! - 1, address_id: 'abc' }, 400, 'VALIDATION_FAILED'],
      [{ ...base, desired_price: product.priceJpy! - 1, qty: 100 }, 400, 'VALIDATION_FAILED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await create(alice.token, payload);
      expect(response.statusCode, `${JSON.stringify(payload)} ${response.body}`).toBe(status);
      expect(response.json()).toMatchObject({ success: false, code });
      expect(response.json().message).toMatch(VIETNAMESE);
    }
    expect(await countRequests()).toBe(before);
  });

  it('keeps a route, ship mode, coupon and address that are valid', async () => {
    const addressId = await addAddress(alice.token);
    const data = await newRequest(alice.token, mercari[2]!, {
      route_code: 'JP-HCM',
      ship_mode: 'sea',
      coupons_code: 'giam-10k',
      address_id: addressId,
      qty: 2,
      buy_auto: true,
    });
    expect(data).toMatchObject({ route_code: 'JP-HCM', ship_mode: 'sea', coupons_code: 'GIAM-10K', address_id: addressId, qty: 2, buy_auto: true });
  });
});

describe('GET /api/desired-price and the detail', () => {
  it('lists only the customer’s own requests, newest first, with the status names', async () => {
    const list = (await call('GET', '/api/desired-price?size=50', alice.token)).json();
    expect(list.success).toBe(true);
    expect(list.results.length).toBeGreaterThan(0);
    expect(list.pagination).toMatchObject({ page: 1, size: 50, total: list.results.length });
    expect(list.statuses).toContainEqual({ value: 0, label: 'Đã hủy' });
    const mine = await ctx.database.db.select().from(desiredPrices).where(eq(desiredPrices.userId, alice.userId));
    expect(list.results.map((r: { id: string }) => r.id).sort()).toEqual(mine.map((r) => r.id).sort());
    const filtered = (await call('GET', `/api/desired-price?status=1&site_code=mercari&code=${mercari[0]!.code}`, alice.token)).json();
    expect(filtered.results).toHaveLength(1);
    expect((await call('GET', '/api/desired-price?status=9', alice.token)).statusCode).toBe(400);
    expect((await call('GET', '/api/desired-price')).statusCode).toBe(401);
  });

  it('answers 404 for another customer’s request on every path and changes nothing', async () => {
    const request = await newRequest(bob.token, mercari[3]!);
    const before = await ctx.database.db.select().from(desiredPrices).where(eq(desiredPrices.id, request.id));
    const attempts = [
      detail(alice.token, request.id),
      update(alice.token, { id: request.id, desired_price: request.desired_price - 1 }),
      create(alice.token, { id: request.id, desired_price: request.desired_price - 1 }),
      changeStatus(alice.token, { id: request.id, status: 0 }),
      changeStatus(alice.token, { id: request.id, buy_auto: true }),
      detail(alice.token, '00000000-0000-4000-8000-000000000000'),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode, response.body).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'DESIRED_PRICE_NOT_FOUND', message: 'Không tìm thấy yêu cầu thương lượng giá.' });
    }
    expect((await detail(alice.token, 'not-a-uuid')).statusCode).toBe(400);
    const after = await ctx.database.db.select().from(desiredPrices).where(eq(desiredPrices.id, request.id));
    expect(after).toEqual(before);
    const own = (await detail(bob.token, request.id)).json();
    expect(own.data.id).toBe(request.id);
    expect(own.events).toEqual([expect.objectContaining({ kind: 'created', to_status: 1, status_label: 'Chờ xử lý', actor: 'customer' })]);
  });
});

describe('PUT /api/desired-price (update)', () => {
  it('keeps only id, desired_price, ship_mode, services_extra, coupons_code, address_id', async () => {
    const request = await newRequest(alice.token, mercari[4]!);
    const response = await update(alice.token, {
      id: request.id,
      desired_price: request.desired_price - 10,
      ship_mode: 'air_express',
      services_extra: ['inspection'],
      coupons_code: '',
      status: 3,
      other_price: 1,
      confirm: true,
      buy_auto: true,
      assignee_id: adminId,
      note: 'ignored',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().message).toBe('Gửi yêu cầu thương lượng giá thành công!');
    expect(response.json().data).toMatchObject({
      status: 1,
      desired_price: request.desired_price - 10,
      ship_mode: 'air_express',
      services_extra: ['inspection'],
      coupons_code: null,
      other_price: null,
      confirm: false,
      buy_auto: false,
      assignee_id: null,
      note: null,
    });
    // POST with an id is the same update.
    const viaPost = await create(alice.token, { id: request.id, desired_price: request.desired_price - 20, site_code: 'paypay', code: 'zzz' });
    expect(viaPost.statusCode).toBe(200);
    expect(viaPost.json().data).toMatchObject({ id: request.id, desired_price: request.desired_price - 20, site_code: 'mercari' });
    const bad = await update(alice.token, { id: request.id, desired_price: request.current_price });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('DESIRED_PRICE_TOO_HIGH');
  });

  it('a new price takes a request sent to the seller back to waiting; nothing changes once it is decided', async () => {
    const request = await newRequest(alice.token, mercari[5]!);
    expect((await changeStatus(adminToken, { id: request.id, status: 2 })).json().data.status).toBe(2);
    const moved = await update(alice.token, { id: request.id, desired_price: request.desired_price + 1 });
    expect(moved.json().data).toMatchObject({ status: 1, desired_price: request.desired_price + 1 });
    const cancel = await changeStatus(alice.token, { id: request.id, status: 0 });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json()).toMatchObject({ message: 'Đã hủy yêu cầu thương lượng giá.', data: { status: 0, status_label: 'Đã hủy', can_edit: false, can_cancel: false } });
    const late = await update(alice.token, { id: request.id, desired_price: request.desired_price });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toMatchObject({ code: 'DESIRED_PRICE_NOT_EDITABLE' });
    expect((await changeStatus(alice.token, { id: request.id, status: 0 })).statusCode).toBe(409);
    // Cancelled: the customer may ask again.
    await newRequest(alice.token, mercari[5]!);
  });
});

describe('PUT /api/desired-price/change-status', () => {
  it('a customer cannot move the request where only staff may, and staff fields are ignored', async () => {
    const request = await newRequest(bob.token, mercari[6]!);
    for (const status of [2, 3, 4, 5, 6]) {
      const response = await changeStatus(bob.token, { id: request.id, status });
      expect(response.statusCode, `${status}`).toBe(409);
      expect(response.json().code).toBe('DESIRED_PRICE_TRANSITION_INVALID');
    }
    const toggled = await changeStatus(bob.token, { id: request.id, status: 1, buy_auto: true, assignee_id: adminId, account_id: 'acc-1' });
    expect(toggled.statusCode).toBe(200);
    expect(toggled.json().data).toMatchObject({ status: 1, buy_auto: true, assignee_id: null, account_id: null });
    expect((await changeStatus(bob.token, { id: request.id })).statusCode).toBe(400);
    expect((await changeStatus(bob.token, { id: request.id, status: 'x' })).statusCode).toBe(400);
  });

  it('staff assign a staff member and a buying account; a customer cannot be the assignee', async () => {
    const request = await newRequest(bob.token, mercari[7]!);
    const wrong = await changeStatus(adminToken, { id: request.id, assignee_id: bob.userId });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('DESIRED_PRICE_ASSIGNEE_INVALID');
    const ok = await changeStatus(adminToken, { id: request.id, assignee_id: adminId, account_id: 'mercari-buyer-01', status: 2 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ status: 2, assignee_id: adminId, account_id: 'mercari-buyer-01' });
    const events = await eventsOf(request.id);
    expect(events.map((e) => e.kind).sort()).toEqual(['assigned', 'created', 'status']);
    const notes = await notificationsOf(bob.userId);
    expect(notes.some((n) => n.category === 'order' && n.body.includes('đã gửi đề nghị giá'))).toBe(true);
    // A counter offer needs a price (the answer endpoint); the customer cannot put it back to waiting.
    expect((await changeStatus(adminToken, { id: request.id, status: 6 })).statusCode).toBe(409);
    expect((await changeStatus(bob.token, { id: request.id, status: 1 })).statusCode).toBe(409);
    expect((await detail(bob.token, request.id)).json().data).toMatchObject({ status: 2, other_price: null });
    const missing = await changeStatus(adminToken, { id: '00000000-0000-4000-8000-000000000000', status: 0 });
    expect(missing.statusCode).toBe(404);
  });
});

describe('the seller’s answer (staff) and ordering at the agreed price', () => {
  it('only staff answer; prices outside the rules are refused', async () => {
    const request = await newRequest(alice.token, paypay);
    expect((await answer(request.id, { accepted: true }, alice.token)).statusCode).toBe(403);
    expect((await call('GET', '/api/admin/desired-prices', alice.token)).statusCode).toBe(403);
    for (const payload of [
      { accepted: true, price_jpy: request.desired_price + 1 },
      { accepted: false, price_jpy: request.desired_price },
      { accepted: false, price_jpy: request.current_price },
    ]) {
      const response = await answer(request.id, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json().code).toBe('DESIRED_PRICE_ANSWER_INVALID');
    }
    expect((await answer(request.id, { accepted: 'yes' })).statusCode).toBe(400);
    expect((await answer('00000000-0000-4000-8000-000000000000', { accepted: true })).statusCode).toBe(404);
    expect((await detail(alice.token, request.id)).json().data.status).toBe(1);
  });

  it('a refusal is final and the customer is told', async () => {
    const request = (await call('GET', `/api/desired-price?site_code=paypay&code=${paypay.code}`, alice.token)).json().results[0];
    const response = await answer(request.id, { accepted: false, note: 'Người bán giữ giá' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ message: 'Đã ghi nhận câu trả lời của người bán.', data: { status: 4, staff_note: 'Người bán giữ giá', customer: { id: alice.userId } } });
    const notes = await notificationsOf(alice.userId);
    expect(notes.some((n) => n.body.includes('không đồng ý') && n.body.includes('Người bán giữ giá'))).toBe(true);
    expect((await answer(request.id, { accepted: true })).statusCode).toBe(409);
    expect((await changeStatus(alice.token, { id: request.id, status: 0 })).statusCode).toBe(409);
  });

  it('counter price → the customer accepts → orders; without money the order waits for its deposit', async () => {
    const request = (await call('GET', `/api/desired-price?site_code=mercari&code=${mercari[4]!.code}`, alice.token)).json().results[0];
    const counter = Math.floor((request.desired_price + request.current_price) / 2);
    const countered = await answer(request.id, { accepted: false, price_jpy: counter, note: 'Giá thấp nhất' });
    expect(countered.json().data).toMatchObject({ status: 6, other_price: counter, can_accept_counter: true, can_cancel: true, can_order: false });
    const accepted = await changeStatus(alice.token, { id: request.id, status: 3 });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ status: 3, accepted_price: counter, confirm: true, can_order: true, order_id: null });

    const ordered = await changeStatus(alice.token, { id: request.id, status: 5 });
    expect(ordered.statusCode, ordered.body).toBe(200);
    const data = ordered.json().data;
    expect(ordered.json().message).toBe('Tạo đơn hàng thành công');
    expect(data).toMatchObject({ status: 5, order_id: expect.any(String), order_code: expect.any(String) });
    expect(data.order_error).toMatch(VIETNAMESE);
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, data.order_id));
    expect(order).toMatchObject({ userId: alice.userId, source: 'desired_price', sourceRef: request.id, status: 'waiting_deposit' });
    const orderDto = (await call('GET', `/api/me/orders/${data.order_code}`, alice.token)).json();
    expect(JSON.stringify(orderDto)).toContain(`"price_jpy":${counter}`);
    // Ordering again (also twice at once) answers the same order.
    const again = await Promise.all([changeStatus(alice.token, { id: request.id, status: 5 }), changeStatus(alice.token, { id: request.id, status: 5 })]);
    expect(again.map((r) => r.json().data.order_id)).toEqual([data.order_id, data.order_id]);
    expect(await ctx.database.db.select({ id: orders.id }).from(orders).where(eq(orders.sourceRef, request.id))).toHaveLength(1);
    expect((await changeStatus(alice.token, { id: request.id, status: 0 })).statusCode).toBe(409);
  });

  it('accepted with buy_auto: the order is created and paid from the wallet', async () => {
    const addressId = (await ctx.database.db.select().from(desiredPrices).where(eq(desiredPrices.userId, alice.userId))).find((r) => r.addressId)!.addressId!;
    const product = mercari[2]!;
    const request = (await call('GET', `/api/desired-price?site_code=mercari&code=${product.code}`, alice.token)).json().results[0];
    expect(request).toMatchObject({ buy_auto: true, address_id: addressId, coupons_code: 'GIAM-10K' });
    // The coupon does not exist: the automatic order fails, the request stays accepted and says why.
    const failed = await answer(request.id, { accepted: true });
    expect(failed.statusCode, failed.body).toBe(200);
    expect(failed.json().data).toMatchObject({ status: 3, accepted_price: request.desired_price, order_id: null, order_error: expect.stringMatching(VIETNAMESE) });
    expect((await eventsOf(request.id)).some((e) => e.kind === 'order_failed')).toBe(true);
    expect((await notificationsOf(alice.userId)).some((n) => n.body.startsWith('Chưa tạo được đơn hàng tự động'))).toBe(true);

    // Sold out meanwhile: nothing is ordered, the customer is told why.
    const spy = vi.spyOn(ctx.deps.marketplaces.adapters.mercari, 'item').mockResolvedValue({ ...product, available: false, stock: 0 });
    expect((await update(alice.token, { id: request.id, coupons_code: null })).statusCode).toBe(200);
    const soldOutNow = await changeStatus(alice.token, { id: request.id, status: 5 });
    expect(soldOutNow.statusCode).toBe(409);
    expect(soldOutNow.json()).toMatchObject({ code: 'DESIRED_PRICE_SOLD_OUT', message: errorMessages.DESIRED_PRICE_SOLD_OUT });
    spy.mockResolvedValue(null);
    expect((await changeStatus(alice.token, { id: request.id, status: 5 })).json().code).toBe('DESIRED_PRICE_SOLD_OUT');
    spy.mockRestore();
    expect(await ctx.database.db.select().from(orders).where(eq(orders.sourceRef, request.id))).toEqual([]);

    // The customer dropped the coupon; tops up and switches buy_auto on again: the order is made and paid.
    await credit(ctx.database.db, { userId: alice.userId, amountVnd: 50_000_000, idempotencyKey: 'test-fund:dp-alice', purpose: 'bank_transfer', description: 'Nạp tiền thử' });
    expect((await changeStatus(alice.token, { id: request.id, buy_auto: false })).json().data.buy_auto).toBe(false);
    const on = await changeStatus(alice.token, { id: request.id, buy_auto: true });
    expect(on.statusCode, on.body).toBe(200);
    const data = on.json().data;
    expect(data).toMatchObject({ status: 5, order_id: expect.any(String), order_error: null });
    const [order] = await ctx.database.db.select().from(orders).where(eq(orders.id, data.order_id));
    expect(order).toMatchObject({ status: 'purchasing', source: 'desired_price' });
    const balances = await balancesOf(ctx.database.db, alice.userId);
    expect(balances.available_vnd).toBe(50_000_000 - order!.firstPaymentVnd);
    expect((await notificationsOf(alice.userId)).some((n) => n.body.includes(order!.code) && n.body.includes('Đã thanh toán lần 1'))).toBe(true);
  });

  it('a staff acceptance without buy_auto waits for the customer to order', async () => {
    const carol = await signupCustomer(ctx.app);
    const request = await newRequest(carol.token, paypay);
    const response = await changeStatus(adminToken, { id: request.id, status: 3 });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({ status: 3, accepted_price: request.desired_price, order_id: null, can_order: true });
    // Carol has no address: ordering says so, in Vietnamese, and nothing changes.
    const order = await changeStatus(carol.token, { id: request.id, status: 5 });
    expect(order.statusCode).toBe(400);
    expect(order.json().message).toMatch(/địa chỉ/);
    expect((await detail(carol.token, request.id)).json().data.status).toBe(3);
    expect(await ctx.database.db.select().from(orders).where(eq(orders.userId, carol.userId))).toEqual([]);
    // The customer may still cancel before ordering.
    expect((await changeStatus(carol.token, { id: request.id, status: 0 })).json().data.status).toBe(0);
  });
});

describe('GET /api/admin/desired-prices', () => {
  it('lists every customer’s requests with filters and the customer', async () => {
    const all = (await call('GET', '/api/admin/desired-prices?size=100', adminToken)).json();
    expect(all.pagination.total).toBe(await countRequests());
    expect(all.results[0].customer).toMatchObject({ customer_no: expect.any(String) });
    const waiting = (await call('GET', '/api/admin/desired-prices?status=1&size=100', adminToken)).json();
    expect(waiting.results.every((r: { status: number }) => r.status === 1)).toBe(true);
    const assigned = (await call('GET', `/api/admin/desired-prices?assignee_id=${adminId}`, adminToken)).json();
    expect(assigned.results.length).toBe(1);
    const search = (await call('GET', `/api/admin/desired-prices?q=${encodeURIComponent(mercari[7]!.code)}`, adminToken)).json();
    expect(search.results.map((r: { code: string }) => r.code)).toEqual([mercari[7]!.code]);
    const one = (await call('GET', `/api/admin/desired-prices/${search.results[0].id}`, adminToken)).json();
    expect(one.events.length).toBeGreaterThan(1);
  });
});

describe('OpenAPI', () => {
  it('documents every desired-price path', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of [
      '/api/desired-price/check',
      '/api/desired-price',
      '/api/desired-price/{id}',
      '/api/desired-price/change-status',
      '/api/admin/desired-prices',
      '/api/admin/desired-prices/{id}',
      '/api/admin/desired-prices/{id}/answer',
    ]) {
      expect(paths).toContain(path);
    }
  });
});
