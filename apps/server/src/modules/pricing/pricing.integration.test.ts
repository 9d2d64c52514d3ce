import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';
import { credit } from '../wallet/index.ts';
import { seedVipLevels, vipLevels } from '../vip/index.ts';
import { seedPricing } from './pricing.service.ts';
import { calculatePrice, findRoute, landedCostRange, shippingCharge } from './index.ts';

let ctx: TestContext;
let adminToken: string;
let customer: Awaited<ReturnType<typeof signupCustomer>>;

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const get = (url: string, token?: string) => ctx.app.inject({ method: 'GET', url, ...(token ? { headers: auth(token) } : {}) });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, token?: string) =>
  ctx.app.inject({ method, url, ...(payload !== undefined ? { payload: payload as object } : {}), ...(token ? { headers: auth(token) } : {}) });

beforeAll(async () => {
  ctx = await createTestContext();
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
  adminToken = login.json().access.token;
  customer = await signupCustomer(ctx.app);
});
afterAll(async () => ctx.close());

const calcBody = {
  items: [{ site_code: 'mercari', price: 10_000, qty: 1, weight: 800, domestic_shipping: 0 }],
};

describe('the calculator: POST /api/price-service/calc, /api/calculate-price, /api/estimate-price', () => {
  it.each(['/api/price-service/calc', '/api/calculate-price', '/api/estimate-price'])('%s answers the breakdown', async (url) => {
    const response = await send('POST', url, calcBody);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Tính giá thành công', calc_error: null, route_code: 'JP-HN', ship_mode: 'air' });
    // Only groups with lines: no Japan group (no tax, no domestic shipping), no extras, no discount.
    expect(body.details.map((g: { code: string }) => g.code)).toEqual(['goods', 'service', 'international']);
    const rate = body.rate as number;
    const goods = Math.ceil((10_000 * rate) / 10_000);
    expect(body.details[0].lines[0]).toMatchObject({ amount_jpy: 10_000, amount_vnd: goods });
    expect(body.payment.first_payment).toBe(goods + Math.max(30_000, Math.ceil(goods * 0.05)));
    expect(body.payment.second_payment).toBe(200_000); // 800 g by air at 250.000 ₫/kg
    expect(body.total_vnd).toBe(body.payment.first_payment + body.payment.second_payment);
    expect(body.chargeable_weight_g).toBe(800);
  });

  it('answers calc_error in Vietnamese for what it cannot price, with the rest priced', async () => {
    const response = await send('POST', '/api/price-service/calc', { ...calcBody, route_code: 'jp-xx', services_extra: ['photos'] });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.calc_error).toBe('Tuyến vận chuyển "JP-XX" không tồn tại.');
    expect(body.message).toBe(body.calc_error);
    expect(body.payment.second_payment).toBe(0);
    expect(body.details.map((g: { code: string }) => g.code)).toEqual(['goods', 'service', 'extras']);
  });

  it('rejects bad input with a Vietnamese message and a 400', async () => {
    const cases: [unknown, string][] = [
      [{}, 'items'],
      [{ items: [] }, 'Vui lòng nhập ít nhất một sản phẩm.'],
      [{ items: [{ price: 1000 }] }, 'Vui lòng chọn sàn hoặc dán link sản phẩm.'],
      [{ items: [{ site_code: 'mercari' }] }, 'Vui lòng nhập giá sản phẩm (yên).'],
      [{ items: [{ site_code: 'mercari', price: -1 }] }, 'Giá không được âm.'],
      [{ items: [{ site_code: 'mercari', price: 1.5 }] }, 'Giá phải là số yên nguyên.'],
      [{ items: [{ site_code: 'mercari', price: 100, qty: 0 }] }, 'Số lượng tối thiểu là 1.'],
      [{ items: [{ site_code: 'mercari', price: 100, weight: -5 }] }, 'Cân nặng không được âm.'],
      [{ items: [{ site_code: 'amazon', price: 100 }] }, ''],
    ];
    for (const [payload, message] of cases) {
      const response = await send('POST', '/api/estimate-price', payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      const body = response.json();
      expect(body).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
      if (message && message !== 'items') expect(body.message).toBe(message);
      expect(body.message).not.toMatch(/invalid|expected|required/i);
    }
    const link = await send('POST', '/api/estimate-price', { items: [{ link: 'https://www.amazon.co.jp/dp/B000' }] });
    expect(link.statusCode).toBe(400);
    expect(link.json()).toMatchObject({ code: 'LINK_UNSUPPORTED', message: 'Link sản phẩm chưa được hỗ trợ hoặc chưa đúng.' });
  });

  it('reads the product when a link or a code is given without a price', async () => {
    const page = await ctx.deps.marketplaces.adapters.mercari.search({ keyword: 'Nintendo' });
    const item = page.items.find((i) => i.priceJpy !== null)!;
    const byCode = await send('POST', '/api/estimate-price', { items: [{ site_code: 'mercari', code: item.code }] });
    expect(byCode.statusCode).toBe(200);
    expect(byCode.json().goods_jpy).toBe(item.priceJpy);
    expect(byCode.json().details[0].lines[0].label).toBe(item.title);
    const byLink = await send('POST', '/api/estimate-price', { items: [{ link: `https://jp.mercari.com/item/${item.code}`, qty: 2 }] });
    expect(byLink.statusCode).toBe(200);
    expect(byLink.json().goods_jpy).toBe(item.priceJpy! * 2);
    const missing = await send('POST', '/api/estimate-price', { items: [{ site_code: 'mercari', code: 'm00000000001' }] });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().code).toBe('ITEM_NOT_FOUND');
  });

  it('gives a VIP customer the service fee discount', async () => {
    const vip = await signupCustomer(ctx.app);
    await credit(ctx.database.db, { userId: vip.userId, amountVnd: 500_000, idempotencyKey: 'pricing-test-fund', purpose: 'bank_transfer', description: 'Nạp tiền thử' });
    const activated = await send('POST', '/api/user/activate/vip', { level: 'gold', months: 1, request_id: 'pricing-vip' }, vip.token);
    expect(activated.statusCode).toBe(200);
    const plain = (await send('POST', '/api/calculate-price', calcBody, customer.token)).json();
    const gold = (await send('POST', '/api/calculate-price', calcBody, vip.token)).json();
    const discount = gold.details.find((g: { code: string }) => g.code === 'discount');
    expect(discount.lines[0]).toMatchObject({ code: 'vip', label: 'Ưu đãi VIP Vàng: giảm 20% phí dịch vụ' });
    expect(gold.payment.first_payment).toBe(plain.payment.first_payment + discount.lines[0].amount_vnd);
  });
});

describe('public lists', () => {
  it('documents every pricing route in the OpenAPI document', async () => {
    const response = await get('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    for (const path of ['/api/price-service/calc', '/api/calculate-price', '/api/estimate-price', '/api/price-list/by-route', '/api/route', '/api/route/{_id}', '/api/route/{id}', '/api/warehouse', '/api/service-extras/user', '/api/price-service/landed-cost/{site}/{code}', '/api/admin/pricing']) {
      expect(paths, path).toContain(path);
    }
  });

  it('GET /api/price-list/by-route: routes with modes and bands, fees, taxes, sizes, extras', async () => {
    const response = await get('/api/price-list/by-route');
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.routes.map((r: { code: string }) => r.code)).toEqual(['JP-HN', 'JP-HCM']);
    const air = data.routes[0].ship_modes[0];
    expect(air).toMatchObject({ code: 'air', name: 'Đường bay', price_per_kg_vnd: 250_000, min_weight_g: 500, volumetric_divisor: 6000 });
    expect(air.bands[0]).toEqual({ weight_g: 500, amount_vnd: 125_000 });
    expect(air.bands[1]).toEqual({ weight_g: 1_000, amount_vnd: 250_000 });
    expect(data.routes[0].warehouse.name).toBe('Kho Hà Nội');
    expect(data.service_fee_tiers.map((t: { fee_bps: number }) => t.fee_bps)).toEqual([500, 400, 300]);
    expect(data.site_taxes).toHaveLength(6);
    expect(data.size_classes.map((s: { code: string }) => s.code)).toEqual(['60', '80', '100', '120', '140', '160']);
    expect(data.size_classes[0].price_vnd).toBe(Math.ceil((800 * data.rate) / 10_000));
    expect(data.extras.map((e: { code: string }) => e.code)).toEqual(['photos', 'inspection', 'bubble_wrap', 'insurance', 'wooden_crate']);
  });

  it('GET /api/warehouse and /api/service-extras/user', async () => {
    const warehouses = (await get('/api/warehouse')).json();
    expect(warehouses.data.map((w: { code: string }) => w.code)).toEqual(['JP', 'HN', 'HCM']);
    const extras = (await get('/api/service-extras/user', customer.token)).json();
    expect(extras.data.find((e: { code: string }) => e.code === 'wooden_crate')).toMatchObject({ charge_type: 'per_parcel', payment_stage: 'second', price_vnd: 150_000, min_vnd: 0 });
  });

  it('GET /api/price-service/landed-cost/{site}/{code}: a range from the product', async () => {
    const page = await ctx.deps.marketplaces.adapters.shopping.search({ keyword: 'バッグ' });
    const item = page.items.find((i) => i.priceJpy !== null)!;
    const response = await get(`/api/price-service/landed-cost/shopping/${encodeURIComponent(item.code)}`);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.item_vnd).toBeGreaterThan(0);
    expect(data.min_vnd).toBeGreaterThan(data.item_vnd);
    expect(data.max_vnd).toBeGreaterThan(data.min_vnd);
    expect(data.lines.map((l: { code: string }) => l.code)).toEqual(['goods', 'japan', 'service', 'international']);
    expect((await get('/api/price-service/landed-cost/mercari/m00000000001')).statusCode).toBe(404);
    expect((await get('/api/price-service/landed-cost/amazon/B01')).statusCode).toBe(400);
  });
});

const routePayload = (over: Record<string, unknown> = {}) => ({
  code: `T-${Math.random().toString(36).slice(2, 8).toUpperCase()}`,
  name: 'Tuyến thử nghiệm',
  description: 'Dùng cho kiểm thử',
  warehouse_id: 'HCM',
  ship_modes: [{ code: 'air', name: 'Bay', price_per_kg_vnd: 200_000, min_weight_g: 1_000, volumetric_divisor: 5_000, lead_days_min: 5, lead_days_max: 9 }],
  ...over,
});

describe('system routes: GET/POST /api/route, PUT /api/route/{_id}, DELETE /api/route/{id}', () => {
  it('lists routes with pagination size 10 and search', async () => {
    const response = await get('/api/route');
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.pagination).toEqual({ page: 1, size: 10, total: 2 });
    expect(body.results[0]).toMatchObject({ code: 'JP-HN', is_default: true, active: true, warehouse: { name: 'Kho Hà Nội' } });
    expect(body.results[0]._id).toMatch(/^[0-9a-f-]{36}$/);
    const searched = (await get(`/api/route?search=${encodeURIComponent('Hồ Chí Minh')}`)).json();
    expect(searched.results.map((r: { code: string }) => r.code)).toEqual(['JP-HCM']);
    expect((await get('/api/route?size=0')).statusCode).toBe(400);
  });

  it('pages through more than ten routes', async () => {
    for (let i = 0; i < 10; i++) {
      const created = await send('POST', '/api/route', routePayload({ code: `PAGE-${i}` }), adminToken);
      expect(created.statusCode).toBe(200);
    }
    const first = (await get('/api/route?search=PAGE')).json();
    expect(first.results).toHaveLength(10);
    expect(first.pagination).toEqual({ page: 1, size: 10, total: 10 });
    const all = (await get('/api/route')).json();
    expect(all.results).toHaveLength(10);
    expect(all.pagination.total).toBe(12);
    const second = (await get('/api/route?page=2')).json();
    expect(second.results).toHaveLength(2);
  });

  it('staff save a route: Lưu thành công, and the calculator uses it at once', async () => {
    const payload = routePayload({ code: 'jp-dn' });
    const response = await send('POST', '/api/route', payload, adminToken);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Lưu thành công', data: { code: 'JP-DN', warehouse: { name: 'Kho TP. Hồ Chí Minh' }, is_default: false } });
    const calc = (await send('POST', '/api/calculate-price', { ...calcBody, route_code: 'JP-DN' })).json();
    // 800 g < minimum 1 kg: 200.000 ₫.
    expect(calc.payment.second_payment).toBe(200_000);

    const updated = await send(
      'PUT',
      `/api/route/${body.data._id}`,
      { ...payload, name: 'Nhật Bản → Đà Nẵng', ship_modes: [...payload.ship_modes, { code: 'sea', name: 'Biển', price_per_kg_vnd: 50_000, lead_days_min: 30, lead_days_max: 40 }] },
      adminToken,
    );
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({ message: 'Lưu thành công', data: { name: 'Nhật Bản → Đà Nẵng' } });
    expect(updated.json().data.ship_modes.map((m: { code: string }) => m.code)).toEqual(['air', 'sea']);
    expect(updated.json().data.ship_modes[1]).toMatchObject({ min_weight_g: 0, volumetric_divisor: 6000 });
  });

  it('moves the default to another route', async () => {
    const created = (await send('POST', '/api/route', routePayload({ is_default: true }), adminToken)).json().data;
    expect(created.is_default).toBe(true);
    const routes = (await get('/api/route?size=100')).json().results as { code: string; is_default: boolean }[];
    expect(routes.filter((r) => r.is_default).map((r) => r.code)).toEqual([created.code]);
    const calc = (await send('POST', '/api/calculate-price', calcBody)).json();
    expect(calc.route_code).toBe(created.code);
    // Back to JP-HN.
    const hn = (await findRoute(ctx.database.db, 'JP-HN'))!;
    const back = await send(
      'PUT',
      `/api/route/${hn.id}`,
      {
        code: hn.code,
        name: hn.name,
        description: hn.description,
        warehouse_id: hn.warehouse.id,
        is_default: true,
        ship_modes: hn.modes.map((m) => ({
          code: m.code,
          name: m.name,
          price_per_kg_vnd: m.pricePerKgVnd,
          min_weight_g: m.minWeightG,
          volumetric_divisor: m.volumetricDivisor,
          lead_days_min: m.leadDaysMin,
          lead_days_max: m.leadDaysMax,
        })),
      },
      adminToken,
    );
    expect(back.statusCode).toBe(200);
    expect((await send('POST', '/api/calculate-price', calcBody)).json().route_code).toBe('JP-HN');
  });

  it("save failures answer 'Lưu thất bại!' with the reason, and change nothing", async () => {
    const before = (await get('/api/route?size=100')).json().pagination.total;
    const cases: [unknown, number, string][] = [
      [routePayload({ code: 'JP-HN' }), 409, 'ROUTE_CODE_TAKEN'],
      [routePayload({ warehouse_id: 'JP' }), 400, 'WAREHOUSE_NOT_FOUND'],
      [routePayload({ warehouse_id: 'NOWHERE' }), 400, 'WAREHOUSE_NOT_FOUND'],
      [routePayload({ ship_modes: [] }), 400, 'VALIDATION_FAILED'],
      [routePayload({ name: '' }), 400, 'VALIDATION_FAILED'],
      [routePayload({ code: 'có dấu' }), 400, 'VALIDATION_FAILED'],
      [routePayload({ ship_modes: [{ code: 'air', name: 'Bay', price_per_kg_vnd: -1, lead_days_min: 1, lead_days_max: 2 }] }), 400, 'VALIDATION_FAILED'],
      [routePayload({ ship_modes: [{ code: 'air', name: 'Bay', price_per_kg_vnd: 1, lead_days_min: 5, lead_days_max: 2 }] }), 400, 'VALIDATION_FAILED'],
      [routePayload({ is_default: true, active: false }), 400, 'ROUTE_DEFAULT_REQUIRED'],
    ];
    for (const [payload, status, code] of cases) {
      const response = await send('POST', '/api/route', payload, adminToken);
      expect(response.statusCode, JSON.stringify(payload)).toBe(status);
      const body = response.json();
      expect(body.code).toBe(code);
      expect(body.message.startsWith('Lưu thất bại!')).toBe(true);
      expect(body.message.length).toBeGreaterThan('Lưu thất bại!'.length);
    }
    expect((await get('/api/route?size=100')).json().pagination.total).toBe(before);

    const hn = (await findRoute(ctx.database.db, 'JP-HN'))!;
    const undefault = await send('PUT', `/api/route/${hn.id}`, routePayload({ code: 'JP-HN', is_default: false }), adminToken);
    expect(undefault.statusCode).toBe(409);
    expect(undefault.json()).toMatchObject({ code: 'ROUTE_DEFAULT_REQUIRED' });
    const missing = await send('PUT', '/api/route/00000000-0000-0000-0000-000000000000', routePayload(), adminToken);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Lưu thất bại! Không tìm thấy tuyến vận chuyển.');
  });

  it('only staff write: 401 without login, 403 for customers', async () => {
    const hn = (await findRoute(ctx.database.db, 'JP-HN'))!;
    for (const [method, url] of [
      ['POST', '/api/route'],
      ['PUT', `/api/route/${hn.id}`],
      ['DELETE', `/api/route/${hn.id}`],
      ['PUT', '/api/admin/pricing'],
    ] as const) {
      const anonymous = await send(method, url, method === 'DELETE' ? undefined : routePayload());
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const forbidden = await send(method, url, method === 'DELETE' ? undefined : routePayload(), customer.token);
      expect(forbidden.statusCode, `${method} ${url}`).toBe(403);
      expect(forbidden.json()).toMatchObject({ success: false, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này.' });
    }
    expect((await get('/api/admin/pricing', customer.token)).statusCode).toBe(403);
  });

  it("deletes a route (kept for old orders); failures answer message 'error'", async () => {
    const created = (await send('POST', '/api/route', routePayload({ code: 'GONE-1' }), adminToken)).json().data;
    const deleted = await send('DELETE', `/api/route/${created._id}`, undefined, adminToken);
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().success).toBe(true);
    expect((await get('/api/route?search=GONE-1')).json().results).toHaveLength(0);
    // Orders priced with it still get their bills.
    expect(await findRoute(ctx.database.db, 'GONE-1')).toMatchObject({ code: 'GONE-1', deleted: true });
    const bill = await shippingCharge(ctx.database.db, { routeCode: 'GONE-1', weightG: 1_500 });
    expect(bill.amountVnd).toBe(300_000);
    // New quotes can't use it, and its code stays taken.
    expect((await send('POST', '/api/calculate-price', { ...calcBody, route_code: 'GONE-1' })).json().calc_error).toContain('không tồn tại');
    expect((await send('POST', '/api/route', routePayload({ code: 'GONE-1' }), adminToken)).json().code).toBe('ROUTE_CODE_TAKEN');

    for (const id of [created._id, '00000000-0000-0000-0000-000000000000', 'JP-HN', 'x'.repeat(65)]) {
      const response = await send('DELETE', `/api/route/${id}`, undefined, adminToken);
      expect(response.statusCode, id).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
      expect(response.json()).toMatchObject({ success: false, message: 'error' });
    }
    expect((await findRoute(ctx.database.db, 'JP-HN'))!.deleted).toBe(false);
  });

  it('customers do not see inactive routes; staff do', async () => {
    const created = (await send('POST', '/api/route', routePayload({ code: 'PAUSED-1', active: false }), adminToken)).json().data;
    expect(created.active).toBe(false);
    expect((await get('/api/route?search=PAUSED-1', customer.token)).json().results).toHaveLength(0);
    expect((await get('/api/route?search=PAUSED-1', adminToken)).json().results).toHaveLength(1);
    const calc = (await send('POST', '/api/calculate-price', { ...calcBody, route_code: 'PAUSED-1' })).json();
    expect(calc.calc_error).toBe('Tuyến vận chuyển "Tuyến thử nghiệm" đang tạm ngừng.');
  });
});

describe('staff: GET/PUT /api/admin/pricing', () => {
  it('reads and replaces the fee schedule; prices follow at once', async () => {
    const current = (await get('/api/admin/pricing', adminToken)).json().data;
    expect(current.service_fee_tiers).toHaveLength(3);
    expect(current.warehouses.map((w: { code: string }) => w.code)).toEqual(['JP', 'HN', 'HCM']);

    const response = await send(
      'PUT',
      '/api/admin/pricing',
      {
        service_fee_tiers: [{ code: 'flat', label: 'Một mức', threshold_vnd: 0, fee_bps: 1_000, min_fee_vnd: 0 }],
        site_taxes: [{ site: 'rakuten', tax_bps: 800 }],
        extras: [...current.extras.filter((e: { code: string }) => e.code !== 'photos'), { code: 'gift_wrap', name: 'Gói quà', charge_type: 'per_order', price_vnd: 25_000, payment_stage: 'first' }],
      },
      adminToken,
    );
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(response.json().message).toBe('Lưu thành công');
    expect(data.service_fee_tiers).toEqual([{ code: 'flat', label: 'Một mức', threshold_vnd: 0, fee_bps: 1_000, min_fee_vnd: 0 }]);
    expect(data.site_taxes.find((t: { site: string }) => t.site === 'rakuten').tax_bps).toBe(800);
    expect(data.extras.find((e: { code: string }) => e.code === 'photos').active).toBe(false);
    expect(data.size_classes).toHaveLength(6); // untouched

    const calc = (
      await send('POST', '/api/calculate-price', {
        items: [{ site_code: 'rakuten', price: 10_000, tax_included: false, domestic_shipping: 0, weight: 500 }],
        services_extra: ['gift_wrap'],
      })
    ).json();
    const japan = calc.details.find((g: { code: string }) => g.code === 'japan');
    expect(japan.lines[0]).toMatchObject({ amount_jpy: 800, label: 'Thuế tiêu dùng Nhật Bản (8%)' });
    const service = calc.details.find((g: { code: string }) => g.code === 'service');
    expect(service.lines[0].label).toBe('Phí dịch vụ mua hộ (10%)');
    expect(calc.details.find((g: { code: string }) => g.code === 'extras').lines[0]).toMatchObject({ code: 'extra:gift_wrap', amount_vnd: 25_000 });
    const photos = (await send('POST', '/api/calculate-price', { ...calcBody, services_extra: ['photos'] })).json();
    expect(photos.calc_error).toBe('Dịch vụ "photos" không tồn tại hoặc đã ngừng cung cấp.');

    // Seeding again keeps staff edits.
    await seedPricing(ctx.database.db);
    expect((await get('/api/admin/pricing', adminToken)).json().data.service_fee_tiers).toHaveLength(1);
  });

  it('rejects an invalid schedule with a Vietnamese message and changes nothing', async () => {
    const before = (await get('/api/admin/pricing', adminToken)).json().data;
    const cases: [unknown, string][] = [
      [{ service_fee_tiers: [] }, 'Cần ít nhất một bậc phí dịch vụ.'],
      [{ service_fee_tiers: [{ code: 'a', threshold_vnd: 100, fee_bps: 100 }] }, 'Cần một bậc phí bắt đầu từ 0 ₫.'],
      [{ service_fee_tiers: [{ code: 'a', threshold_vnd: 0, fee_bps: 10_001 }] }, 'Tỷ lệ tối đa 100%.'],
      [{ extras: [{ code: 'x1', name: 'Bảo hiểm', charge_type: 'percent_goods', payment_stage: 'first' }] }, 'Dịch vụ tính theo % giá hàng cần tỷ lệ phần trăm.'],
      [{ extras: [{ code: 'x2', name: 'Thùng', charge_type: 'per_kg', price_vnd: 1, payment_stage: 'first' }] }, 'Dịch vụ tính theo cân nặng được thu ở lần thanh toán thứ hai.'],
      [{ site_taxes: [{ site: 'mercari', tax_bps: 800 }, { site: 'mercari', tax_bps: 1000 }] }, 'Một sàn xuất hiện hai lần.'],
    ];
    for (const [payload, message] of cases) {
      const response = await send('PUT', '/api/admin/pricing', payload, adminToken);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message });
    }
    expect((await get('/api/admin/pricing', adminToken)).json().data).toEqual(before);
  });
});

describe('module API', () => {
  it('calculatePrice, shippingCharge and landedCostRange agree with the HTTP answers', async () => {
    const b = await calculatePrice(ctx.database.db, { lines: [{ site: 'mercari', priceJpy: 10_000, qty: 1, weightG: 800, domesticShippingJpy: 0 }], discountVnd: 5_000 });
    const http = (await send('POST', '/api/price-service/calc', calcBody)).json();
    expect(b.firstPaymentVnd).toBe(http.payment.first_payment - 5_000);
    expect(b.secondPaymentVnd).toBe(http.payment.second_payment);

    const bill = await shippingCharge(ctx.database.db, { routeCode: 'JP-HN', shipMode: 'sea', weightG: 2_340, lengthCm: 50, widthCm: 40, heightCm: 30, serviceCodes: ['wooden_crate'] });
    // Sea: 60,000 cm³ / 4000 = 15 kg chargeable; 15 × 95.000 ₫; the crate 150.000 ₫ per parcel.
    expect(bill.chargeableWeightG).toBe(15_000);
    expect(bill.amountVnd).toBe(1_425_000 + 150_000);
    expect(bill.lines.map((l) => l.code)).toEqual(['shipping:JP-HN:sea', 'extra:wooden_crate']);
    await expect(shippingCharge(ctx.database.db, { routeCode: 'NOPE', weightG: 100 })).rejects.toMatchObject({ statusCode: 404, code: 'SHIPPING_ROUTE_NOT_FOUND' });
    await expect(shippingCharge(ctx.database.db, { routeCode: 'JP-HN', shipMode: 'rocket', weightG: 100 })).rejects.toMatchObject({ code: 'SHIP_MODE_NOT_FOUND' });

    const range = await landedCostRange(ctx.database.db, { site: 'mercari', priceJpy: 3_000 });
    expect(range.maxVnd).toBeGreaterThan(range.minVnd);
    expect(range.rateScaled).toBe(http.rate);
  });

  it('takes the VIP discounts the fee page publishes off the service fee', async () => {
    await seedVipLevels(ctx.database.db);
    const rules = (await get('/api/price-service/rules')).json().data;
    const levels = (await vipLevels(ctx.database.db)).filter((l) => l.service_fee_discount_bps > 0);
    expect(rules.vip_levels).toEqual(levels.map((l) => ({ name: l.name, service_fee_discount_bps: l.service_fee_discount_bps })));
    const vipText = rules.rules.find((r: { code: string }) => r.code === 'vip').paragraphs.join(' ');
    expect(vipText).toContain('VIP Bạc giảm 10%, VIP Vàng giảm 20%, VIP Kim cương giảm 30%');
  });
});
