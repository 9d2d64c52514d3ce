import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { bearer } from './identity.testing.ts';

let ctx: TestContext;
// A short long-poll keeps the suite quick; the production default is 25 s.
const WAIT_MS = 800;
beforeAll(async () => {
  ctx = await createTestContext({ identity: { qrWaitMs: WAIT_MS, qrPollMs: 50 } });
});
afterAll(async () => {
  await ctx.close();
});

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

async function generate() {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/api/account/authen/qr/generate',
    headers: { 'user-agent': CHROME_WINDOWS, host: 'kaimono.test' },
    remoteAddress: '203.113.10.25',
  });
  expect(response.statusCode).toBe(200);
  const data = response.json().data as { code: string; scan_url: string; qr_svg: string; expires_at: string; expires_in_seconds: number };
  const scan = new URL(data.scan_url).searchParams.get('code')!;
  return { ...data, scan };
}

const wait = (code: string) => ctx.app.inject({ method: 'POST', url: '/api/account/authen/qr/waiting-scan', payload: { code } });
const post = (path: string, code: string, token?: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/account/authen/qr/${path}`, payload: { code }, headers: token ? bearer(token) : {} });

describe('POST /api/account/authen/qr/generate', () => {
  it('gives a polling code, a scan link with a different secret, and the QR as SVG, valid 2 minutes', async () => {
    const qr = await generate();
    expect(qr.code).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(qr.scan).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(qr.scan).not.toBe(qr.code);
    expect(qr.scan_url).toBe(`http://kaimono.test/account/qr-approve?code=${qr.scan}`);
    expect(qr.qr_svg).toMatch(/^<svg[\s\S]*<\/svg>\s*$/);
    expect(qr.expires_in_seconds).toBe(120);
    expect(new Date(qr.expires_at).getTime() - Date.now()).toBeGreaterThan(115_000);
    const { rows } = await ctx.database.executeSql('select poll_hash, scan_hash from qr_logins order by created_at desc limit 1', []);
    expect(rows[0]!.poll_hash).not.toBe(qr.code);
    expect(rows[0]!.scan_hash).not.toBe(qr.scan);
  });

  it('uses PUBLIC_URL for the scan link when set', async () => {
    const configured = await createTestContext({ config: { ...ctx.deps.config, publicUrl: 'https://kaimono.example' } });
    try {
      const response = await configured.app.inject({ method: 'POST', url: '/api/account/authen/qr/generate' });
      expect(response.json().data.scan_url).toMatch(/^https:\/\/kaimono\.example\/account\/qr-approve\?code=/);
    } finally {
      await configured.close();
    }
  });
});

describe('QR login', () => {
  it('holds the wait, then answers pending; the phone sees who asked, approves, and the page gets a token once', async () => {
    const qr = await generate();
    const started = Date.now();
    const pending = await wait(qr.code);
    expect(Date.now() - started).toBeGreaterThanOrEqual(WAIT_MS - 50);
    expect(pending.json()).toEqual({ success: true, status: 'pending' });

    const customer = await signupCustomer(ctx.app);
    const scanned = await post('scan', qr.scan, customer.token);
    expect(scanned.statusCode).toBe(200);
    expect(scanned.json().data).toMatchObject({
      status: 'scanned',
      device: { browser: 'Chrome', os: 'Windows', description: 'Chrome trên Windows' },
      ip_masked: '203.113.10.*',
    });
    expect((await wait(qr.code)).json().status).toBe('scanned');

    const approved = await post('approve', qr.scan, customer.token);
    expect(approved.json()).toEqual({ success: true, message: 'Đã xác nhận đăng nhập trên thiết bị kia.' });

    const done = await wait(qr.code);
    expect(done.statusCode).toBe(200);
    const body = done.json();
    expect(body).toMatchObject({ success: true, status: 'approved', message: 'Đăng nhập thành công' });
    expect(body.access_token).toBe(body.access.token);
    expect(done.cookies.find((c) => c.name === 'kaimono_token')?.value).toBe(body.access_token);
    const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: bearer(body.access_token) });
    expect(session.json().data.phone).toBe(customer.phone);

    // The token is handed out once: the same code again is refused, and it cannot be approved again.
    const replay = await wait(qr.code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ success: false, request_id: expect.any(String), code: 'QR_CODE_USED', message: 'Mã QR đã được sử dụng hoặc đã bị hủy.' });
    expect((await post('approve', qr.scan, customer.token)).json().code).toBe('QR_CODE_USED');
  });

  it('answers a waiting page as soon as the phone approves (polling the database)', async () => {
    const slow = await createTestContext({ identity: { qrWaitMs: 10_000, qrPollMs: 100 } });
    try {
      const generated = await slow.app.inject({ method: 'POST', url: '/api/account/authen/qr/generate' });
      const { code, scan_url } = generated.json().data;
      const scan = new URL(scan_url).searchParams.get('code')!;
      const customer = await signupCustomer(slow.app);
      const started = Date.now();
      const waiting = slow.app.inject({ method: 'POST', url: '/api/account/authen/qr/waiting-scan', payload: { code } });
      await new Promise((r) => setTimeout(r, 300));
      await slow.app.inject({ method: 'POST', url: '/api/account/authen/qr/approve', payload: { code: scan }, headers: bearer(customer.token) });
      const response = await waiting;
      expect(response.json().status).toBe('approved');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await slow.close();
    }
  });

  it('tells a waiting page at once that the phone scanned the code', async () => {
    const slow = await createTestContext({ identity: { qrWaitMs: 10_000, qrPollMs: 100 } });
    try {
      const generated = await slow.app.inject({ method: 'POST', url: '/api/account/authen/qr/generate' });
      const { code, scan_url } = generated.json().data;
      const customer = await signupCustomer(slow.app);
      const started = Date.now();
      const waiting = slow.app.inject({ method: 'POST', url: '/api/account/authen/qr/waiting-scan', payload: { code } });
      await new Promise((r) => setTimeout(r, 300));
      await slow.app.inject({ method: 'POST', url: '/api/account/authen/qr/scan', payload: { code: new URL(scan_url).searchParams.get('code') }, headers: bearer(customer.token) });
      expect((await waiting).json().status).toBe('scanned');
      expect(Date.now() - started).toBeLessThan(3_000);
    } finally {
      await slow.close();
    }
  });

  it('needs a logged-in phone to scan, approve or reject', async () => {
    const qr = await generate();
    for (const path of ['scan', 'approve', 'reject']) {
      const response = await post(path, qr.scan);
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('UNAUTHENTICATED');
    }
    expect((await wait(qr.code)).json().status).toBe('pending');
  });

  it('does not accept the polling code on the phone, nor the scan code for waiting', async () => {
    const qr = await generate();
    const customer = await signupCustomer(ctx.app);
    const approve = await post('approve', qr.code, customer.token);
    expect(approve.statusCode).toBe(400);
    expect(approve.json()).toEqual({ success: false, request_id: expect.any(String), code: 'QR_CODE_INVALID', message: 'Mã QR không hợp lệ.' });
    expect((await wait(qr.scan)).json().code).toBe('QR_CODE_INVALID');
  });

  it('cannot be approved after the page cancelled; cancelling twice is fine', async () => {
    const qr = await generate();
    const cancelled = await post('cancel', qr.code);
    expect(cancelled.json()).toEqual({ success: true, message: 'Đã hủy mã QR.' });
    expect((await post('cancel', qr.code)).statusCode).toBe(200);
    const customer = await signupCustomer(ctx.app);
    const approve = await post('approve', qr.scan, customer.token);
    expect(approve.statusCode).toBe(400);
    expect(approve.json().code).toBe('QR_CODE_USED');
    expect((await wait(qr.code)).json()).toMatchObject({ status: 'cancelled', message: 'Đã hủy mã QR.' });
  });

  it('tells the page when the phone rejected', async () => {
    const qr = await generate();
    const customer = await signupCustomer(ctx.app);
    expect((await post('reject', qr.scan, customer.token)).json()).toEqual({ success: true, message: 'Đã từ chối yêu cầu đăng nhập.' });
    expect((await wait(qr.code)).json()).toMatchObject({ status: 'rejected' });
    expect((await post('approve', qr.scan, customer.token)).json().code).toBe('QR_CODE_USED');
  });

  it('expires after 2 minutes: the page is told, the phone is refused', async () => {
    const qr = await generate();
    await ctx.database.executeSql(`update qr_logins set expires_at = now() - interval '1 second' where expires_at > now()`, []);
    expect((await wait(qr.code)).json()).toEqual({ success: true, status: 'expired' });
    const customer = await signupCustomer(ctx.app);
    for (const path of ['scan', 'approve']) {
      const response = await post(path, qr.scan, customer.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: 'QR_CODE_EXPIRED', message: 'Mã QR đã hết hạn. Vui lòng tạo mã mới trên máy tính.' });
    }
  });

  it('gives a code scanned just before it expires a whole 2 minutes to be approved', async () => {
    const qr = await generate();
    await ctx.database.executeSql(`update qr_logins set expires_at = now() + interval '2 seconds' where status = 'pending' and expires_at > now()`, []);
    const customer = await signupCustomer(ctx.app);
    const scanned = await post('scan', qr.scan, customer.token);
    expect(scanned.statusCode, scanned.body).toBe(200);
    expect(new Date(scanned.json().data.expires_at).getTime() - Date.now()).toBeGreaterThan(115_000);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    expect((await post('approve', qr.scan, customer.token)).statusCode).toBe(200);
    expect((await wait(qr.code)).json().status).toBe('approved');
  });

  it('an approval not picked up within a minute expires', async () => {
    const qr = await generate();
    const customer = await signupCustomer(ctx.app);
    await post('approve', qr.scan, customer.token);
    await ctx.database.executeSql(`update qr_logins set expires_at = now() - interval '1 second' where status = 'approved'`, []);
    expect((await wait(qr.code)).json().status).toBe('expired');
  });

  it('rejects malformed and unknown codes', async () => {
    for (const payload of [{}, { code: 'short' }, { code: 'x'.repeat(43) + '!' }]) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/account/authen/qr/waiting-scan', payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe('Mã QR không hợp lệ.');
    }
    const unknown = await wait('A'.repeat(43));
    expect(unknown.json().code).toBe('QR_CODE_INVALID');
    expect((await post('cancel', 'B'.repeat(43))).json().code).toBe('QR_CODE_INVALID');
  });
});
