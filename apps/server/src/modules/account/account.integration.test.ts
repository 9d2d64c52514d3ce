import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { createAdmin } from './account.service.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
});

async function countUsers() {
  const { rows } = await ctx.database.executeSql('select count(*)::int as n from users', []);
  return rows[0]!.n as number;
}

describe('POST /api/signup', () => {
  it('creates a customer and returns a customer number and a token', async () => {
    const phone = uniquePhone();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { phone: `+84 ${phone.slice(1, 4)} ${phone.slice(4)}`, password: 'Ca-phe-sua-da-88', full_name: '  Lê Văn A ', email: 'A@Example.com' },
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Đăng ký tài khoản thành công' });
    expect(body.data.customer_no).toMatch(/^KM\d{6,}$/);
    expect(response.cookies.find((c) => c.name === 'kaimono_token')?.httpOnly).toBe(true);

    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${body.token}` } });
    expect(session.statusCode).toBe(200);
    expect(session.json().data).toMatchObject({ phone, full_name: 'Lê Văn A', email: 'a@example.com', customer_no: body.data.customer_no, role: 'customer', avatar: null, birthdate: null });
    expect(session.json().data).not.toHaveProperty('password_hash');
  });

  it('refuses a phone number that is already registered, in any notation', async () => {
    const { phone } = await signupCustomer(ctx.app);
    const before = await countUsers();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { phone: `84${phone.slice(1)}`, password: 'Ca-phe-sua-da-88', full_name: 'Người khác' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: 'PHONE_TAKEN', message: 'Số điện thoại này đã được đăng ký.' });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ phone: '0123456789', password: 'Ca-phe-sua-da-88', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
    [{ phone: '0951234567', password: 'Ca-phe-sua-da-88', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
    [{ phone: '0912345670', password: 'short1', full_name: 'A' }, 'PASSWORD_TOO_WEAK', 'Mật khẩu phải có ít nhất 8 ký tự'],
    [{ phone: '0912345670', password: 'onlyletters', full_name: 'A' }, 'PASSWORD_TOO_WEAK', 'Mật khẩu phải có ít nhất 8 ký tự'],
    [{ phone: '0912345670', password: 'Ca-phe-sua-da-88', full_name: '   ' }, 'FULL_NAME_REQUIRED', 'Vui lòng nhập họ và tên'],
    [{ phone: '0912345670', password: 'Ca-phe-sua-da-88', full_name: 'A', email: 'not-an-email' }, 'EMAIL_INVALID', 'Địa chỉ email không hợp lệ'],
    [{ phone: 912345670, password: 'Ca-phe-sua-da-88', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
    [{ password: 'Ca-phe-sua-da-88', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
  ])('rejects bad input %j with a Vietnamese message and writes nothing', async (payload, _field, message) => {
    const before = await countUsers();
    const response = await ctx.app.inject({ method: 'POST', url: '/api/signup', payload });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.success).toBe(false);
    expect(body.code).toBe('VALIDATION_FAILED');
    expect(body.message).toContain(message);
    expect(await countUsers()).toBe(before);
  });

  it('gives one account when the same phone signs up twice at once', async () => {
    const phone = uniquePhone();
    const payload = { phone, password: 'Ca-phe-sua-da-88', full_name: 'Song song' };
    const responses = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ method: 'POST', url: '/api/signup', payload })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from users where phone = $1', [phone]);
    expect(rows[0]!.n).toBe(1);
  });
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('POST /api/login', () => {
  it('logs in by phone or email and answers access.token, next and the spec message', async () => {
    const { phone, password } = await signupCustomer(ctx.app, { email: 'login.test@example.com' });
    for (const username of [phone, `+84${phone.slice(1)}`, 'LOGIN.test@example.com']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password, next: '/account/wallet' } });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.message).toBe('Đăng nhập thành công');
      expect(body.next).toBe('/account/wallet');
      const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${body.access.token}` } });
      expect(session.json().data.phone).toBe(phone);
    }
  });

  it('never redirects to another site after login', async () => {
    const { phone, password } = await signupCustomer(ctx.app);
    for (const next of ['https://evil.example/', '//evil.example', '/\\evil.example']) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password, next } });
      expect(response.json().next).toBe('/account/dashboard');
    }
  });

  it('answers "Lỗi đăng nhập" for a wrong password or an unknown user', async () => {
    const { phone } = await signupCustomer(ctx.app);
    for (const payload of [{ username: phone, password: 'sai-mat-khau1' }, { username: uniquePhone(), password: 'Ca-phe-sua-da-88' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: 'LOGIN_FAILED', message: 'Lỗi đăng nhập' });
    }
  });

  const login = (username: string, password: string, address: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress: address });

  it('delays an address after five wrong passwords, while the owner logs in from another address', async () => {
    const { phone, password } = await signupCustomer(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      expect((await login(phone, `wrong${i}abc`, '198.51.100.7')).statusCode).toBe(401);
    }
    const locked = await login(phone, password, '198.51.100.7');
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
    expect(locked.json().message).toMatch(/^Bạn đã nhập sai quá nhiều lần\. Vui lòng thử lại sau \d+ giây\.$/);
    const retryAfter = Number(locked.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(30);

    // The owner, elsewhere, is not held up by someone else's failures.
    const owner = await login(phone, password, '203.0.113.20');
    expect(owner.statusCode).toBe(200);
    // … and logging in there does not lift the delay of the other address.
    expect((await login(phone, password, '198.51.100.7')).statusCode).toBe(429);
  });

  it('doubles the delay with each further failure, up to 15 minutes', async () => {
    const { phone } = await signupCustomer(ctx.app);
    const address = '198.51.100.8';
    for (let i = 0; i < 5; i += 1) await login(phone, `wrong${i}abc`, address);
    const delays: number[] = [];
    for (let round = 0; round < 8; round += 1) {
      const refused = await login(phone, 'wrong-again-1', address);
      expect(refused.statusCode).toBe(429);
      delays.push(Number(refused.headers['retry-after']));
      // The delay runs out (moved into the past), then one more failure.
      await ctx.database.executeSql(`update login_failures set locked_until = now() - interval '1 second' where username = $1 and address = $2`, [phone, address]);
      expect((await login(phone, 'wrong-again-1', address)).statusCode).toBe(401);
    }
    // 30 s, 60 s, 120 s … capped at 900 s (a second's slack for the clock).
    const expected = [30, 60, 120, 240, 480, 900, 900, 900];
    delays.forEach((delay, i) => {
      expect(delay).toBeLessThanOrEqual(expected[i]!);
      expect(delay).toBeGreaterThanOrEqual(expected[i]! - 2);
    });
  });

  it('locks staff accounts per address too: an admin is not locked out by a stranger', async () => {
    const phone = uniquePhone();
    await createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!');
    for (let i = 0; i < 6; i += 1) await login(phone, `wrong${i}abc`, '198.51.100.9');
    expect((await login(phone, 'Nui-Phu-Si-2026!', '198.51.100.9')).statusCode).toBe(429);
    const staff = await login(phone, 'Nui-Phu-Si-2026!', '203.0.113.21');
    expect(staff.statusCode).toBe(200);
  });

  it('caps one address across accounts and shows the burst to staff', async () => {
    const address = '192.0.2.66';
    const usernames = Array.from({ length: 30 }, () => uniquePhone());
    for (const username of usernames) expect((await login(username, 'doan-mo-123', address)).statusCode).toBe(401);
    // A 31st account from that address waits; the same account from elsewhere does not.
    const fresh = await signupCustomer(ctx.app);
    const capped = await login(fresh.phone, fresh.password, address);
    expect(capped.statusCode).toBe(429);
    expect(Number(capped.headers['retry-after'])).toBeGreaterThan(60);
    expect(capped.json().message).toMatch(/thử lại sau \d+ phút/);
    expect((await login(fresh.phone, fresh.password, '203.0.113.22')).statusCode).toBe(200);

    const staffPhone = uniquePhone();
    await createAdmin(ctx.database.db, staffPhone, 'Nui-Phu-Si-2026!');
    const token = (await login(staffPhone, 'Nui-Phu-Si-2026!', '203.0.113.23')).json().access.token as string;
    const bursts = await ctx.app.inject({ method: 'GET', url: '/api/admin/login-failures?minutes=15', headers: bearer(token) });
    expect(bursts.statusCode).toBe(200);
    const burst = bursts.json().data.items.find((item: { address: string }) => item.address === address);
    expect(burst).toMatchObject({ address, failures: 30, accounts: 30, kinds: ['password'] });
    expect(burst.usernames).toHaveLength(10);
    expect(burst.blocked_until).not.toBeNull();

    const customer = await signupCustomer(ctx.app);
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/admin/login-failures', headers: bearer(customer.token) });
    expect(forbidden.statusCode).toBe(403);
  });

  it('resets the failure count after a successful login', async () => {
    const { phone, password } = await signupCustomer(ctx.app);
    for (let round = 0; round < 2; round += 1) {
      for (let i = 0; i < 4; i += 1) {
        await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: 'wrongpass1' } });
      }
      const ok = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password } });
      expect(ok.statusCode).toBe(200);
    }
  });
});

describe('weak passwords', () => {
  it.each([
    ['password1', 'quá phổ biến'],
    ['qwerty123', 'quá phổ biến'],
    ['kaimono123', 'không được dựa trên số điện thoại, họ tên của bạn hoặc tên Kaimono'],
    ['0912000111a', 'không được dựa trên số điện thoại, họ tên của bạn hoặc tên Kaimono'],
    ['Phamthihoa1', 'không được dựa trên số điện thoại, họ tên của bạn hoặc tên Kaimono'],
  ])('refuses %s at sign-up with the reason, and writes nothing', async (password, reason) => {
    const before = await countUsers();
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/signup',
      payload: { phone: '0912000111', password, full_name: 'Phạm Thị Hoa' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'PASSWORD_TOO_WEAK' });
    expect(response.json().message).toContain(reason);
    expect(response.json().fields.password).toBe(response.json().message);
    expect(await countUsers()).toBe(before);
  });

  it('refuses a weak password for a staff account (admin:create) and keeps a strong one', async () => {
    const phone = uniquePhone();
    await expect(createAdmin(ctx.database.db, phone, 'admin12345')).rejects.toMatchObject({ code: 'PASSWORD_TOO_WEAK' });
    await expect(createAdmin(ctx.database.db, phone, 'Nui-Phu-Si-2026!')).resolves.toMatchObject({ role: 'admin' });
  });
});

describe('GET /api/session', () => {
  it('answers 401 with a Vietnamese message without a valid token', async () => {
    for (const headers of [{}, { authorization: 'Bearer nonsense' }, { authorization: 'Basic abc' }]) {
      const response = await ctx.app.inject({ method: 'GET', url: '/api/session', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, code: 'UNAUTHENTICATED', message: 'Vui lòng đăng nhập để tiếp tục.' });
    }
  });

  it('rejects a token signed with another secret and an expired token', async () => {
    const { token } = await signupCustomer(ctx.app);
    const [header, payload] = token.split('.');
    const forged = `${header}.${payload}.c2lnbmF0dXJl`;
    const forgedResponse = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${forged}` } });
    expect(forgedResponse.statusCode).toBe(401);

    const expired = ctx.app.jwt.sign({ sub: '00000000-0000-0000-0000-000000000000', role: 'customer' }, { expiresIn: -10 });
    const expiredResponse = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${expired}` } });
    expect(expiredResponse.statusCode).toBe(401);
    expect(expiredResponse.json().code).toBe('TOKEN_EXPIRED');
  });

  it('accepts the httpOnly cookie set at login, and logout clears it', async () => {
    const { phone, password } = await signupCustomer(ctx.app);
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password } });
    const cookie = login.cookies.find((c) => c.name === 'kaimono_token')!;
    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', cookies: { kaimono_token: cookie.value } });
    expect(session.statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(logout.json()).toEqual({ success: true, message: 'Đăng xuất tài khoản thành công' });
    expect(logout.cookies.find((c) => c.name === 'kaimono_token')?.value).toBe('');
  });
});

describe('per-address rate limits', () => {
  it('limits sign-ups from one address with a Vietnamese 429', async () => {
    const limited = await createTestContext({
      rateLimits: { login: { max: 2, timeWindow: 60_000 }, signup: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await limited.app.inject({
          method: 'POST',
          url: '/api/signup',
          payload: { phone: uniquePhone(), password: 'Ca-phe-sua-da-88', full_name: 'Giới hạn' },
        });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) {
          expect(response.json()).toMatchObject({ success: false, code: 'RATE_LIMITED', message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút.' });
        }
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});
