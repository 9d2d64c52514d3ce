import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../../test/harness.ts';
import { ageCodes, bearer, lastOutboxCode, otherCode, outboxCount } from './identity.testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ identity: { otpLimits: { perAddressPerHour: 10_000 } } });
});
afterAll(async () => {
  await ctx.close();
});

const requestReset = (username: string) => ctx.app.inject({ method: 'POST', url: '/api/request-change-password', payload: { username } });
const reset = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/reset-password', payload });
const session = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
const passwordLogin = (username: string, password: string) => ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username, password } });

let emailSeq = 0;
const uniqueEmail = () => `khach${process.pid}.${++emailSeq}@example.com`;

describe('forgot password: request-change-password + reset-password', () => {
  it('sends a code by SMS, resets the password, and every old token stops working', async () => {
    const customer = await signupCustomer(ctx.app);
    const other = await passwordLogin(customer.phone, customer.password);
    const otherToken = other.json().access.token as string;

    const sent = await requestReset(`+84 ${customer.phone.slice(1)}`);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toEqual({
      success: true,
      message: 'Nếu tài khoản tồn tại, mã xác minh đã được gửi tới số điện thoại hoặc email đó.',
      data: { channel: 'sms', expires_in_seconds: 300, resend_after_seconds: 60 },
    });
    const code = await lastOutboxCode(ctx.database, customer.phone);

    const checked = await reset({ username: customer.phone, code, step: 'verify_otp' });
    expect(checked.json()).toEqual({ success: true, message: 'Mã xác minh hợp lệ. Vui lòng nhập mật khẩu mới.' });

    const done = await reset({ username: customer.phone, code, step: 'change_pwd', password: 'matkhaumoi2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Đặt lại mật khẩu thành công. Vui lòng đăng nhập bằng mật khẩu mới.' });

    for (const token of [customer.token, otherToken]) {
      const old = await session(token);
      expect(old.statusCode).toBe(401);
      expect(old.json()).toEqual({
        success: false,
        request_id: expect.any(String),
        code: 'SESSION_REVOKED',
        message: 'Phiên đăng nhập đã kết thúc vì mật khẩu vừa được thay đổi. Vui lòng đăng nhập lại.',
      });
    }
    expect((await passwordLogin(customer.phone, customer.password)).statusCode).toBe(401);
    const fresh = await passwordLogin(customer.phone, 'matkhaumoi2026');
    expect(fresh.statusCode).toBe(200);
    expect((await session(fresh.json().access.token)).statusCode).toBe(200);

    // The code was used: it cannot reset again.
    const replay = await reset({ username: customer.phone, code, password: 'matkhaukhac2026' });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('Đặt lại mật khẩu không thành công!');
  });

  it("answers 'Đặt lại mật khẩu không thành công!' for a wrong code and changes nothing", async () => {
    const customer = await signupCustomer(ctx.app);
    await requestReset(customer.phone);
    const code = await lastOutboxCode(ctx.database, customer.phone);
    const wrong = await reset({ username: customer.phone, code: otherCode(code), step: 'change_pwd', password: 'matkhaumoi2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      success: false,
      request_id: expect.any(String),
      code: 'PASSWORD_RESET_FAILED',
      message: 'Đặt lại mật khẩu không thành công!',
      fields: { code: 'Mã OPT không chính xác' },
    });
    expect((await session(customer.token)).statusCode).toBe(200);
    expect((await passwordLogin(customer.phone, customer.password)).statusCode).toBe(200);
  });

  it('fails for an expired code and after 5 wrong tries', async () => {
    const customer = await signupCustomer(ctx.app);
    await requestReset(customer.phone);
    const code = await lastOutboxCode(ctx.database, customer.phone);
    for (let i = 0; i < 5; i += 1) await reset({ username: customer.phone, code: otherCode(code), password: 'matkhaumoi2026' });
    const locked = await reset({ username: customer.phone, code, password: 'matkhaumoi2026' });
    expect(locked.json()).toMatchObject({ code: 'PASSWORD_RESET_FAILED', fields: { code: 'Bạn đã nhập sai mã quá 5 lần. Vui lòng yêu cầu mã mới.' } });

    await ageCodes(ctx.database, customer.phone, 120);
    await requestReset(customer.phone);
    const second = await lastOutboxCode(ctx.database, customer.phone);
    await ageCodes(ctx.database, customer.phone, 301);
    const expired = await reset({ username: customer.phone, code: second, password: 'matkhaumoi2026' });
    expect(expired.json()).toMatchObject({ code: 'PASSWORD_RESET_FAILED', fields: { code: 'Mã OTP đã hết hạn hoặc chưa được gửi. Vui lòng yêu cầu mã mới.' } });
    expect((await passwordLogin(customer.phone, customer.password)).statusCode).toBe(200);
  });

  it('sends the code by email for an email username, and the reset verifies that email', async () => {
    const email = uniqueEmail();
    const customer = await signupCustomer(ctx.app, { email });
    const sent = await requestReset(email.toUpperCase());
    expect(sent.json().data.channel).toBe('email');
    const { rows } = await ctx.database.executeSql('select subject, body from message_outbox where recipient = $1', [email]);
    expect(rows[0]!.subject).toBe('Mã đặt lại mật khẩu Kaimono');
    const code = await lastOutboxCode(ctx.database, email);
    expect((await reset({ username: email, code, password: 'matkhaumoi2026' })).statusCode).toBe(200);
    const login = await passwordLogin(email, 'matkhaumoi2026');
    expect((await session(login.json().access.token)).json().data).toMatchObject({ phone: customer.phone, email, email_verified: true });
  });

  it('answers the same for an unknown account and sends nothing', async () => {
    const phone = uniquePhone();
    const sent = await requestReset(phone);
    expect(sent.statusCode).toBe(200);
    expect(sent.json().data.channel).toBe('sms');
    expect(await outboxCount(ctx.database, phone)).toBe(0);
    const guess = await reset({ username: phone, code: '123456', password: 'matkhaumoi2026' });
    expect(guess.json().code).toBe('PASSWORD_RESET_FAILED');
    // The resend pause applies the same way.
    expect((await requestReset(phone)).json().code).toBe('OTP_RESEND_TOO_SOON');
  });

  it('lifts the lock of five wrong passwords', async () => {
    const customer = await signupCustomer(ctx.app);
    for (let i = 0; i < 5; i += 1) await passwordLogin(customer.phone, `sai${i}abcde`);
    expect((await passwordLogin(customer.phone, customer.password)).statusCode).toBe(429);
    await requestReset(customer.phone);
    await reset({ username: customer.phone, code: await lastOutboxCode(ctx.database, customer.phone), password: 'matkhaumoi2026' });
    expect((await passwordLogin(customer.phone, 'matkhaumoi2026')).statusCode).toBe(200);
  });

  it.each([
    [{ username: 'khong-phai-email' }, 'USERNAME_INVALID'],
    [{ username: '' }, 'VALIDATION_FAILED'],
    [{}, 'VALIDATION_FAILED'],
  ])('rejects a bad username %j', async (payload, code) => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/request-change-password', payload });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe(code);
    expect(response.json().message).toBe('Vui lòng nhập số di động Việt Nam hoặc địa chỉ email hợp lệ.');
  });

  it('refuses a weak new password before using the code, which then still works', async () => {
    const customer = await signupCustomer(ctx.app);
    await ctx.app.inject({ method: 'POST', url: '/api/request-change-password', payload: { username: customer.phone } });
    const code = await lastOutboxCode(ctx.database, customer.phone);
    const weak = await reset({ username: customer.phone, code, step: 'change_pwd', password: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json()).toMatchObject({ code: 'PASSWORD_TOO_WEAK', fields: { password: 'Mật khẩu này quá phổ biến, vui lòng chọn mật khẩu khác.' } });
    const done = await reset({ username: customer.phone, code, step: 'change_pwd', password: 'Hoa-anh-dao-tren-doi-7' });
    expect(done.statusCode).toBe(200);
  });

  it('checks the new password rules and needs a password for change_pwd', async () => {
    const customer = await signupCustomer(ctx.app);
    for (const payload of [
      { username: customer.phone, code: '123456', password: 'ngan1' },
      { username: customer.phone, code: '123456', step: 'change_pwd' },
      { username: customer.phone, code: '123456', step: 'other', password: 'matkhaumoi2026' },
    ]) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('VALIDATION_FAILED');
    }
  });
});

describe('PUT /api/security/change-password', () => {
  const change = (token: string, payload: Record<string, unknown>) =>
    ctx.app.inject({ method: 'PUT', url: '/api/security/change-password', payload, headers: bearer(token) });

  it('needs the current password, then gives this session a new token and ends the others', async () => {
    const customer = await signupCustomer(ctx.app);
    const elsewhere = (await passwordLogin(customer.phone, customer.password)).json().access.token as string;

    const wrong = await change(customer.token, { old_password: 'khongdung123', new_password: 'matkhaumoi2026' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_CURRENT_WRONG', message: 'Mật khẩu hiện tại không đúng.' });
    expect((await change(customer.token, { new_password: 'matkhaumoi2026' })).json().code).toBe('PASSWORD_CURRENT_WRONG');

    const done = await change(customer.token, { old_password: customer.password, new_password: 'matkhaumoi2026' });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, message: 'Đổi mật khẩu thành công. Các thiết bị khác đã được đăng xuất.' });
    expect(done.cookies.find((c) => c.name === 'kaimono_token')?.value).toBe(done.json().access_token);

    expect((await session(customer.token)).json().code).toBe('SESSION_REVOKED');
    expect((await session(elsewhere)).json().code).toBe('SESSION_REVOKED');
    expect((await session(done.json().access_token)).statusCode).toBe(200);
    // Other routes that need a user refuse the old token too.
    const history = await ctx.app.inject({ method: 'GET', url: '/api/keyword-history', headers: bearer(customer.token) });
    expect(history.statusCode).toBe(401);
    expect((await passwordLogin(customer.phone, 'matkhaumoi2026')).statusCode).toBe(200);
  });

  it('lets an account made by OTP set its first password without an old one', async () => {
    const phone = uniquePhone();
    await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone } });
    const login = await ctx.app.inject({ method: 'POST', url: '/api/login/phone', payload: { phone, code: await lastOutboxCode(ctx.database, phone) } });
    const token = login.json().access_token as string;
    expect((await passwordLogin(phone, 'matkhaumoi2026')).statusCode).toBe(401);
    const set = await change(token, { new_password: 'matkhaumoi2026' });
    expect(set.statusCode).toBe(200);
    expect((await session(set.json().access_token)).json().data.has_password).toBe(true);
    expect((await passwordLogin(phone, 'matkhaumoi2026')).statusCode).toBe(200);
  });

  it('needs login and a strong new password', async () => {
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/security/change-password', payload: { old_password: 'a', new_password: 'matkhaumoi2026' } })).statusCode).toBe(401);
    const customer = await signupCustomer(ctx.app);
    const weak = await change(customer.token, { old_password: customer.password, new_password: 'ngan' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().message).toBe('Mật khẩu phải có ít nhất 8 ký tự, gồm cả chữ và số.');
  });

  it('refuses a common password or one built from the phone number, with the reason under new_password', async () => {
    const customer = await signupCustomer(ctx.app);
    for (const password of ['qwerty123', `${customer.phone}x`]) {
      const weak = await change(customer.token, { old_password: customer.password, new_password: password });
      expect(weak.statusCode).toBe(400);
      expect(weak.json().code).toBe('PASSWORD_TOO_WEAK');
      expect(weak.json().fields.new_password).toBe(weak.json().message);
    }
    expect((await passwordLogin(customer.phone, customer.password)).statusCode).toBe(200);
  });
});

describe('email verification', () => {
  const requestCode = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/request-email-verification-code', headers: bearer(token) });
  const verify = (token: string, code: unknown) => ctx.app.inject({ method: 'PUT', url: '/api/verify-email', payload: { code }, headers: bearer(token) });

  it('sends a code to the account email and marks it verified', async () => {
    const email = uniqueEmail();
    const customer = await signupCustomer(ctx.app, { email });
    expect((await session(customer.token)).json().data.email_verified).toBe(false);

    const sent = await requestCode(customer.token);
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).toMatchObject({ success: true, message: 'Mã xác minh đã được gửi tới email của bạn.', data: { expires_in_seconds: 300 } });
    expect(sent.json().data.email_masked).toMatch(/^k\*+\d@example\.com$/);
    const code = await lastOutboxCode(ctx.database, email);

    const wrong = await verify(customer.token, otherCode(code));
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'EMAIL_CODE_INVALID', message: 'Mã xác minh email không chính xác hoặc đã hết hạn.' });

    const done = await verify(customer.token, code);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ success: true, message: 'Xác minh email thành công.', data: { email, email_verified: true } });
    expect((await requestCode(customer.token)).json()).toMatchObject({ code: 'EMAIL_ALREADY_VERIFIED', message: 'Email của bạn đã được xác minh.' });
  });

  it('refuses an account without email, and needs login', async () => {
    const customer = await signupCustomer(ctx.app);
    const response = await requestCode(customer.token);
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('EMAIL_MISSING');
    expect((await ctx.app.inject({ method: 'GET', url: '/api/request-email-verification-code' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/verify-email', payload: { code: '123456' } })).statusCode).toBe(401);
  });

  it('a verified email counts only while it stays the account email', async () => {
    const email = uniqueEmail();
    const customer = await signupCustomer(ctx.app, { email });
    await requestCode(customer.token);
    await verify(customer.token, await lastOutboxCode(ctx.database, email));
    await ctx.database.executeSql('update users set email = $1 where phone = $2', [uniqueEmail(), customer.phone]);
    expect((await session(customer.token)).json().data.email_verified).toBe(false);
  });
});

describe('PUT /api/session/update', () => {
  it('gives a still-valid session a new token with a new expiry', async () => {
    const customer = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/session/update', headers: bearer(customer.token) });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, message: 'Đã gia hạn phiên đăng nhập.' });
    expect(new Date(body.access.expires_at).getTime()).toBeGreaterThan(Date.now() + 6 * 24 * 3600 * 1000);
    expect((await session(body.access_token)).json().data.phone).toBe(customer.phone);
  });

  it('refuses an expired or revoked token', async () => {
    const expired = ctx.app.jwt.sign({ sub: '00000000-0000-0000-0000-000000000000', role: 'customer' }, { expiresIn: -10 });
    const response = await ctx.app.inject({ method: 'PUT', url: '/api/session/update', headers: bearer(expired) });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('TOKEN_EXPIRED');
    // A token of no session (as issued before sessions existed) is refused.
    const ghost = ctx.app.jwt.sign({ sub: '00000000-0000-0000-0000-000000000000', role: 'customer' });
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/session/update', headers: bearer(ghost) })).json().code).toBe('SESSION_ENDED');
  });

  it('uses the role from the database, not the one in the token', async () => {
    const customer = await signupCustomer(ctx.app);
    const { rows } = await ctx.database.executeSql('select id from users where phone = $1', [customer.phone]);
    const userId = rows[0]!.id as string;
    const { sessionId } = await ctx.app.issueToken({ id: userId, role: 'customer' });
    const forgedRole = ctx.app.jwt.sign({ sub: userId, role: 'admin', sid: sessionId, gen: 1 });
    const outbox = await ctx.app.inject({ method: 'GET', url: '/api/sandbox/sms-outbox', headers: bearer(forgedRole) });
    expect(outbox.statusCode).toBe(403);
  });
});

describe('POST /api/user/follow-utm', () => {
  const follow = (payload: Record<string, unknown>, token?: string) =>
    ctx.app.inject({ method: 'POST', url: '/api/user/follow-utm', payload, headers: token ? bearer(token) : {} });

  it('keeps the first touch per visitor and links it to a logged-in customer', async () => {
    const visitor = 'b7c1a2d3-0000-4000-8000-000000000001';
    const first = await follow({ visitor_id: visitor, utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'tet-2026', utm_term: '', url_page: '/mercari' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true });
    await follow({ visitor_id: visitor, utm_source: 'google' });
    const customer = await signupCustomer(ctx.app);
    await follow({ visitor_id: visitor }, customer.token);
    const { rows } = await ctx.database.executeSql(
      'select v.utm_source, v.utm_medium, v.utm_campaign, v.utm_term, v.url_page, u.phone from utm_visits v left join users u on u.id = v.user_id where visitor_id = $1',
      [visitor],
    );
    expect(rows).toEqual([{ utm_source: 'facebook', utm_medium: 'cpc', utm_campaign: 'tet-2026', utm_term: null, url_page: '/mercari', phone: customer.phone }]);
  });

  it('records nothing for a call without campaign fields', async () => {
    const visitor = 'b7c1a2d3-0000-4000-8000-000000000002';
    expect((await follow({ visitor_id: visitor, url_page: '/' })).json()).toEqual({ success: true });
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from utm_visits where visitor_id = $1', [visitor]);
    expect(rows[0]!.n).toBe(0);
  });

  it('needs a valid visitor id', async () => {
    for (const payload of [{}, { visitor_id: 'x' }, { visitor_id: 'bad id with spaces' }, { visitor_id: 'abcdefgh12', utm_source: 'x'.repeat(501) }]) {
      const response = await follow(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().success).toBe(false);
    }
  });
});
