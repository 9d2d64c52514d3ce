import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../app.ts';
import { SESSION_CACHE_MS } from '../../platform/auth.ts';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { createAdmin } from './account.service.ts';

// The session cache's clock: tests move it instead of waiting.
let offsetMs = 0;
const clock = () => Date.now() + offsetMs;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionCache: { now: clock } });
});
afterAll(async () => {
  await ctx.close();
});

const CHROME_WINDOWS = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const SAFARI_IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const session = (token: string, app: FastifyInstance = ctx.app) => app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });
async function login(phone: string, password: string, userAgent = CHROME_WINDOWS): Promise<string> {
  const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: phone, password }, headers: { 'user-agent': userAgent } });
  expect(response.statusCode).toBe(200);
  return response.json().access.token as string;
}
const list = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/account/sessions', headers: bearer(token) });

describe('logout', () => {
  it('ends the session of the Bearer token: the token no longer answers GET /api/session', async () => {
    const customer = await signupCustomer(ctx.app);
    const token = await login(customer.phone, customer.password);
    expect((await session(token)).statusCode).toBe(200);

    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ success: true, message: 'Đăng xuất tài khoản thành công' });

    const after = await session(token);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ success: false, request_id: expect.any(String), code: 'SESSION_ENDED', message: 'Phiên đăng nhập đã kết thúc. Vui lòng đăng nhập lại.' });
    // Another device of the same customer is not logged out.
    expect((await session(customer.token)).statusCode).toBe(200);
  });

  it('ends the session of the login cookie too', async () => {
    const customer = await signupCustomer(ctx.app);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: customer.phone, password: customer.password } });
    const cookie = response.cookies.find((c) => c.name === 'kaimono_token')!.value;
    const withCookie = () => ctx.app.inject({ method: 'GET', url: '/api/session', cookies: { kaimono_token: cookie } });
    expect((await withCookie()).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', cookies: { kaimono_token: cookie } });
    expect((await withCookie()).statusCode).toBe(401);
  });

  it('answers success without a token (only the cookie is cleared)', async () => {
    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout' });
    expect(out.statusCode).toBe(200);
  });
});

describe('PUT /api/session/update rotates', () => {
  it('gives a new token and the old one stops working', async () => {
    const customer = await signupCustomer(ctx.app);
    const old = await login(customer.phone, customer.password);
    const refreshed = await ctx.app.inject({ method: 'PUT', url: '/api/session/update', headers: bearer(old) });
    expect(refreshed.statusCode).toBe(200);
    const fresh = refreshed.json().access_token as string;
    expect(fresh).not.toBe(old);
    expect((await session(fresh)).statusCode).toBe(200);
    const stale = await session(old);
    expect(stale.statusCode).toBe(401);
    expect(stale.json().code).toBe('SESSION_ENDED');
    // The old token cannot refresh either, and the session stays one row (the same device).
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/session/update', headers: bearer(old) })).statusCode).toBe(401);
    const sessions = (await list(fresh)).json().results as Array<{ current: boolean }>;
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions).toHaveLength(2); // the sign-up's session and this one
  });

  it('lets only one of two refreshes with the same token win', async () => {
    const customer = await signupCustomer(ctx.app);
    const token = await login(customer.phone, customer.password);
    const answers = await Promise.all([0, 1].map(() => ctx.app.inject({ method: 'PUT', url: '/api/session/update', headers: bearer(token) })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 401]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().access_token as string;
    expect((await session(winner)).statusCode).toBe(200);
  });
});

describe('password change', () => {
  it('ends the other devices; this device continues with the new token', async () => {
    const customer = await signupCustomer(ctx.app);
    const here = await login(customer.phone, customer.password);
    const phone = await login(customer.phone, customer.password, SAFARI_IPHONE);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: '/api/security/change-password',
      payload: { old_password: customer.password, new_password: 'matkhaumoi2026' },
      headers: { ...bearer(here), 'user-agent': CHROME_WINDOWS },
    });
    expect(changed.statusCode).toBe(200);
    for (const token of [phone, customer.token, here]) expect((await session(token)).json().code).toBe('SESSION_REVOKED');
    const fresh = changed.json().access_token as string;
    expect((await session(fresh)).statusCode).toBe(200);
    const sessions = (await list(fresh)).json().results;
    expect(sessions).toEqual([expect.objectContaining({ device: 'Chrome trên Windows', current: true })]);
  });
});

describe('the customer’s sessions (/account/security)', () => {
  it('lists only the customer’s own live sessions with device, address, last seen and this device marked', async () => {
    const customer = await signupCustomer(ctx.app);
    const other = await signupCustomer(ctx.app);
    const desktop = await login(customer.phone, customer.password, CHROME_WINDOWS);
    await login(customer.phone, customer.password, SAFARI_IPHONE);
    await login(other.phone, other.password, SAFARI_IPHONE);

    const response = await list(desktop);
    expect(response.statusCode).toBe(200);
    const results = response.json().results as Array<Record<string, unknown>>;
    expect(results).toHaveLength(3); // sign-up, desktop, phone
    expect(results.filter((s) => s.current)).toEqual([expect.objectContaining({ device: 'Chrome trên Windows', ip: '127.0.0.1' })]);
    expect(results.map((s) => s.device).sort()).toEqual(['Chrome trên Windows', 'Safari trên iPhone', 'Trình duyệt không xác định trên hệ điều hành không xác định'].sort());
    for (const s of results) {
      expect(new Date(s.last_seen_at as string).getTime()).toBeGreaterThan(Date.now() - 60_000);
      expect(typeof s.created_at).toBe('string');
    }
    const othersIds = ((await list(other.token)).json().results as Array<{ id: string }>).map((s) => s.id);
    expect(othersIds).toHaveLength(2);
    for (const id of othersIds) expect(results.map((s) => s.id)).not.toContain(id);

    expect((await ctx.app.inject({ method: 'GET', url: '/api/account/sessions' })).statusCode).toBe(401);
  });

  it('ends one session by id, only the customer’s own', async () => {
    const customer = await signupCustomer(ctx.app);
    const other = await signupCustomer(ctx.app);
    const desktop = await login(customer.phone, customer.password);
    const phone = await login(customer.phone, customer.password, SAFARI_IPHONE);
    const phoneSession = ((await list(desktop)).json().results as Array<{ id: string; device: string }>).find((s) => s.device === 'Safari trên iPhone')!;

    // Another customer cannot end it, and learns nothing.
    const foreign = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneSession.id}`, headers: bearer(other.token) });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toMatchObject({ code: 'SESSION_NOT_FOUND', message: 'Không tìm thấy phiên đăng nhập này, có thể nó đã kết thúc.' });
    expect((await session(phone)).statusCode).toBe(200);

    const ended = await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneSession.id}`, headers: bearer(desktop) });
    expect(ended.statusCode).toBe(200);
    expect(ended.json()).toEqual({ success: true, message: 'Đã đăng xuất thiết bị.' });
    expect((await session(phone)).statusCode).toBe(401);
    expect((await session(desktop)).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'DELETE', url: `/api/account/sessions/${phoneSession.id}`, headers: bearer(desktop) })).statusCode).toBe(404);
    expect((await ctx.app.inject({ method: 'DELETE', url: '/api/account/sessions/khong-phai-uuid', headers: bearer(desktop) })).statusCode).toBe(404);
  });

  it('"Đăng xuất các thiết bị khác" ends every other session and keeps this one', async () => {
    const customer = await signupCustomer(ctx.app);
    const here = await login(customer.phone, customer.password);
    const phone = await login(customer.phone, customer.password, SAFARI_IPHONE);
    const response = await ctx.app.inject({ method: 'POST', url: '/api/account/sessions/revoke-others', headers: bearer(here) });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true, message: 'Đã đăng xuất các thiết bị khác.', data: { ended: 2 } });
    expect((await session(phone)).statusCode).toBe(401);
    expect((await session(customer.token)).statusCode).toBe(401);
    expect((await session(here)).statusCode).toBe(200);
    expect((await list(here)).json().results).toEqual([expect.objectContaining({ current: true })]);
  });
});

describe('old sessions', () => {
  it('drops the customer’s sessions ended or expired over 30 days ago at the next login, and keeps newer ones', async () => {
    const customer = await signupCustomer(ctx.app);
    await login(customer.phone, customer.password);
    await login(customer.phone, customer.password, SAFARI_IPHONE);
    await ctx.database.executeSql(
      `update user_sessions set revoked_at = now() - interval '31 days', revoked_reason = 'logout' where user_id = $1 and user_agent = $2`,
      [customer.userId, SAFARI_IPHONE],
    );
    // The sign-up's session (the first) expired 40 days ago.
    await ctx.database.executeSql(
      `update user_sessions set expires_at = now() - interval '40 days' where id = (select id from user_sessions where user_id = $1 order by created_at limit 1)`,
      [customer.userId],
    );
    const count = async () => (await ctx.database.executeSql('select count(*)::int as n from user_sessions where user_id = $1', [customer.userId])).rows[0]!.n;
    expect(await count()).toBe(3);
    await login(customer.phone, customer.password);
    expect(await count()).toBe(2); // the desktop session and the new one
  });
});

describe('staff', () => {
  it('an admin ends every session of a customer; customers may not', async () => {
    await createAdmin(ctx.database.db, '0987000111', 'Nui-Phu-Si-2026!');
    const admin = await login('0987000111', 'Nui-Phu-Si-2026!');
    const customer = await signupCustomer(ctx.app);
    const phone = await login(customer.phone, customer.password, SAFARI_IPHONE);
    const url = `/api/admin/customers/${customer.userId}/sessions/revoke`;

    expect((await ctx.app.inject({ method: 'POST', url, headers: bearer(customer.token) })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'POST', url })).statusCode).toBe(401);
    const unknown = await ctx.app.inject({ method: 'POST', url: '/api/admin/customers/00000000-0000-4000-8000-000000000000/sessions/revoke', headers: bearer(admin) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('CUSTOMER_NOT_FOUND');

    const done = await ctx.app.inject({ method: 'POST', url, headers: bearer(admin) });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ success: true, message: 'Đã đăng xuất khách hàng khỏi mọi thiết bị.', data: { ended: 2 } });
    for (const token of [customer.token, phone]) {
      const after = await session(token);
      expect(after.statusCode).toBe(401);
      expect(after.json().code).toBe('SESSION_ENDED');
    }
    expect((await session(admin)).statusCode).toBe(200);
    // The customer can log in again.
    expect((await session(await login(customer.phone, customer.password))).statusCode).toBe(200);
  });
});

describe('the per-process cache', () => {
  it(`another server process stops accepting an ended session within ${SESSION_CACHE_MS} ms`, async () => {
    // A second app on the same database: another server process with its own cache.
    // Without the processes' channel (PostgreSQL LISTEN/NOTIFY): what the cache window bounds when
    // that message is lost. The message itself: platform/auth.channel.pg.test.ts.
    const second = await buildApp({ ...ctx.deps, database: { ...ctx.deps.database, channel: undefined }, sessionCache: { now: clock } }, { logger: false, serveWeb: false });
    try {
      const customer = await signupCustomer(ctx.app);
      const token = await login(customer.phone, customer.password);
      expect((await session(token, second)).statusCode).toBe(200); // now cached by the second process

      expect((await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) })).statusCode).toBe(200);
      expect((await session(token)).statusCode).toBe(401); // the process that ended it: at once
      // Within the window the second process may still trust what it read …
      expect((await session(token, second)).statusCode).toBe(200);
      // … and not after it.
      offsetMs += SESSION_CACHE_MS + 1;
      const later = await session(token, second);
      expect(later.statusCode).toBe(401);
      expect(later.json().code).toBe('SESSION_ENDED');
    } finally {
      await second.close();
    }
  });

  it('writes last seen at most once a minute per session, not on every request', async () => {
    const customer = await signupCustomer(ctx.app);
    const token = await login(customer.phone, customer.password);
    const [row] = ((await list(token)).json().results as Array<{ id: string; current: boolean }>).filter((s) => s.current);
    const lastSeen = async () =>
      (await ctx.database.executeSql('select last_seen_at from user_sessions where id = $1', [row!.id])).rows[0]!.last_seen_at as Date;
    const setLastSeen = (sql: string) => ctx.database.executeSql(`update user_sessions set last_seen_at = ${sql} where id = $1`, [row!.id]);

    // Seen two minutes ago: the next request (once the cache has run out) records it.
    await setLastSeen("now() - interval '2 minutes'");
    offsetMs += SESSION_CACHE_MS + 1;
    const before = await lastSeen();
    expect((await session(token)).statusCode).toBe(200);
    const touched = await lastSeen();
    expect(touched.getTime()).toBeGreaterThan(before.getTime() + 60_000);

    // Further requests within the minute write nothing (the row keeps a value set behind its back).
    await setLastSeen("now() - interval '2 minutes'");
    const marker = await lastSeen();
    for (let i = 0; i < 5; i += 1) expect((await session(token)).statusCode).toBe(200);
    expect((await lastSeen()).getTime()).toBe(marker.getTime());

    // Once the cache runs out the row is read again, and it says two minutes ago: written again.
    offsetMs += SESSION_CACHE_MS + 1;
    expect((await session(token)).statusCode).toBe(200);
    expect((await lastSeen()).getTime()).toBeGreaterThan(marker.getTime());
  });
});
