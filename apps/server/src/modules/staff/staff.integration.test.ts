import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from '../account/index.ts';

let ctx: TestContext;
let adminToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  const phone = uniquePhone();
  await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
  const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'Nui-Phu-Si-2026!' } });
  adminToken = login.json().access.token;
});
afterAll(async () => {
  await ctx.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function myStaff(token: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/user/sales-staff', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

async function customerId(token: string): Promise<string> {
  return (await ctx.app.inject({ method: 'GET', url: '/api/session', headers: auth(token) })).json().data.id;
}

describe('sales staff of a customer', () => {
  it('has the two seeded sales staff with phone and Zalo', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/admin/sales-staff', headers: auth(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json().results.map((s: { code: string; full_name: string; phone: string; zalo: string }) => [s.code, s.full_name, s.phone, s.zalo])).toEqual([
      ['NV01', 'Nguyễn Thị Mai', '0909000101', '0909000101'],
      ['NV02', 'Trần Minh Khoa', '0938000202', '0938000202'],
    ]);
  });

  it('assigns one automatically, spreading customers over the staff, and keeps it', async () => {
    const a = await signupCustomer(ctx.app);
    const b = await signupCustomer(ctx.app);
    const staffA = (await myStaff(a.token)).staff;
    const staffB = (await myStaff(b.token)).staff;
    expect(staffA).toMatchObject({ full_name: expect.any(String), phone: expect.stringMatching(/^0\d{9}$/), zalo: expect.any(String) });
    expect(staffB.id).not.toBe(staffA.id);
    expect((await myStaff(a.token)).staff.id).toBe(staffA.id);
  });

  it('gives one assignment when the first visits race', async () => {
    const { token } = await signupCustomer(ctx.app);
    const answers = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ method: 'GET', url: '/api/user/sales-staff', headers: auth(token) })));
    const ids = new Set(answers.map((r) => r.json().data.staff.id));
    expect(ids.size).toBe(1);
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from customer_sales_staff where user_id = $1', [await customerId(token)]);
    expect(rows[0]!.n).toBe(1);
  });

  it('needs login', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/sales-staff'],
      ['POST', '/api/user/request-change-sale'],
      ['POST', '/api/user/rate-staff'],
      ['GET', '/api/user/batch-restrictions'],
    ] as const) {
      expect((await ctx.app.inject({ method, url, payload: method === 'POST' ? {} : undefined })).statusCode, url).toBe(401);
    }
  });
});

describe('POST /api/user/request-change-sale', () => {
  it('records one open request at a time', async () => {
    const { token } = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/request-change-sale', headers: auth(token), payload: { reason: '  Nhân viên trả lời chậm ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: expect.stringContaining('Đã gửi yêu cầu'), data: { reason: 'Nhân viên trả lời chậm', status: 'open' } });
    expect((await myStaff(token)).open_change_request).toMatchObject({ status: 'open' });

    const again = await ctx.app.inject({ method: 'POST', url: '/api/user/request-change-sale', headers: auth(token), payload: { reason: 'Lần nữa nhé' } });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'SALES_CHANGE_REQUEST_OPEN', message: 'Bạn đã có một yêu cầu đổi nhân viên đang chờ xử lý.' });
  });

  it('keeps one open request when two are sent at once', async () => {
    const { token } = await signupCustomer(ctx.app);
    const responses = await Promise.all([1, 2, 3].map((i) => ctx.app.inject({ method: 'POST', url: '/api/user/request-change-sale', headers: auth(token), payload: { reason: `Lý do số ${i}` } })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it.each([[{}], [{ reason: '' }], [{ reason: 'ngắn' }], [{ reason: 'x'.repeat(501) }], [{ reason: 42 }]])('refuses %j', async (payload) => {
    const { token } = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/request-change-sale', headers: auth(token), payload });
    expect(response.statusCode).toBe(400);
    expect((await myStaff(token)).open_change_request).toBeNull();
  });
});

describe('POST /api/user/rate-staff', () => {
  it('rates the assigned staff; rating again replaces it', async () => {
    const { token } = await signupCustomer(ctx.app);
    const staff = (await myStaff(token)).staff;
    const first = await ctx.app.inject({ method: 'POST', url: '/api/user/rate-staff', headers: auth(token), payload: { rating: 4, comment: 'Nhiệt tình' } });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Cảm ơn bạn đã đánh giá!', data: { staff_id: staff.id, rating: 4, comment: 'Nhiệt tình' } });
    const second = await ctx.app.inject({ method: 'POST', url: '/api/user/rate-staff', headers: auth(token), payload: { staff_id: staff.id, rating: 5 } });
    expect(second.json().data).toMatchObject({ rating: 5, comment: null });
    expect((await myStaff(token)).my_rating).toMatchObject({ staff_id: staff.id, rating: 5 });
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from staff_ratings where user_id = $1', [await customerId(token)]);
    expect(rows[0]!.n).toBe(1);
  });

  it("refuses to rate someone else's staff, an unknown staff and out-of-range ratings", async () => {
    const { token } = await signupCustomer(ctx.app);
    const mine = (await myStaff(token)).staff;
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/sales-staff', headers: auth(adminToken) })).json().results;
    const other = list.find((s: { id: string }) => s.id !== mine.id);
    const notMine = await ctx.app.inject({ method: 'POST', url: '/api/user/rate-staff', headers: auth(token), payload: { staff_id: other.id, rating: 1 } });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().code).toBe('STAFF_NOT_ASSIGNED');
    for (const staff_id of ['00000000-0000-4000-8000-000000000000', 'khong-co']) {
      const unknown = await ctx.app.inject({ method: 'POST', url: '/api/user/rate-staff', headers: auth(token), payload: { staff_id, rating: 3 } });
      expect(unknown.statusCode).toBe(404);
    }
    for (const rating of [0, 6, 3.5, '5', null]) {
      const bad = await ctx.app.inject({ method: 'POST', url: '/api/user/rate-staff', headers: auth(token), payload: { rating } });
      expect(bad.statusCode, String(rating)).toBe(400);
      expect(bad.json().message).toBe('Vui lòng chọn số sao từ 1 đến 5.');
    }
    expect((await myStaff(token)).my_rating).toBeNull();
  });
});

describe('GET /api/user/batch-restrictions', () => {
  it('answers the limits of the customer level and every level', async () => {
    const { token } = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/batch-restrictions', headers: auth(token) });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.level).toEqual({ code: 'standard', name: 'Thành viên' });
    expect(data.limits).toEqual({ max_items_per_order: 20, max_quantity_per_item: 10, max_open_bids: 5, max_bid_vnd: 20_000_000, max_cart_items: 100, max_addresses: 20 });
    expect(data.levels.map((l: { code: string }) => l.code)).toEqual(['standard', 'silver', 'gold', 'diamond']);
    // Higher levels never allow less.
    for (let i = 1; i < data.levels.length; i += 1) {
      for (const key of Object.keys(data.limits)) expect(data.levels[i].limits[key]).toBeGreaterThanOrEqual(data.levels[i - 1].limits[key]);
    }
    // max_open_bids is the VIP level's perk (one source, the one bidding enforces).
    expect(data.levels.map((l: { limits: { max_open_bids: number } }) => l.limits.max_open_bids)).toEqual([5, 15, 30, 60]);
    const vip = (await ctx.app.inject({ method: 'GET', url: '/api/level-vips' })).json().results as Array<{ code: string; max_open_bids: number }>;
    for (const level of data.levels) expect(level.limits.max_open_bids).toBe(vip.find((v) => v.code === level.code)!.max_open_bids);
  });
});

describe('PUT /api/admin/customers/{id}/sales-staff', () => {
  it('assigns a staff member and closes the open change request', async () => {
    const { token } = await signupCustomer(ctx.app);
    const before = (await myStaff(token)).staff;
    await ctx.app.inject({ method: 'POST', url: '/api/user/request-change-sale', headers: auth(token), payload: { reason: 'Muốn đổi người khác' } });
    const list = (await ctx.app.inject({ method: 'GET', url: '/api/admin/sales-staff', headers: auth(adminToken) })).json().results;
    const other = list.find((s: { id: string }) => s.id !== before.id);
    const id = await customerId(token);
    const response = await ctx.app.inject({ method: 'PUT', url: `/api/admin/customers/${id}/sales-staff`, headers: auth(adminToken), payload: { staff_id: other.id } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, message: 'Cập nhật thành công!', data: { customer_id: id, staff: { id: other.id }, resolved_requests: 1 } });
    const after = await myStaff(token);
    expect(after.staff.id).toBe(other.id);
    expect(after.open_change_request).toBeNull();
    // A new request is possible again.
    const again = await ctx.app.inject({ method: 'POST', url: '/api/user/request-change-sale', headers: auth(token), payload: { reason: 'Lại muốn đổi' } });
    expect(again.statusCode).toBe(200);
  });

  it('is for admins only and checks the customer and the staff', async () => {
    const { token } = await signupCustomer(ctx.app);
    const id = await customerId(token);
    const staff = (await myStaff(token)).staff;
    const asCustomer = await ctx.app.inject({ method: 'PUT', url: `/api/admin/customers/${id}/sales-staff`, headers: auth(token), payload: { staff_id: staff.id } });
    expect(asCustomer.statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/sales-staff', headers: auth(token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/customers/${id}/sales-staff`, payload: { staff_id: staff.id } })).statusCode).toBe(401);

    const unknownCustomer = await ctx.app.inject({ method: 'PUT', url: '/api/admin/customers/00000000-0000-4000-8000-000000000000/sales-staff', headers: auth(adminToken), payload: { staff_id: staff.id } });
    expect(unknownCustomer.statusCode).toBe(404);
    expect(unknownCustomer.json().code).toBe('CUSTOMER_NOT_FOUND');
    const unknownStaff = await ctx.app.inject({ method: 'PUT', url: `/api/admin/customers/${id}/sales-staff`, headers: auth(adminToken), payload: { staff_id: 'nope' } });
    expect(unknownStaff.statusCode).toBe(404);
    expect(unknownStaff.json().code).toBe('STAFF_NOT_FOUND');
    expect((await ctx.app.inject({ method: 'PUT', url: `/api/admin/customers/${id}/sales-staff`, headers: auth(adminToken), payload: {} })).statusCode).toBe(400);
    expect((await myStaff(token)).staff.id).toBe(staff.id);
  });
});

describe('OpenAPI', () => {
  it('documents the profile, address, utility and staff paths', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/user/profile',
        '/api/user-setting',
        '/api/user/notification',
        '/api/user/address',
        '/api/user/address/user',
        '/api/user/address/add',
        '/api/user/address/edit/{id}',
        '/api/user/address/remove/{id}',
        '/api/utility/countries',
        '/api/utility/provinces',
        '/api/utility/states/{id}',
        '/api/utility/district/{id}',
        '/api/utility/cities/{id}',
        '/api/utility/ward/{id}',
        '/api/utility/address-conversion',
        '/api/user/sales-staff',
        '/api/user/request-change-sale',
        '/api/user/rate-staff',
        '/api/user/batch-restrictions',
        '/api/admin/sales-staff',
        '/api/admin/customers/{id}/sales-staff',
      ]),
    );
    expect(doc.paths['/api/utility/district/{id}'].get.summary).toMatch(/cấp huyện đã bỏ/);
  });
});
