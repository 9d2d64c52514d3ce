import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '@kaimono/marketplaces';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { insertTestOrder } from '../../test/bills-fixtures.ts';
import { xlsxText } from '../../test/xlsx.ts';
import { orderItems } from '../../db/schema/index.ts';
import { createAdmin } from '../account/index.ts';
import { dropPricingCache, seedPricing } from '../pricing/index.ts';
import { credit } from '../wallet/index.ts';
import { createTranslator, vietnameseTitle } from './index.ts';

/**
 * Issue 14 §1 (last bullet): the cart, orders, bids and favorites answer the Vietnamese title next to
 * the stored Japanese one, read through the translator when answering — so a staff correction (here:
 * a translator whose answer the test changes) shows in every list at once. Notifications keep the
 * Vietnamese title they were written with and carry the original in their data.
 */

const base = createTranslator();
/** What "staff corrected this title" looks like to the modules: the translator answers something else. */
const corrections = new Map<string, string>();
const translator = Object.assign(Object.create(base) as typeof base, {
  toVietnamese: (text: string) => corrections.get(text) ?? base.toVietnamese(text),
});

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof signupCustomer>>;
let adminToken: string;
let product: Product;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({ method, url, headers: auth(token), ...(payload ? { payload } : {}) });

const AUCTION_TITLE = 'テスト用 オークション ピカチュウ';

beforeAll(async () => {
  ctx = await createTestContext({ translator });
  await seedPricing(ctx.database.db);
  dropPricingCache(ctx.database.db);
  customer = await signupCustomer(ctx.app);
  await credit(ctx.database.db, { userId: customer.userId, amountVnd: 50_000_000, idempotencyKey: 'titles-test-fund', purpose: 'bank_transfer', description: 'Nạp tiền thử' });
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
  // A buyable shopping item whose Japanese title the glossary translates.
  const sandbox = ctx.deps.marketplaces.sandbox!;
  for (let i = 0; i < 200; i++) {
    const p = await ctx.deps.marketplaces.adapters.shopping.item(sandbox.currentCode('shopping', i));
    if (p && p.available && !p.auction && p.variants.length <= 1 && p.priceJpy !== null && vietnameseTitle(base, p.title)) {
      product = p;
      break;
    }
  }
  if (!product) throw new Error('no translatable sandbox shopping item');
});
afterAll(async () => ctx.close());

describe('the Vietnamese title in the lists', () => {
  it('cart, quotes, order detail and staff orders answer name_vi beside the original, and follow the translator', async () => {
    const added = await call('POST', '/api/cart', customer.token, { site_code: 'shopping', code: product.code, qty: 1 });
    expect(added.statusCode, added.body).toBe(200);
    const expected = vietnameseTitle(base, product.title);
    expect(added.json().data).toMatchObject({ name: product.title, name_vi: expected });

    const cart = (await call('GET', '/api/cart/user?recheck=false', customer.token)).json();
    expect(cart.results[0]).toMatchObject({ name: product.title, name_vi: expected });

    const saved = await call('POST', '/api/quote/user/save', customer.token, { cart_item_ids: [added.json().data.id] });
    expect(saved.statusCode, saved.body).toBe(200);
    const order = saved.json().data as { id: string; code: string; items: Array<{ name: string; name_vi: string | null }> };
    expect(order.items[0]).toMatchObject({ name: product.title, name_vi: expected });

    // Staff correct the translation: every list shows the new title at once; the stored name is unchanged.
    corrections.set(product.title, 'Tên tiếng Việt do nhân viên sửa');
    const quotes = (await call('GET', '/api/quotes/user', customer.token)).json();
    expect(quotes.quotes[0].items[0]).toMatchObject({ name: product.title, name_vi: 'Tên tiếng Việt do nhân viên sửa' });
    const detail = (await call('GET', `/api/me/orders/${order.code}`, customer.token)).json();
    expect(detail.data.items[0].name_vi).toBe('Tên tiếng Việt do nhân viên sửa');
    const staffList = (await call('GET', `/api/admin/orders?search=${order.code}`, adminToken)).json();
    expect(staffList.results[0].items[0]).toMatchObject({ name: product.title, name_vi: 'Tên tiếng Việt do nhân viên sửa' });
    const staffDetail = (await call('GET', `/api/admin/orders/${order.id}`, adminToken)).json();
    expect(staffDetail.data.items[0].name_vi).toBe('Tên tiếng Việt do nhân viên sửa');

    // A translator with nothing better than the original answers null (the web then shows the original alone).
    corrections.set(product.title, product.title);
    const plain = (await call('GET', '/api/quotes/user', customer.token)).json();
    expect(plain.quotes[0].items[0]).toMatchObject({ name: product.title, name_vi: null });
    corrections.delete(product.title);
  });

  it('favorites answer title_vi and follow the translator', async () => {
    const saved = await call('POST', '/api/favorite/product', customer.token, { site: 'shopping', code: product.code });
    expect(saved.statusCode, saved.body).toBe(200);
    const list = (await call('GET', '/api/favorite/products', customer.token)).json();
    expect(list.results[0]).toMatchObject({ title: product.title, title_vi: vietnameseTitle(base, product.title) });
    corrections.set(product.title, 'Sản phẩm yêu thích đã sửa tên');
    const again = (await call('GET', '/api/favorite/products', customer.token)).json();
    expect(again.results[0].title_vi).toBe('Sản phẩm yêu thích đã sửa tên');
    corrections.delete(product.title);
  });

  it('bids answer title_vi in every list; the outbid notification names the item in Vietnamese, the original in its data', async () => {
    corrections.set(AUCTION_TITLE, 'Đấu giá thử Pikachu');
    const { code } = ctx.deps.marketplaces.sandbox!.control.createAuction({ site: 'auction', endInSeconds: 3_600, startPriceJpy: 1_000, title: AUCTION_TITLE });
    const placed = await call('POST', '/api/bid/now', customer.token, { code, price: 1_500 });
    expect(placed.statusCode, placed.body).toBe(200);
    expect(placed.json().data).toMatchObject({ title: AUCTION_TITLE, title_vi: 'Đấu giá thử Pikachu' });

    const bids = (await call('GET', '/api/bid/user?status=all', customer.token)).json();
    const mine = bids.results.find((b: { code: string }) => b.code === code);
    expect(mine).toMatchObject({ title: AUCTION_TITLE, title_vi: 'Đấu giá thử Pikachu' });
    const one = (await call('GET', `/api/bid/user/${mine.id}`, customer.token)).json();
    expect(one.data.title_vi).toBe('Đấu giá thử Pikachu');
    const products = (await call('GET', '/api/auction/user/products?status=all', customer.token)).json();
    expect(products.results.find((p: { code: string }) => p.code === code)).toMatchObject({ title: AUCTION_TITLE, title_vi: 'Đấu giá thử Pikachu' });

    // Another bidder goes higher: the outbid notification is written with the Vietnamese title of that moment.
    const rival = await ctx.app.inject({ method: 'POST', url: `/api/sandbox/auctions/${code}/rival-bid`, payload: { max_price_jpy: 5_000, bidder_id: 'rival-titles' } });
    expect(rival.statusCode, rival.body).toBe(200);
    const after = (await call('GET', '/api/bid/user?status=all', customer.token)).json();
    expect(after.results.find((b: { code: string }) => b.code === code).status).toBe('outbid');
    const notes = (await call('GET', '/api/notification/mine?type=all', customer.token)).json();
    const outbid = (notes.results as Array<{ category: string; body: string; data: Record<string, unknown> | null }>).find(
      (n) => n.category === 'over_pricing' && n.data?.code === code,
    );
    expect(outbid, JSON.stringify(notes.results)).toBeDefined();
    expect(outbid!.body).toContain('Đấu giá thử Pikachu');
    expect(outbid!.body).not.toContain(AUCTION_TITLE);
    expect(outbid!.data).toMatchObject({ item_title: AUCTION_TITLE, item_title_vi: 'Đấu giá thử Pikachu' });

    // The written notification keeps its text; the bid list follows a later correction.
    corrections.set(AUCTION_TITLE, 'Pikachu đấu giá (đã sửa)');
    const corrected = (await call('GET', '/api/bid/user?status=all', customer.token)).json();
    expect(corrected.results.find((b: { code: string }) => b.code === code).title_vi).toBe('Pikachu đấu giá (đã sửa)');
  });

  it('bills name their orders\' items in Vietnamese (list, printed slip, xlsx), following the translator', async () => {
    const order = await insertTestOrder(ctx.database.db, { userId: customer.userId });
    const JA = 'ソニー ワイヤレスヘッドホン 黒';
    await ctx.database.db.insert(orderItems).values({ orderId: order.id, position: 0, site: 'shopping', code: 'sony-1', link: 'https://example.jp/sony-1', name: JA, qty: 2, priceJpy: 2_000 });
    corrections.set(JA, 'Tai nghe không dây Sony màu đen');
    const parcel = await call('POST', `/api/admin/orders/${order.id}/parcels`, adminToken, { weight_g: 1_200, length_cm: 30, width_cm: 20, height_cm: 10 });
    expect(parcel.statusCode, parcel.body).toBe(200);
    const bill = parcel.json().data.bill as { id: string; orders: Array<{ items: unknown[] }> };
    expect(bill.orders[0]!.items).toEqual([{ name: JA, name_vi: 'Tai nghe không dây Sony màu đen', qty: 2 }]);

    corrections.set(JA, 'Tai nghe Sony (đã sửa)');
    const list = (await call('GET', '/api/bills/user', customer.token)).json();
    expect(list.results[0].orders[0].items[0]).toEqual({ name: JA, name_vi: 'Tai nghe Sony (đã sửa)', qty: 2 });
    const slip = await call('POST', '/api/bill/print', customer.token, { bill_ids: [bill.id] });
    expect(slip.statusCode, slip.body).toBe(200);
    const html = slip.json().content as string;
    expect(html).toContain('Tai nghe Sony (đã sửa) × 2');
    expect(html).toContain(`<div class="note" lang="ja">${JA}</div>`);
    const excel = await call('POST', '/api/bill/excel', customer.token, { bill_ids: [bill.id] });
    expect(excel.statusCode).toBe(200);
    expect(await xlsxText(excel.rawPayload)).toContain(`Tai nghe Sony (đã sửa) (${JA}) × 2`);
    corrections.delete(JA);
  });
});
