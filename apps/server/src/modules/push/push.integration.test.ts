import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../platform/config.ts';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { bearer } from '../../test/engagement.ts';
import { notificationContext, notify } from '../notifications/index.ts';
import { assertEndpointAllowed } from './push.service.ts';
import { browserKeys, checkVapid, decryptPushMessage } from './push.testing.ts';

/**
 * Web Push without the internet: the server's push request goes to a push service played by an
 * HTTP server in this test, which checks the VAPID signature (RFC 8292) and decrypts the message
 * (RFC 8291, aes128gcm) with the browser's keys — push.testing.ts, node:crypto, not web-push.
 */

interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

let ctx: TestContext;
let pushService: Server;
let origin: string;
const received: Received[] = [];

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      received.push({ path, headers: request.headers, body: Buffer.concat(chunks) });
      // The path says how this "push service" answers: /gone → 410, /missing → 404, /down → 503.
      const status = path.startsWith('/gone') ? 410 : path.startsWith('/missing') ? 404 : path.startsWith('/down') ? 503 : 201;
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;

  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: 'data/test-unused',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SANDBOX_ITEMS_PER_SITE: '500',
    PUSH_ALLOW_HTTP_ENDPOINTS: 'true',
    VAPID_SUBJECT: 'mailto:ho-tro@kaimono.vn',
  });
  ctx = await createTestContext({ config });
});
afterAll(async () => {
  await ctx?.close();
  await new Promise((resolve) => pushService.close(resolve));
});

async function customer() {
  return signupCustomer(ctx.app);
}

function subscribe(token: string, endpoint: string, keys: { p256dh: string; auth: string }, userAgent = 'Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36') {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/push/subscriptions',
    headers: { ...bearer(token), 'user-agent': userAgent },
    payload: { endpoint, expirationTime: null, keys },
  });
}

const matchNotification = (userId: string) =>
  notify(
    ctx.database.db,
    {
      userId,
      category: 'saved_search',
      title: '3 sản phẩm mới khớp "máy ảnh Fujifilm"',
      body: 'Fujifilm X100V — 128.000 ¥ (≈ 22.400.000 ₫) và 2 sản phẩm khác.',
      link: '/account/saved-searches/1',
    },
    notificationContext(ctx.deps, ctx.app.log),
  );

async function subscriptionCount(userId: string): Promise<number> {
  const { rows } = await ctx.database.executeSql('select count(*)::int as n from push_subscriptions where user_id = $1', [userId]);
  return (rows[0] as { n: number }).n;
}

describe('GET /api/push/vapid-public-key', () => {
  it('answers one P-256 key, generated once and kept in the database for every process', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' });
    expect(first.statusCode).toBe(200);
    const key = first.json().public_key as string;
    const point = Buffer.from(key, 'base64url');
    expect(point.length).toBe(65);
    expect(point[0]).toBe(4);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json().public_key).toBe(key);
    const { rows } = await ctx.database.executeSql('select public_key from push_vapid_keys', []);
    expect(rows).toEqual([{ public_key: key }]);
  });
});

describe('POST/GET/DELETE /api/push/subscriptions', () => {
  it('needs login', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/push/subscriptions', payload: { endpoint: `${origin}/ok/x`, keys: browserKeys().json } });
    expect(response.statusCode).toBe(401);
  });

  it('refuses keys that are not a browser subscription, with a Vietnamese message, saving nothing', async () => {
    const c = await customer();
    const short = await subscribe(c.token, `${origin}/ok/a`, { p256dh: 'abc', auth: 'def' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
    // Right length, but not an uncompressed P-256 point.
    const notAPoint = await subscribe(c.token, `${origin}/ok/a`, { p256dh: Buffer.alloc(65, 7).toString('base64url'), auth: randomBytes(16).toString('base64url') });
    expect(notAPoint.statusCode).toBe(400);
    expect(notAPoint.json()).toMatchObject({ code: 'PUSH_SUBSCRIPTION_INVALID', message: 'Thông tin đăng ký nhận thông báo đẩy của trình duyệt không hợp lệ.' });
    const notHttp = await subscribe(c.token, 'ftp://push.example/abc', browserKeys().json);
    expect(notHttp.statusCode).toBe(400);
    expect(await subscriptionCount(c.userId)).toBe(0);
  });

  it('production refuses plain http push endpoints', () => {
    expect(() => assertEndpointAllowed('http://10.0.0.5/internal', false)).toThrow(expect.objectContaining({ code: 'PUSH_ENDPOINT_NOT_ALLOWED' }));
    expect(() => assertEndpointAllowed('https://fcm.googleapis.com/fcm/send/abc', false)).not.toThrow();
  });

  it('keeps several devices per customer; the same browser again replaces its row; a browser moves with its login', async () => {
    const c = await customer();
    const phone = browserKeys();
    const laptop = browserKeys();
    expect((await subscribe(c.token, `${origin}/ok/phone-${c.userId}`, phone.json)).json()).toMatchObject({
      success: true,
      message: 'Đã bật thông báo đẩy trên thiết bị này.',
      data: { device: 'Chrome trên Android', service: origin.replace('http://', ''), current: true },
    });
    await subscribe(c.token, `${origin}/ok/laptop-${c.userId}`, laptop.json, 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:132.0) Gecko/20100101 Firefox/132.0');
    // The phone's keys were renewed: still one row for it.
    await subscribe(c.token, `${origin}/ok/phone-${c.userId}`, browserKeys().json);
    const list = await ctx.app.inject({ method: 'GET', url: `/api/push/subscriptions?endpoint=${encodeURIComponent(`${origin}/ok/laptop-${c.userId}`)}`, headers: bearer(c.token) });
    expect(list.json().results.map((d: { device: string; current: boolean }) => [d.device, d.current]).sort()).toEqual([
      ['Chrome trên Android', false],
      ['Firefox trên Windows', true],
    ]);

    // Another customer logs in on the laptop and turns push on: the laptop is theirs now.
    const other = await customer();
    await subscribe(other.token, `${origin}/ok/laptop-${c.userId}`, laptop.json);
    expect(await subscriptionCount(c.userId)).toBe(1);
    expect(await subscriptionCount(other.userId)).toBe(1);

    // Unsubscribing touches only one's own subscription.
    const notMine = await ctx.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: bearer(c.token), payload: { endpoint: `${origin}/ok/laptop-${c.userId}` } });
    expect(notMine.json()).toMatchObject({ success: true, removed: 0 });
    const mine = await ctx.app.inject({ method: 'DELETE', url: '/api/push/subscriptions', headers: bearer(c.token), payload: { endpoint: `${origin}/ok/phone-${c.userId}` } });
    expect(mine.json()).toEqual({ success: true, message: 'Đã tắt thông báo đẩy trên thiết bị này.', removed: 1 });
    expect(await subscriptionCount(c.userId)).toBe(0);
  });
});

describe('sending a notification by Web Push', () => {
  it('encrypts the notification for each device (RFC 8291) and signs the request with the VAPID key (RFC 8292)', async () => {
    const c = await customer();
    const phone = browserKeys();
    const laptop = browserKeys();
    await subscribe(c.token, `${origin}/ok/p-${c.userId}`, phone.json);
    await subscribe(c.token, `${origin}/ok/l-${c.userId}`, laptop.json);
    const serverKey = (await ctx.app.inject({ method: 'GET', url: '/api/push/vapid-public-key' })).json().public_key;

    const before = received.length;
    const result = await matchNotification(c.userId);
    expect(result.deliveries.map((d) => d.channel)).toEqual(['push']);
    const requests = received.slice(before);
    expect(requests.map((r) => r.path).sort()).toEqual([`/ok/l-${c.userId}`, `/ok/p-${c.userId}`]);

    const expected = {
      id: result.notification!.id,
      category: 'saved_search',
      title: '3 sản phẩm mới khớp "máy ảnh Fujifilm"',
      body: 'Fujifilm X100V — 128.000 ¥ (≈ 22.400.000 ₫) và 2 sản phẩm khác.',
      icon: '/icons/notification-192.png',
      link: '/account/saved-searches/1',
    };
    for (const request of requests) {
      expect(request.headers['content-encoding']).toBe('aes128gcm');
      expect(request.headers['content-type']).toBe('application/octet-stream');
      expect(Number(request.headers.ttl)).toBeGreaterThan(0);
      expect(checkVapid(request.headers.authorization, origin, 'mailto:ho-tro@kaimono.vn')).toBe(serverKey);
      const keys = request.path.startsWith('/ok/p-') ? phone : laptop;
      expect(JSON.parse(decryptPushMessage(request.body, keys.ecdh, keys.auth))).toEqual(expected);
      // The other device's keys cannot read it.
      const other = request.path.startsWith('/ok/p-') ? laptop : phone;
      expect(() => decryptPushMessage(request.body, other.ecdh, other.auth)).toThrow();
    }
    const { rows } = await ctx.database.executeSql("select status from notification_deliveries where user_id = $1 and channel = 'push'", [c.userId]);
    expect(rows).toEqual([{ status: 'sent' }]);
  });

  it('a 410 or 404 from the push service removes that subscription; the other device still gets it', async () => {
    const c = await customer();
    await subscribe(c.token, `${origin}/gone/${c.userId}`, browserKeys().json);
    await subscribe(c.token, `${origin}/missing/${c.userId}`, browserKeys().json);
    await subscribe(c.token, `${origin}/ok/${c.userId}`, browserKeys().json);
    expect(await subscriptionCount(c.userId)).toBe(3);

    await matchNotification(c.userId);
    const { rows } = await ctx.database.executeSql('select endpoint from push_subscriptions where user_id = $1', [c.userId]);
    expect(rows).toEqual([{ endpoint: `${origin}/ok/${c.userId}` }]);
    const delivery = await ctx.database.executeSql("select status from notification_deliveries where user_id = $1 and channel = 'push'", [c.userId]);
    expect(delivery.rows).toEqual([{ status: 'sent' }]);
  });

  it('only gone devices: the subscriptions are removed, the copy is skipped and no push copy is queued afterwards', async () => {
    const c = await customer();
    await subscribe(c.token, `${origin}/gone/only-${c.userId}`, browserKeys().json);
    await matchNotification(c.userId);
    expect(await subscriptionCount(c.userId)).toBe(0);
    const first = await ctx.database.executeSql("select status, last_error from notification_deliveries where user_id = $1 and channel = 'push'", [c.userId]);
    expect(first.rows).toEqual([{ status: 'skipped', last_error: 'no subscription' }]);
    const again = await matchNotification(c.userId);
    expect(again.deliveries).toEqual([]);
  });

  it('a push service that is down fails the copy (pg-boss retries) and keeps the subscription', async () => {
    const c = await customer();
    await subscribe(c.token, `${origin}/down/${c.userId}`, browserKeys().json);
    await matchNotification(c.userId);
    expect(await subscriptionCount(c.userId)).toBe(1);
    const { rows } = await ctx.database.executeSql("select status, last_error from notification_deliveries where user_id = $1 and channel = 'push'", [c.userId]);
    expect(rows).toEqual([{ status: 'failed', last_error: 'push service answered 503' }]);
  });

  it('no push copy when the customer turned push off for the kind', async () => {
    const c = await customer();
    await subscribe(c.token, `${origin}/ok/off-${c.userId}`, browserKeys().json);
    const saved = await ctx.app.inject({ method: 'POST', url: '/api/user/notification', headers: bearer(c.token), payload: { settings: { saved_search: { push: false } } } });
    expect(saved.statusCode).toBe(200);
    const before = received.length;
    const result = await matchNotification(c.userId);
    expect(result.notification).not.toBeNull();
    expect(result.deliveries).toEqual([]);
    expect(received.length).toBe(before);
  });
});
