import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { MessageDeliveryError } from '../../platform/sms.ts';
import { adminToken, ageCodes, bearer, lastOutboxCode, otherCode, outboxCount } from './identity.testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ identity: { otpLimits: { perAddressPerHour: 10_000 } } });
});
afterAll(async () => {
  await ctx.close();
});

const sendCode = (phone: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone, ...extra } });
const login = (phone: string, code: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone, code, ...extra } });

async function countUsers(phone: string) {
  const { rows } = await ctx.database.executeSql('select count(*)::int as n from users where phone = $1', [phone]);
  return rows[0]!.n as number;
}

describe('POST /api/login/phone: sending a code', () => {
  it('sends a 6-digit code by SMS (outbox) and stores only a keyed hash of it', async () => {
    const phone = uniquePhone();
    const response = await sendCode(`+84 ${phone.slice(1)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      message: 'Mã xác minh đã được gửi tới số điện thoại của bạn.',
      data: { phone_masked: `${phone.slice(0, 3)}****${phone.slice(-3)}`, registered: false, expires_in_seconds: 300, resend_after_seconds: 60 },
    });
    const code = await lastOutboxCode(ctx.database, phone);
    const { rows } = await ctx.database.executeSql('select code_hash, attempts, max_attempts, expires_at - created_at as ttl from verification_codes where target = $1', [phone]);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.code_hash).not.toContain(code);
    expect(rows[0]!.code_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(rows[0]!.max_attempts).toBe(5);
  });

  it('refuses a new code within 60 s, then allows it and the old code stops working', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const first = await lastOutboxCode(ctx.database, phone);
    const again = await sendCode(phone);
    expect(again.statusCode).toBe(429);
    expect(again.json()).toMatchObject({ code: 'OTP_RESEND_TOO_SOON', message: 'Mã xác minh vừa được gửi. Vui lòng chờ 60 giây trước khi yêu cầu mã mới.' });
    expect(await outboxCount(ctx.database, phone)).toBe(1);

    await ageCodes(ctx.database, phone, 61);
    expect((await sendCode(phone)).statusCode).toBe(200);
    const second = await lastOutboxCode(ctx.database, phone);
    if (second !== first) {
      const old = await login(phone, first);
      expect(old.statusCode).toBe(400);
      expect(old.json().code).toBe('LOGIN_OTP_INVALID');
    }
    expect((await login(phone, second)).statusCode).toBe(200);
  });

  it('allows at most 5 codes per number per hour', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 5; i += 1) {
      expect((await sendCode(phone)).statusCode).toBe(200);
      await ageCodes(ctx.database, phone, 61);
    }
    const sixth = await sendCode(phone);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toMatchObject({ code: 'OTP_SEND_LIMIT', message: 'Bạn đã yêu cầu quá nhiều mã xác minh. Vui lòng thử lại sau 1 giờ.' });
    // An hour later it works again.
    await ageCodes(ctx.database, phone, 3600);
    expect((await sendCode(phone)).statusCode).toBe(200);
  });

  it('limits codes per client address across numbers', async () => {
    const limited = await createTestContext({ identity: { otpLimits: { perAddressPerHour: 3 } } });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i += 1) {
        const response = await limited.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone: uniquePhone() }, remoteAddress: '203.113.10.25' });
        statuses.push(response.statusCode);
        if (response.statusCode === 429) expect(response.json()).toMatchObject({ code: 'RATE_LIMITED', message: 'Bạn thao tác quá nhiều lần, vui lòng thử lại sau ít phút.' });
      }
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Another address is not affected.
      const other = await limited.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone: uniquePhone() }, remoteAddress: '14.160.0.9' });
      expect(other.statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });

  it('answers 503 with a Vietnamese message when the SMS cannot be sent, and lets the customer retry at once', async () => {
    let fail = true;
    const sent: string[] = [];
    const failing = await createTestContext({
      identity: {
        sms: {
          provider: 'test',
          async send(message) {
            if (fail) throw new MessageDeliveryError('down');
            sent.push(message.text);
          },
        },
      },
    });
    try {
      const phone = uniquePhone();
      const down = await failing.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone } });
      expect(down.statusCode).toBe(503);
      expect(down.json()).toEqual({ success: false, request_id: expect.any(String), code: 'SMS_SEND_FAILED', message: 'Không gửi được tin nhắn SMS, vui lòng thử lại sau.' });
      fail = false;
      const retry = await failing.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone } });
      expect(retry.statusCode).toBe(200);
      expect(sent[0]).toMatch(/^Kaimono: ma dang nhap cua ban la \d{6}\./);
    } finally {
      await failing.close();
    }
  });

  it.each([{ phone: '0123456789' }, { phone: 912345678 }, {}, { PhoneNr: 'abc' }])('rejects a bad number %j', async (payload) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain('Số điện thoại không hợp lệ');
  });
});

describe('POST /api/login/phone: logging in with the code', () => {
  it('creates an account on the first successful login, named by the masked number', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await lastOutboxCode(ctx.database, phone);
    const response = await login(phone, code, { next: '/account/wallet' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Đăng nhập thành công', next: '/account/wallet', is_new_user: true });
    expect(body.access_token).toBe(body.access.token);
    expect(response.cookies.find((c) => c.name === 'kaimono_token')?.httpOnly).toBe(true);

    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: bearer(body.access_token) });
    expect(session.json().data).toMatchObject({ phone, full_name: `${phone.slice(0, 3)}****${phone.slice(-3)}`, has_password: false, role: 'customer' });
    expect(await countUsers(phone)).toBe(1);
  });

  it('logs an existing customer in (no new account), also with the PhoneNr/otp aliases and a numeric code', async () => {
    const { phone } = await signupCustomer(ctx.app);
    const status = await ctx.app.inject({ method: 'GET', url: `/api/login/phone?PhoneNr=${phone}` });
    expect(status.json()).toEqual({ success: true, data: { registered: true, pending: false, resend_after_seconds: 0 } });

    const sent = await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { PhoneNr: phone } });
    expect(sent.json().data.registered).toBe(true);
    const pending = await ctx.app.inject({ method: 'GET', url: `/api/login/phone?PhoneNr=${phone}` });
    expect(pending.json().data).toMatchObject({ registered: true, pending: true });
    expect(pending.json().data.resend_after_seconds).toBeGreaterThan(55);

    const code = await lastOutboxCode(ctx.database, phone);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { PhoneNr: phone, otp: Number(code) } });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_new_user).toBe(false);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: bearer(response.json().access_token) });
    expect(session.json().data).toMatchObject({ phone, full_name: 'Trần Thị Test', has_password: true });
    expect(await countUsers(phone)).toBe(1);
  });

  it("answers 'Mã OPT không chính xác' for a wrong code, and the right code still works", async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await lastOutboxCode(ctx.database, phone);
    const wrong = await login(phone, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ success: false, request_id: expect.any(String), code: 'LOGIN_OTP_INVALID', message: 'Mã OPT không chính xác' });
    const malformed = await login(phone, '12ab');
    expect(malformed.json().code).toBe('LOGIN_OTP_INVALID');
    expect((await login(phone, code)).statusCode).toBe(200);
  });

  it('refuses a code that was used already (no replay)', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await lastOutboxCode(ctx.database, phone);
    expect((await login(phone, code)).statusCode).toBe(200);
    const replay = await login(phone, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toMatchObject({ code: 'LOGIN_OTP_EXPIRED', message: 'Mã OTP đã hết hạn hoặc chưa được gửi. Vui lòng yêu cầu mã mới.' });
  });

  it('gives a code to exactly one of several simultaneous logins', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await lastOutboxCode(ctx.database, phone);
    const responses = await Promise.all([1, 2, 3].map(() => login(phone, code)));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await countUsers(phone)).toBe(1);
  });

  it('says the code expired after 5 minutes', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await lastOutboxCode(ctx.database, phone);
    await ageCodes(ctx.database, phone, 301);
    const response = await login(phone, code);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LOGIN_OTP_EXPIRED');
    const status = await ctx.app.inject({ method: 'GET', url: `/api/login/phone?PhoneNr=${phone}` });
    expect(status.json().data.pending).toBe(false);
  });

  it('says so when no code was asked for', async () => {
    const response = await login(uniquePhone(), '123456');
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('LOGIN_OTP_EXPIRED');
  });

  it('allows 5 tries per code; after that even the right code is refused', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await lastOutboxCode(ctx.database, phone);
    for (let i = 0; i < 5; i += 1) {
      const wrong = await login(phone, otherCode(code));
      expect(wrong.json().code).toBe('LOGIN_OTP_INVALID');
    }
    // From the address that failed, the number now waits (wrong codes count like wrong passwords) …
    const here = await login(phone, code);
    expect(here.statusCode).toBe(429);
    expect(here.json().code).toBe('RATE_LIMITED');
    expect(Number(here.headers['retry-after'])).toBeGreaterThan(0);
    // … and from anywhere the exhausted code stays refused.
    const right = await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone, code }, remoteAddress: '203.0.113.40' });
    expect(right.statusCode).toBe(429);
    expect(right.json()).toMatchObject({ code: 'LOGIN_OTP_TOO_MANY_ATTEMPTS', message: 'Bạn đã nhập sai mã quá 5 lần. Vui lòng yêu cầu mã mới.' });
    expect(await countUsers(phone)).toBe(0);
  });

  it('counts wrong codes per (number, address): a stranger does not hold up the owner elsewhere', async () => {
    const phone = uniquePhone();
    for (let round = 0; round < 2; round += 1) {
      await ctx.database.executeSql(`update verification_codes set created_at = created_at - interval '2 minutes' where target = $1`, [phone]);
      await sendCode(phone);
      const code = await lastOutboxCode(ctx.database, phone);
      for (let i = 0; i < 3; i += 1) {
        await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone, code: otherCode(code) }, remoteAddress: '198.51.100.41' });
      }
    }
    const stranger = await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone, code: '000000' }, remoteAddress: '198.51.100.41' });
    expect(stranger.statusCode).toBe(429);
    expect(stranger.json().code).toBe('RATE_LIMITED');
    await ctx.database.executeSql(`update verification_codes set created_at = created_at - interval '2 minutes' where target = $1`, [phone]);
    await sendCode(phone);
    const owner = await ctx.app.inject({
      method: 'POST',
      url: '/api/login/phone',
      payload: { phone, code: await lastOutboxCode(ctx.database, phone) },
      remoteAddress: '203.0.113.41',
    });
    expect(owner.statusCode).toBe(200);
  });

  it('lifts a wrong-password lock on that number (control of the number is proven)', async () => {
    const { phone, password } = await signupCustomer(ctx.app);
    for (let i = 0; i < 5; i += 1) await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password: `sai${i}abcde` } });
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password } })).statusCode).toBe(429);
    await sendCode(phone);
    expect((await login(phone, await lastOutboxCode(ctx.database, phone))).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password } })).statusCode).toBe(200);
  });

  it('attaches the browser visit (UTM first touch) to the customer', async () => {
    const visitor = 'visitor-otp-0001';
    await ctx.app.inject({ method: 'POST', url: '/api/user/follow-utm', payload: { visitor_id: visitor, utm_source: 'zalo', url_page: '/' } });
    const phone = uniquePhone();
    await sendCode(phone);
    const response = await login(phone, await lastOutboxCode(ctx.database, phone), { visitor_id: visitor });
    const { rows } = await ctx.database.executeSql('select u.phone from utm_visits v join users u on u.id = v.user_id where v.visitor_id = $1', [visitor]);
    expect(response.statusCode).toBe(200);
    expect(rows[0]?.phone).toBe(phone);
  });
});

describe('GET /api/login/phone', () => {
  it('needs a valid number', async () => {
    for (const url of ['/api/login/phone', '/api/login/phone?PhoneNr=12345']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });

  it('is rate limited per address', async () => {
    const limited = await createTestContext({ rateLimits: { login: { max: 2, timeWindow: 60_000 }, signup: { max: 2, timeWindow: 60_000 } } });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) statuses.push((await limited.app.inject({ method: 'GET', url: `/api/login/phone?PhoneNr=${uniquePhone()}` })).statusCode);
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/sandbox/sms-outbox', () => {
  it('shows the newest messages to admins only', async () => {
    const phone = uniquePhone();
    await sendCode(phone);
    const code = await lastOutboxCode(ctx.database, phone);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/sandbox/sms-outbox' })).statusCode).toBe(401);
    const customer = await signupCustomer(ctx.app);
    const forbidden = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/sms-outbox', headers: bearer(customer.token) });
    expect(forbidden.statusCode).toBe(403);

    const token = await adminToken(ctx.app, ctx.database, uniquePhone());
    const response = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/sms-outbox?recipient=${encodeURIComponent(`+84${phone.slice(1)}`)}`, headers: bearer(token) });
    expect(response.statusCode).toBe(200);
    const results = response.json().results;
    expect(results).toHaveLength(1);
    expect(results[0]).toMatchObject({ channel: 'sms', recipient: phone, purpose: 'login', subject: null });
    expect(results[0].body).toContain(code);

    const all = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/sms-outbox?channel=sms&size=2', headers: bearer(token) });
    expect(all.json().results).toHaveLength(2);
  });

  it('does not exist in live mode', async () => {
    const live = await createTestContext({ config: { ...ctx.deps.config, catalogMode: 'live' } });
    try {
      const token = await adminToken(live.app, live.database, uniquePhone());
      const response = await live.app.inject({ method: 'GET', url: '/api/sandbox/sms-outbox', headers: bearer(token) });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('SANDBOX_ONLY');
    } finally {
      await live.close();
    }
  });
});
