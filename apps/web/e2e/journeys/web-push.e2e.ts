import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CDPSession, Page } from 'playwright-core';
import type { Journey } from '../harness.ts';
import { assertEqual, expectUrl, expectVisible } from './assert.ts';
import { api, register, staffApi } from './support.ts';
import { browserKeys, checkVapid, decryptPushMessage } from '../../../server/src/modules/push/push.testing.ts';

/**
 * Web Push in Chromium, without the internet. The customer turns push on in the notification
 * settings (notification permission granted to the context); the service worker at /sw.js is
 * registered at the root scope. `pushManager.subscribe` cannot succeed here: in a Playwright
 * browser context (off the record) Chromium answers "AbortError: Registration failed - permission
 * denied" at once, and in a persistent profile it waits for Google's push service, which this
 * machine cannot reach. So, if the browser did subscribe, the journey checks that the server stored
 * it; otherwise it logs the browser's answer and checks that nothing was stored.
 * The chain is then proven with the server's real push: the journey plays the push service of a
 * second device (its own keys, an endpoint on this machine), the server encrypts the notification
 * for it and signs with VAPID, the journey decrypts it (RFC 8291, push.testing.ts) and hands exactly
 * that payload to the service worker (`ServiceWorker.deliverPushMessage`), which shows it; its link
 * opens the item.
 */

interface ShownNotification {
  title: string;
  body: string;
  icon: string;
  tag: string;
  data: { link: string; id: string | null; category: string | null };
}

async function shownNotifications(page: Page): Promise<ShownNotification[]> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration('/');
    const list = (await registration?.getNotifications()) ?? [];
    return list.map((n) => ({ title: n.title, body: n.body, icon: n.icon, tag: n.tag, data: n.data as ShownNotification['data'] }));
  });
}

/** The registration id DevTools knows the root-scope worker by (for deliverPushMessage). */
async function registrationId(cdp: CDPSession, origin: string): Promise<string> {
  const found = new Promise<string>((resolve) => {
    cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
      const root = registrations.find((r) => r.scopeURL === `${origin}/` && !r.isDeleted);
      if (root) resolve(root.registrationId);
    });
  });
  await cdp.send('ServiceWorker.enable');
  return Promise.race([found, new Promise<string>((_, reject) => setTimeout(() => reject(new Error('no service worker registration at the root scope')), 15_000))]);
}

interface ArrivedPush {
  authorization: string | undefined;
  encoding: string | undefined;
  body: Buffer;
}

/** A push service on this machine: it takes the server's push requests (201) and hands them out in order. */
async function startPushService(): Promise<{ origin: string; next: (timeoutMs: number) => Promise<ArrivedPush>; close: () => Promise<void> }> {
  const arrived: ArrivedPush[] = [];
  const waiting: ((push: ArrivedPush) => void)[] = [];
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const push = { authorization: request.headers.authorization, encoding: request.headers['content-encoding'], body: Buffer.concat(chunks) };
      const taker = waiting.shift();
      if (taker) taker(push);
      else arrived.push(push);
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    next: (timeoutMs) =>
      arrived.length > 0
        ? Promise.resolve(arrived.shift()!)
        : new Promise<ArrivedPush>((resolve, reject) => {
            const timer = setTimeout(() => reject(new Error(`no push request reached ${origin} in ${timeoutMs} ms`)), timeoutMs);
            waiting.push((push) => {
              clearTimeout(timer);
              resolve(push);
            });
          }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export const journeys: Journey[] = [
  {
    name: 'web push: turn push on in the settings, the service worker shows a pushed notification whose link opens the item',
    async run(ctx) {
      const context = await ctx.newContext();
      await context.grantPermissions(['notifications'], { origin: ctx.baseUrl });
      const page = await context.newPage();
      await register(page, 'Lý Thị Thông Báo');

      await page.goto('/account/user/notification-setting');
      const card = page.locator('section', { has: page.getByRole('heading', { name: 'Thông báo đẩy trên thiết bị này' }) });
      await card.getByRole('button', { name: 'Bật thông báo đẩy' }).click();
      // Either the browser subscribed (stored on the server), or the push service cannot be reached offline.
      const outcome = await Promise.race([
        card.getByText('Đang bật trên thiết bị này.').waitFor({ timeout: 30_000 }).then(() => 'subscribed' as const),
        card.getByText('Không bật được thông báo đẩy. Vui lòng thử lại.').waitFor({ timeout: 30_000 }).then(() => 'no push service' as const),
      ]);

      // The service worker is registered at the root scope either way (before subscribing).
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      assertEqual(scope, `${ctx.baseUrl}/`, 'the service worker scope');

      const devices = await api<{ results: { device: string; current: boolean }[] }>(page, 'GET', '/api/push/subscriptions');
      if (outcome === 'subscribed') {
        const endpoint = await page.evaluate(async () => (await (await navigator.serviceWorker.ready).pushManager.getSubscription())?.endpoint ?? null);
        assertEqual(devices.results.length, 1, 'one device stored on the server');
        const mine = await api<{ results: { current: boolean }[] }>(page, 'GET', `/api/push/subscriptions?endpoint=${encodeURIComponent(endpoint ?? '')}`);
        assertEqual(mine.results[0]?.current, true, 'the stored subscription is this browser’s');
        await expectVisible(card.getByText('(thiết bị này)'), 'this device in the list');
      } else {
        // Why: the browser's own answer to subscribe (with the server's key), for the log.
        const why = await page.evaluate(async () => {
          const key = ((await (await fetch('/api/push/vapid-public-key')).json()) as { public_key: string }).public_key;
          const bytes = Uint8Array.from(atob(key.replace(/-/g, '+').replace(/_/g, '/') + '='.repeat((4 - (key.length % 4)) % 4)), (c) => c.charCodeAt(0));
          try {
            await (await navigator.serviceWorker.ready).pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: bytes });
            return 'subscribed on a second try';
          } catch (error) {
            return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
          }
        });
        console.log(`    (headless Chromium could not subscribe without a push service: ${why}; the server's own push to a played device follows)`);
        assertEqual(devices.results.length, 0, 'nothing stored when the browser could not subscribe');
      }

      // The server's real push: this journey plays the push service of a second device of the same
      // customer (keys made here, endpoint on this machine), the server encrypts for it and signs
      // with VAPID, the journey decrypts what arrived (RFC 8291) and hands exactly that to
      // Chromium's service worker, as a push service would.
      const pushService = await startPushService();
      try {
        const device = browserKeys();
        await api(page, 'POST', '/api/push/subscriptions', { endpoint: `${pushService.origin}/device/${Date.now()}`, expirationTime: null, keys: device.json });

        const staff = await staffApi(ctx.baseUrl);
        const me = await api<{ data: { id: string } }>(page, 'GET', '/api/session');
        // A sandbox item the watch is about.
        const search = (await (await fetch(`${ctx.baseUrl}/api/rakuten/search?keyword=${encodeURIComponent('ポケモン')}&__auto_translate_keyword=off`)).json()) as { results: { path: string }[] };
        const item = search.results[0]?.path;
        if (!item?.startsWith('/rakuten/item/')) throw new Error(`no sandbox item to watch: ${JSON.stringify(search).slice(0, 200)}`);
        const sent = await staff<{ data: { id: string; category: string; title: string; body: string; link: string } }>('POST', '/api/admin/notifications', {
          user_id: me.data.id,
          category: 'watch',
          title: 'Giảm giá: Nintendo Switch OLED',
          body: 'Giá còn 29.800 ¥ (≈ 5.200.000 ₫).',
          link: item,
        });
        const arrived = await pushService.next(60_000);
        checkVapid(arrived.authorization, pushService.origin);
        assertEqual(arrived.encoding, 'aes128gcm', 'the push is encrypted as aes128gcm');
        const payload = decryptPushMessage(arrived.body, device.ecdh, device.auth);
        const pushed = JSON.parse(payload) as { title: string; body: string; link: string };
        assertEqual(pushed.title, sent.data.title, 'the decrypted push carries the notification title');
        assertEqual(pushed.link, item, 'the decrypted push carries the item link');

        const cdp = await context.newCDPSession(page);
        const id = await registrationId(cdp, ctx.baseUrl);
        await cdp.send('ServiceWorker.deliverPushMessage', { origin: ctx.baseUrl, registrationId: id, data: payload });

        // The worker shows it: title, body, icon, tagged by the notification id, with the link.
        const deadline = Date.now() + 15_000;
        let shown = await shownNotifications(page);
        while (shown.length === 0 && Date.now() < deadline) {
          await page.waitForTimeout(100);
          shown = await shownNotifications(page);
        }
        assertEqual(shown.length, 1, 'notifications shown by the service worker');
        assertEqual(shown[0]!.title, 'Giảm giá: Nintendo Switch OLED', 'the notification title');
        assertEqual(shown[0]!.body, 'Giá còn 29.800 ¥ (≈ 5.200.000 ₫).', 'the notification body');
        assertEqual(shown[0]!.icon, `${ctx.baseUrl}/icons/notification-192.png`, 'the notification icon');
        assertEqual(shown[0]!.tag, sent.data.id, 'the notification tag');
        assertEqual(JSON.stringify(shown[0]!.data), JSON.stringify({ link: item, id: sent.data.id, category: 'watch' }), 'the notification data');

        // A link to another site in a push is never opened: the worker keeps only app paths.
        await cdp.send('ServiceWorker.deliverPushMessage', {
          origin: ctx.baseUrl,
          registrationId: id,
          data: JSON.stringify({ ...JSON.parse(payload), id: 'x-1', title: 'Lừa đảo', link: 'https://evil.example/phish' }),
        });
        let all = await shownNotifications(page);
        while (all.length < 2 && Date.now() < deadline + 10_000) {
          await page.waitForTimeout(100);
          all = await shownNotifications(page);
        }
        assertEqual(all.find((n) => n.tag === 'x-1')?.data.link, '/', 'a foreign link replaced by the home page');

        // Opening the notification goes to its link (the DevTools protocol cannot click a system
        // notification: the page opens the link the worker's click handler opens).
        await page.goto(shown[0]!.data.link);
        await expectUrl(page, new RegExp(`${item.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expectVisible(page.getByRole('heading', { level: 1 }), 'the item page');
      } finally {
        await pushService.close();
      }
    },
  },
];
