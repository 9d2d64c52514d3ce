import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { todayInVietnam } from '@kaimono/contracts';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { notificationPreferences } from './index.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function profileOf(token: string) {
  const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth(token) });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/** Uploads a small PNG as the customer would for an avatar; answers its URL. */
async function uploadImage(token: string, folder = 'avatar'): Promise<string> {
  const png = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#c0392b' } }).png().toBuffer();
  const boundary = `----kaimono${Math.random().toString(16).slice(2)}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="folder"\r\n\r\n${folder}\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="anh.png"\r\nContent-Type: image/png\r\n\r\n`),
    png,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/upload/file/user',
    headers: { ...auth(token), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data.url;
}

async function putProfile(token: string, payload: unknown) {
  return ctx.app.inject({ method: 'PUT', url: '/api/user/profile', headers: auth(token), payload: payload as Record<string, unknown> });
}

describe('GET/PUT /api/user/profile', () => {
  it('needs login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user/profile' })).statusCode).toBe(401);
    const put = await ctx.app.inject({ method: 'PUT', url: '/api/user/profile', payload: { full_name: 'X' } });
    expect(put.statusCode).toBe(401);
    expect(put.json().code).toBe('UNAUTHENTICATED');
  });

  it('shows the User of spec §3 and says the phone is changed with an OTP flow', async () => {
    const { token, phone, data } = await signupCustomer(ctx.app, { full_name: 'Trần Hồ Sơ' });
    const response = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth(token) });
    expect(response.json()).toMatchObject({
      success: true,
      data: { full_name: 'Trần Hồ Sơ', phone, customer_no: data.customer_no, avatar: null, birthdate: null, email: null },
      phone_change: expect.stringMatching(/^(otp|unavailable)$/),
    });
  });

  it('saves full name, avatar, birthdate and email with "Cập nhật thành công!"', async () => {
    const { token } = await signupCustomer(ctx.app);
    const avatar = await uploadImage(token);
    expect(avatar).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    const response = await putProfile(token, {
      full_name: '  Nguyễn Thị Cập Nhật ',
      avatar,
      birthdate: '1995-04-12',
      email: 'Cap.Nhat@Example.com',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      success: true,
      message: 'Cập nhật thành công!',
      data: { full_name: 'Nguyễn Thị Cập Nhật', avatar, birthdate: '1995-04-12', email: 'cap.nhat@example.com' },
    });
    // The session answers the same user.
    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: auth(token) });
    expect(session.json().data).toMatchObject({ full_name: 'Nguyễn Thị Cập Nhật', birthdate: '1995-04-12', email: 'cap.nhat@example.com' });
  });

  it('changes only the fields sent; null clears avatar, birthdate and email', async () => {
    const { token } = await signupCustomer(ctx.app, { full_name: 'Giữ Nguyên', email: 'giu.nguyen@example.com' });
    await putProfile(token, { birthdate: '1990-01-31', avatar: await uploadImage(token) });
    expect(await profileOf(token)).toMatchObject({ full_name: 'Giữ Nguyên', email: 'giu.nguyen@example.com', birthdate: '1990-01-31' });
    const cleared = await putProfile(token, { avatar: null, birthdate: null, email: '' });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().data).toMatchObject({ full_name: 'Giữ Nguyên', avatar: null, birthdate: null, email: null });
    const empty = await putProfile(token, {});
    expect(empty.statusCode).toBe(200);
  });

  const tomorrow = (() => {
    const d = new Date(`${todayInVietnam()}T00:00:00Z`);
    d.setUTCDate(d.getUTCDate() + 1);
    return d.toISOString().slice(0, 10);
  })();

  it.each([
    [{ birthdate: '2099-01-01' }, 'birthdate', 'Ngày sinh phải là một ngày trong quá khứ.'],
    [{ birthdate: tomorrow }, 'birthdate', 'Ngày sinh phải là một ngày trong quá khứ.'],
    [{ birthdate: todayInVietnam() }, 'birthdate', 'Ngày sinh phải là một ngày trong quá khứ.'],
    [{ birthdate: '2023-02-30' }, 'birthdate', 'Ngày sinh không hợp lệ. Vui lòng nhập ngày theo dạng ngày/tháng/năm.'],
    [{ birthdate: '1995-13-01' }, 'birthdate', 'Ngày sinh không hợp lệ. Vui lòng nhập ngày theo dạng ngày/tháng/năm.'],
    [{ birthdate: '12/04/1995' }, 'birthdate', 'Ngày sinh không hợp lệ. Vui lòng nhập ngày theo dạng ngày/tháng/năm.'],
    [{ birthdate: 19950412 }, 'birthdate', 'Ngày sinh không hợp lệ. Vui lòng nhập ngày theo dạng ngày/tháng/năm.'],
    [{ birthdate: '2020-06-01' }, 'birthdate', 'Ngày sinh không hợp lệ: tuổi phải từ 13 đến 120.'],
    [{ birthdate: '1880-06-01' }, 'birthdate', 'Ngày sinh không hợp lệ: tuổi phải từ 13 đến 120.'],
    [{ full_name: '   ' }, 'full_name', 'Vui lòng nhập họ và tên.'],
    [{ email: 'khong-phai-email' }, 'email', 'Địa chỉ email không hợp lệ.'],
    [{ avatar: 'javascript:alert(1)' }, 'avatar', 'Ảnh đại diện không hợp lệ.'],
    [{ avatar: '//evil.example/a.png' }, 'avatar', 'Ảnh đại diện không hợp lệ.'],
    [{ avatar: 'http://insecure.example/a.png' }, 'avatar', 'Ảnh đại diện không hợp lệ.'],
  ])('refuses %j with "Lưu thất bại!" and the reason in fields, changing nothing', async (payload, field, reason) => {
    const { token } = await signupCustomer(ctx.app, { full_name: 'Không Đổi', email: `khong.doi.${Math.random().toString(36).slice(2)}@example.com` });
    const before = await profileOf(token);
    const response = await putProfile(token, { full_name: 'Tên Mới', ...payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: 'Lưu thất bại!' });
    expect(response.json().fields[field]).toContain(reason);
    expect(await profileOf(token)).toEqual(before);
  });

  it('refuses malformed JSON with "Lưu thất bại!"', async () => {
    const { token } = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...auth(token), 'content-type': 'application/json' },
      payload: '{"full_name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'MALFORMED_JSON', message: 'Lưu thất bại!' });
  });

  it("refuses an avatar that is not the customer's own uploaded image", async () => {
    const owner = await signupCustomer(ctx.app);
    const other = await signupCustomer(ctx.app);
    const ownersImage = await uploadImage(owner.token);
    for (const avatar of [ownersImage, '/api/files/00000000-0000-4000-8000-000000000000', '/uploads/someone.png', 'https://cdn.example.com/a.png']) {
      const response = await putProfile(other.token, { avatar });
      expect(response.statusCode, avatar).toBe(400);
      expect(response.json()).toMatchObject({ code: 'AVATAR_INVALID', message: 'Lưu thất bại!', fields: { avatar: 'Ảnh đại diện không hợp lệ.' } });
    }
    expect((await profileOf(other.token)).avatar).toBeNull();
    // Any image of the customer's own is accepted (best from folder=avatar, which is public).
    const mine = await uploadImage(other.token, 'user');
    const own = await putProfile(other.token, { avatar: mine });
    expect(own.json().data.avatar).toBe(mine);
  });

  it("refuses another customer's email", async () => {
    await signupCustomer(ctx.app, { email: 'da.co@example.com' });
    const { token } = await signupCustomer(ctx.app);
    const response = await putProfile(token, { email: 'DA.CO@example.com' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'EMAIL_TAKEN', message: 'Lưu thất bại!', fields: { email: 'Email này đã được đăng ký.' } });
  });

  it('keeps the phone: the same number is accepted, another one needs an OTP', async () => {
    const { token, phone } = await signupCustomer(ctx.app);
    expect((await putProfile(token, { phone: `+84${phone.slice(1)}`, full_name: 'Cùng Số' })).statusCode).toBe(200);
    const response = await putProfile(token, { phone: '0939999999', full_name: 'Đổi Số' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PHONE_CHANGE_NEEDS_OTP', message: 'Lưu thất bại!' });
    expect(await profileOf(token)).toMatchObject({ phone, full_name: 'Cùng Số' });
    const invalid = await putProfile(token, { phone: '12345' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fields.phone).toContain('Số điện thoại không hợp lệ');
  });
});

describe('GET/POST /api/user-setting', () => {
  it('answers the defaults, then saves only the keys sent', async () => {
    const { token } = await signupCustomer(ctx.app);
    const initial = await ctx.app.inject({ method: 'GET', url: '/api/user-setting', headers: auth(token) });
    expect(initial.json()).toEqual({
      success: true,
      settings: { language: 'vi', currency_display: 'both', default_site: 'auction', auto_translate: 'auto', default_route: null, marketing_opt_in: false },
    });
    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user-setting',
      headers: auth(token),
      payload: { settings: { currency_display: 'vnd', default_site: 'mercari', marketing_opt_in: true } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ success: true, message: 'Cập nhật thành công!', settings: { currency_display: 'vnd', default_site: 'mercari', marketing_opt_in: true, auto_translate: 'auto' } });
    await ctx.app.inject({ method: 'POST', url: '/api/user-setting', headers: auth(token), payload: { settings: { auto_translate: 'off', default_route: 'JP-VN-AIR' } } });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user-setting', headers: auth(token) });
    expect(after.json().settings).toEqual({ language: 'vi', currency_display: 'vnd', default_site: 'mercari', auto_translate: 'off', default_route: 'JP-VN-AIR', marketing_opt_in: true });
  });

  it.each([
    [{ settings: { language: 'en' } }],
    [{ settings: { currency_display: 'usd' } }],
    [{ settings: { default_site: 'amazon' } }],
    [{ settings: { marketing_opt_in: 'yes' } }],
    [{ settings: { theme: 'dark' } }],
    [{ settings: { default_route: 'a b' } }],
    [{ currency_display: 'vnd' }],
    [{ settings: 'vnd' }],
  ])('refuses %j with "Cập nhật không thành công!" and keeps the settings', async (payload) => {
    const { token } = await signupCustomer(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/user-setting', headers: auth(token), payload: { settings: { currency_display: 'jpy' } } });
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user-setting', headers: auth(token), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Cập nhật không thành công!' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user-setting', headers: auth(token) });
    expect(after.json().settings.currency_display).toBe('jpy');
  });

  it('merges concurrent saves of different keys', async () => {
    const { token } = await signupCustomer(ctx.app);
    await Promise.all([
      ctx.app.inject({ method: 'POST', url: '/api/user-setting', headers: auth(token), payload: { settings: { currency_display: 'jpy' } } }),
      ctx.app.inject({ method: 'POST', url: '/api/user-setting', headers: auth(token), payload: { settings: { default_site: 'rakuten' } } }),
      ctx.app.inject({ method: 'POST', url: '/api/user-setting', headers: auth(token), payload: { settings: { marketing_opt_in: true } } }),
    ]);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user-setting', headers: auth(token) });
    expect(after.json().settings).toMatchObject({ currency_display: 'jpy', default_site: 'rakuten', marketing_opt_in: true });
  });

  it('needs login', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/user-setting' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/user-setting', payload: { settings: {} } })).statusCode).toBe(401);
  });
});

describe('GET/POST /api/user/notification', () => {
  it('answers the defaults with the locked cells, and saves per category and channel', async () => {
    const { token } = await signupCustomer(ctx.app);
    const initial = await ctx.app.inject({ method: 'GET', url: '/api/user/notification', headers: auth(token) });
    expect(initial.statusCode).toBe(200);
    expect(initial.json().locked).toEqual(['orders.in_app', 'bills.in_app', 'wallet.in_app']);
    expect(initial.json().settings.promotions).toEqual({ in_app: true, email: false, push: false, zalo: false, sms: false });
    expect(Object.keys(initial.json().settings)).toEqual(['orders', 'bills', 'bids', 'wallet', 'promotions', 'complaints', 'saved_search', 'watch']);

    const saved = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/notification',
      headers: auth(token),
      payload: { settings: { bids: { email: false, sms: true }, promotions: { in_app: false }, orders: { in_app: false, sms: true } } },
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toBe('Cập nhật thành công!');
    expect(saved.json().settings).toMatchObject({
      bids: { in_app: true, email: false, push: true, zalo: false, sms: true },
      promotions: { in_app: false, email: false, push: false, zalo: false, sms: false },
      // in_app of orders is locked on.
      orders: { in_app: true, email: true, push: true, zalo: false, sms: true },
    });

    // What the notifications module reads.
    const me = await ctx.app.inject({ method: 'GET', url: '/api/user/profile', headers: auth(token) });
    const preferences = await notificationPreferences(ctx.database.db, me.json().data.id);
    expect(preferences).toEqual(saved.json().settings);
  });

  it.each([
    [{ settings: { orders: { fax: true } } }],
    [{ settings: {}, quiet_hours: { enabled: true, start: '22:00' } }],
    [{ settings: { shipping: { email: true } } }],
    [{ settings: { bids: { email: 'no' } } }],
    [{ settings: { bids: true } }],
    [{ bids: { email: false } }],
  ])('refuses %j with "Cập nhật không thành công!"', async (payload) => {
    const { token } = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/user/notification', headers: auth(token), payload });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message: 'Cập nhật không thành công!' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/user/notification', headers: auth(token) });
    expect(after.json().settings.bids).toEqual({ in_app: true, email: true, push: true, zalo: false, sms: false });
  });

  it('gives defaults for a customer who never saved', async () => {
    const preferences = await notificationPreferences(ctx.database.db, '00000000-0000-4000-8000-000000000000');
    expect(preferences.orders).toEqual({ in_app: true, email: true, push: true, zalo: false, sms: false });
  });
});
