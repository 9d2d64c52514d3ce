import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';

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
      payload: { phone: `+84 ${phone.slice(1, 4)} ${phone.slice(4)}`, password: 'matkhau123', full_name: '  Lê Văn A ', email: 'A@Example.com' },
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
      payload: { phone: `84${phone.slice(1)}`, password: 'matkhau123', full_name: 'Người khác' },
    });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ success: false, code: 'PHONE_TAKEN', message: 'Số điện thoại này đã được đăng ký.' });
    expect(await countUsers()).toBe(before);
  });

  it.each([
    [{ phone: '0123456789', password: 'matkhau123', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
    [{ phone: '0951234567', password: 'matkhau123', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
    [{ phone: '0912345670', password: 'short1', full_name: 'A' }, 'PASSWORD_TOO_WEAK', 'Mật khẩu phải có ít nhất 8 ký tự'],
    [{ phone: '0912345670', password: 'onlyletters', full_name: 'A' }, 'PASSWORD_TOO_WEAK', 'Mật khẩu phải có ít nhất 8 ký tự'],
    [{ phone: '0912345670', password: 'matkhau123', full_name: '   ' }, 'FULL_NAME_REQUIRED', 'Vui lòng nhập họ và tên'],
    [{ phone: '0912345670', password: 'matkhau123', full_name: 'A', email: 'not-an-email' }, 'EMAIL_INVALID', 'Địa chỉ email không hợp lệ'],
    [{ phone: 912345670, password: 'matkhau123', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
    [{ password: 'matkhau123', full_name: 'A' }, 'PHONE_INVALID', 'Số điện thoại không hợp lệ'],
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
    const payload = { phone, password: 'matkhau123', full_name: 'Song song' };
    const responses = await Promise.all([1, 2, 3].map(() => ctx.app.inject({ method: 'POST', url: '/api/signup', payload })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from users where phone = $1', [phone]);
    expect(rows[0]!.n).toBe(1);
  });
});

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
    for (const payload of [{ username: phone, password: 'sai-mat-khau1' }, { username: uniquePhone(), password: 'matkhau123' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ success: false, code: 'LOGIN_FAILED', message: 'Lỗi đăng nhập' });
    }
  });

  it('locks a username after five wrong passwords in a row, even for the right password', async () => {
    const { phone, password } = await signupCustomer(ctx.app);
    for (let i = 0; i < 5; i += 1) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: `wrong${i}abc` } });
      expect(response.statusCode).toBe(401);
    }
    const locked = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password } });
    expect(locked.statusCode).toBe(429);
    expect(locked.json().code).toBe('RATE_LIMITED');
    expect(locked.json().message).toMatch(/thử lại sau/);
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
          payload: { phone: uniquePhone(), password: 'matkhau123', full_name: 'Giới hạn' },
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
