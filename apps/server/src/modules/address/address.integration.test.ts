import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** TP. Hồ Chí Minh (79) and two of its wards; Hà Nội (01) and one of its wards. */
const HCMC = '79';
const HANOI = '01';
let hcmcWards: { code: string; name: string }[] = [];
let hanoiWard: { code: string; name: string };

beforeAll(async () => {
  hcmcWards = (await ctx.app.inject({ method: 'GET', url: `/api/utility/ward/${HCMC}` })).json().results;
  hanoiWard = (await ctx.app.inject({ method: 'GET', url: `/api/utility/ward/${HANOI}` })).json().results[0];
});

function addressBody(overrides: Record<string, unknown> = {}) {
  return {
    receiver_name: 'Lê Thị Nhận',
    phone: '0987 654 321',
    province_code: HCMC,
    ward_code: hcmcWards[0]!.code,
    street: '12 Nguyễn Huệ',
    note: 'Giao giờ hành chính',
    ...overrides,
  };
}

async function add(token: string, overrides: Record<string, unknown> = {}) {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/user/address/add', headers: auth(token), payload: addressBody(overrides) });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data as { id: string; is_default: boolean };
}

async function book(token: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/user/address/user', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json() as { default_address: { id: string } | null; results: { id: string; is_default: boolean; street: string }[]; limit: number };
}

async function rowsOf(userToken: string) {
  return (await book(userToken)).results;
}

describe('utility: administrative units (2025, two levels)', () => {
  it('lists Việt Nam and Nhật Bản', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/utility/countries' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toContain('max-age=86400');
    expect(response.json().results).toEqual([
      { code: 'VN', name: 'Việt Nam', phone_code: '+84', has_provinces: true },
      { code: 'JP', name: 'Nhật Bản', phone_code: '+81', has_provinces: false },
    ]);
  });

  it('lists the 34 provinces, and states/VN answers the same', async () => {
    const provinces = (await ctx.app.inject({ method: 'GET', url: '/api/utility/provinces' })).json().results;
    expect(provinces).toHaveLength(34);
    expect(provinces.find((p: { code: string }) => p.code === HCMC)).toEqual({ code: '79', name: 'Thành phố Hồ Chí Minh', type: 'thanh_pho', ward_count: 168 });
    expect(provinces.reduce((sum: number, p: { ward_count: number }) => sum + p.ward_count, 0)).toBe(3321);
    for (const id of ['VN', 'vn']) {
      const states = await ctx.app.inject({ method: 'GET', url: `/api/utility/states/${id}` });
      expect(states.json().results).toEqual(provinces);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/utility/states/JP' })).json().results).toEqual([]);
    const unknown = await ctx.app.inject({ method: 'GET', url: '/api/utility/states/XX' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, code: 'COUNTRY_NOT_FOUND', message: 'Không tìm thấy quốc gia.' });
  });

  it('answers the wards of a province for cities/{id} and ward/{id} alike, and no districts', async () => {
    const ward = (await ctx.app.inject({ method: 'GET', url: `/api/utility/ward/${HCMC}` })).json();
    const cities = (await ctx.app.inject({ method: 'GET', url: `/api/utility/cities/${HCMC}` })).json();
    expect(ward.results).toHaveLength(168);
    expect(cities).toEqual(ward);
    expect(ward.province.name).toBe('Thành phố Hồ Chí Minh');
    expect(ward.results.every((w: { province_code: string }) => w.province_code === HCMC)).toBe(true);
    expect(ward.results.filter((w: { type: string }) => w.type === 'dac_khu').map((w: { name: string }) => w.name)).toEqual(['Đặc khu Côn Đảo']);
    expect(ward.results.find((w: { name: string }) => w.name === 'Phường Bến Thành')).toMatchObject({ type: 'phuong' });

    const district = await ctx.app.inject({ method: 'GET', url: `/api/utility/district/${HCMC}` });
    expect(district.statusCode).toBe(200);
    expect(district.json().results).toEqual([]);
    expect(district.json().note).toMatch(/01\/07\/2025/);
  });

  it('answers 404 for an unknown province on every province endpoint', async () => {
    for (const path of ['ward', 'cities', 'district']) {
      for (const id of ['99', '7', 'abc', '02']) {
        const response = await ctx.app.inject({ method: 'GET', url: `/api/utility/${path}/${id}` });
        expect(response.statusCode, `${path}/${id}`).toBe(404);
        expect(response.json()).toMatchObject({ code: 'PROVINCE_NOT_FOUND', message: 'Tỉnh/thành phố không hợp lệ.' });
      }
    }
  });
});

describe('utility: old address -> new ward', () => {
  it('maps an old ward code', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/utility/address-conversion?old_ward_code=26881' });
    expect(response.statusCode).toBe(200);
    expect(response.json().results).toEqual([
      {
        old: { ward_code: '26881', ward_name: 'Phường 12', district_name: 'Quận Gò Vấp', province_name: 'Thành phố Hồ Chí Minh' },
        province_code: '79',
        province_name: 'Thành phố Hồ Chí Minh',
        ward_code: '26882',
        ward_name: 'Phường An Hội Tây',
      },
    ]);
  });

  it('maps old names, loosely written, and narrows ambiguous names by district', async () => {
    const query = new URLSearchParams({ province: 'tp hcm', district: 'Go Vap', ward: 'phuong 12' });
    const precise = await ctx.app.inject({ method: 'GET', url: `/api/utility/address-conversion?${query}` });
    expect(precise.json().results.map((r: { ward_code: string }) => r.ward_code)).toEqual(['26882']);

    const ambiguous = await ctx.app.inject({ method: 'GET', url: `/api/utility/address-conversion?${new URLSearchParams({ province: 'Hồ Chí Minh', ward: 'Phường 12' })}` });
    expect(ambiguous.json().results.length).toBeGreaterThan(1);

    // A province merged into HCMC, asked by its old name: Bình Dương -> TP. Hồ Chí Minh.
    const merged = await ctx.app.inject({ method: 'GET', url: `/api/utility/address-conversion?${new URLSearchParams({ province: 'Tỉnh Bình Dương', district: 'Thủ Dầu Một', ward: 'Phú Cường' })}` });
    expect(merged.json().results).toEqual([expect.objectContaining({ province_code: '79', ward_name: 'Phường Thủ Dầu Một' })]);
  });

  it('answers 404 when nothing matches and 400 without a ward', async () => {
    const none = await ctx.app.inject({ method: 'GET', url: '/api/utility/address-conversion?ward=Phường%20Không%20Có&province=Hà%20Nội' });
    expect(none.statusCode).toBe(404);
    expect(none.json().code).toBe('ADDRESS_MAPPING_NOT_FOUND');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/utility/address-conversion?old_ward_code=99999' })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/utility/address-conversion?province=Hà%20Nội' })).statusCode).toBe(400);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/utility/address-conversion?old_ward_code=12ab' })).statusCode).toBe(400);
  });
});

describe('address book', () => {
  it('needs login', async () => {
    for (const [method, url] of [
      ['GET', '/api/user/address'],
      ['GET', '/api/user/address/user'],
      ['POST', '/api/user/address/add'],
      ['PUT', '/api/user/address/edit/00000000-0000-4000-8000-000000000000'],
      ['DELETE', '/api/user/address/remove/00000000-0000-4000-8000-000000000000'],
    ] as const) {
      const response = await ctx.app.inject({ method, url, payload: method === 'GET' || method === 'DELETE' ? undefined : addressBody() });
      expect(response.statusCode, url).toBe(401);
    }
  });

  it('adds addresses with names from the official list; the first is the default', async () => {
    const { token } = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/address/add',
      headers: auth(token),
      payload: addressBody({ province_name: 'Tên sai', ward_name: 'Tên sai', legacy_district: ' Quận 1 ', is_default: false }),
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.message).toBe('Lưu địa chỉ thành công');
    expect(body.data).toMatchObject({
      receiver_name: 'Lê Thị Nhận',
      phone: '0987654321',
      province_code: '79',
      province_name: 'Thành phố Hồ Chí Minh',
      ward_code: hcmcWards[0]!.code,
      ward_name: hcmcWards[0]!.name,
      street: '12 Nguyễn Huệ',
      legacy_district: 'Quận 1',
      is_default: true,
      full_address: `12 Nguyễn Huệ, ${hcmcWards[0]!.name}, Thành phố Hồ Chí Minh`,
    });

    const second = await add(token, { ward_code: hcmcWards[1]!.code, street: '5 Lê Lợi' });
    expect(second.is_default).toBe(false);
    const third = await add(token, { province_code: HANOI, ward_code: hanoiWard.code, street: '1 Tràng Tiền', is_default: true });
    expect(third.is_default).toBe(true);

    const { default_address, results, limit } = await book(token);
    expect(limit).toBe(20);
    expect(default_address?.id).toBe(third.id);
    expect(results.map((r) => r.id)).toEqual([third.id, second.id, body.data.id]);
    expect(results.filter((r) => r.is_default)).toHaveLength(1);

    const page = await ctx.app.inject({ method: 'GET', url: '/api/user/address?page=1&size=2', headers: auth(token) });
    expect(page.json().pagination).toEqual({ page: 1, size: 2, total: 3 });
    expect(page.json().results.map((r: { id: string }) => r.id)).toEqual([third.id, second.id]);
    const page2 = await ctx.app.inject({ method: 'GET', url: '/api/user/address?page=2&size=2', headers: auth(token) });
    expect(page2.json().results.map((r: { id: string }) => r.id)).toEqual([body.data.id]);
  });

  it.each([
    [{ province_code: '99' }, 'province_code', 'PROVINCE_NOT_FOUND', 'Tỉnh/thành phố không hợp lệ.'],
    [{ province_code: '7' }, 'province_code', 'VALIDATION_FAILED', 'Tỉnh/thành phố không hợp lệ.'],
    [{ ward_code: '00000' }, 'ward_code', 'WARD_NOT_FOUND', 'Phường/xã không hợp lệ.'],
    [{ province_code: HANOI }, 'ward_code', 'WARD_NOT_IN_PROVINCE', 'Phường/xã không thuộc tỉnh/thành phố đã chọn.'],
    [{ phone: '0123456789' }, 'phone', 'VALIDATION_FAILED', 'Số điện thoại không hợp lệ'],
    [{ receiver_name: '  ' }, 'receiver_name', 'VALIDATION_FAILED', 'Vui lòng nhập tên người nhận.'],
    [{ street: '' }, 'street', 'VALIDATION_FAILED', 'Vui lòng nhập số nhà, tên đường.'],
    [{ street: 'x'.repeat(256) }, 'street', 'VALIDATION_FAILED', 'Vui lòng nhập số nhà, tên đường.'],
    [{ is_default: 'yes' }, 'is_default', 'VALIDATION_FAILED', ''],
  ])('refuses %j and saves nothing', async (overrides, field, code, message) => {
    const { token } = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/address/add', headers: auth(token), payload: addressBody(overrides) });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe(code);
    expect(body.message).toContain(message);
    expect(Object.keys(body.fields ?? {})).toContain(field);
    expect(await rowsOf(token)).toEqual([]);
  });

  it('edits an address; is_default moves the default; the default cannot be switched off by itself', async () => {
    const { token } = await signupCustomer(ctx.app);
    const first = await add(token);
    const second = await add(token, { street: '2 Pasteur' });

    const edited = await ctx.app.inject({
      method: 'PUT',
      url: `/api/user/address/edit/${second.id}`,
      headers: auth(token),
      payload: addressBody({ street: '22 Pasteur', ward_code: hcmcWards[5]!.code, is_default: true }),
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().message).toBe('Cập nhật thành công!');
    expect(edited.json().data).toMatchObject({ street: '22 Pasteur', ward_name: hcmcWards[5]!.name, is_default: true });
    let results = await rowsOf(token);
    expect(results.find((r) => r.id === first.id)?.is_default).toBe(false);

    await ctx.app.inject({ method: 'PUT', url: `/api/user/address/edit/${second.id}`, headers: auth(token), payload: addressBody({ is_default: false }) });
    results = await rowsOf(token);
    expect(results.filter((r) => r.is_default).map((r) => r.id)).toEqual([second.id]);

    // A ward of another province is refused and nothing changes.
    const bad = await ctx.app.inject({ method: 'PUT', url: `/api/user/address/edit/${first.id}`, headers: auth(token), payload: addressBody({ ward_code: hanoiWard.code, street: 'Đổi' }) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('WARD_NOT_IN_PROVINCE');
    expect((await rowsOf(token)).find((r) => r.id === first.id)?.street).toBe('12 Nguyễn Huệ');
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const owner = await signupCustomer(ctx.app);
    const other = await signupCustomer(ctx.app);
    const address = await add(owner.token);
    const before = await rowsOf(owner.token);

    const edit = await ctx.app.inject({ method: 'PUT', url: `/api/user/address/edit/${address.id}`, headers: auth(other.token), payload: addressBody({ street: 'Chiếm đoạt', is_default: true }) });
    expect(edit.statusCode).toBe(404);
    expect(edit.json()).toMatchObject({ success: false, code: 'ADDRESS_NOT_FOUND', message: 'Không tìm thấy địa chỉ.' });
    const remove = await ctx.app.inject({ method: 'DELETE', url: `/api/user/address/remove/${address.id}`, headers: auth(other.token) });
    expect(remove.statusCode).toBe(404);

    expect(await rowsOf(owner.token)).toEqual(before);
    expect(await rowsOf(other.token)).toEqual([]);

    for (const id of ['not-a-uuid', '00000000-0000-4000-8000-000000000000', "1' or '1'='1"]) {
      const response = await ctx.app.inject({ method: 'DELETE', url: `/api/user/address/remove/${encodeURIComponent(id)}`, headers: auth(owner.token) });
      expect(response.statusCode, id).toBe(404);
    }
  });

  it('deleting the default makes the newest remaining address the default', async () => {
    const { token } = await signupCustomer(ctx.app);
    const a = await add(token, { street: 'A' });
    const b = await add(token, { street: 'B' });
    const c = await add(token, { street: 'C' });
    expect(a.is_default).toBe(true);
    const response = await ctx.app.inject({ method: 'DELETE', url: `/api/user/address/remove/${a.id}`, headers: auth(token) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Đã xóa địa chỉ', id: a.id });
    const results = await rowsOf(token);
    expect(results.map((r) => [r.id, r.is_default])).toEqual([
      [c.id, true],
      [b.id, false],
    ]);
    await ctx.app.inject({ method: 'DELETE', url: `/api/user/address/remove/${c.id}`, headers: auth(token) });
    await ctx.app.inject({ method: 'DELETE', url: `/api/user/address/remove/${b.id}`, headers: auth(token) });
    expect((await book(token)).default_address).toBeNull();
  });

  it('keeps exactly one default when two requests set different defaults at once', async () => {
    const { token } = await signupCustomer(ctx.app);
    const ids = [(await add(token)).id, (await add(token)).id, (await add(token)).id];
    for (let round = 0; round < 3; round += 1) {
      const responses = await Promise.all(
        ids.map((id) => ctx.app.inject({ method: 'PUT', url: `/api/user/address/edit/${id}`, headers: auth(token), payload: addressBody({ is_default: true }) })),
      );
      expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200]);
      const defaults = (await rowsOf(token)).filter((r) => r.is_default);
      expect(defaults).toHaveLength(1);
    }
    // Concurrent adds with is_default: still one default.
    await Promise.all([1, 2, 3].map(() => ctx.app.inject({ method: 'POST', url: '/api/user/address/add', headers: auth(token), payload: addressBody({ is_default: true }) })));
    expect((await rowsOf(token)).filter((r) => r.is_default)).toHaveLength(1);
  });

  it('stops at 20 addresses, also when adds race', async () => {
    const { token } = await signupCustomer(ctx.app);
    for (let i = 0; i < 18; i += 1) await add(token, { street: `Số ${i}` });
    const responses = await Promise.all([1, 2, 3, 4].map((i) => ctx.app.inject({ method: 'POST', url: '/api/user/address/add', headers: auth(token), payload: addressBody({ street: `Đua ${i}` }) })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 409, 409]);
    const refused = responses.find((r) => r.statusCode === 409)!;
    expect(refused.json()).toMatchObject({ code: 'ADDRESS_LIMIT_REACHED', message: 'Bạn chỉ lưu được tối đa 20 địa chỉ. Vui lòng xóa bớt địa chỉ cũ.' });
    expect(await rowsOf(token)).toHaveLength(20);
    const page = await ctx.app.inject({ method: 'GET', url: '/api/user/address?size=50', headers: auth(token) });
    expect(page.statusCode).toBe(400);
  });
});
