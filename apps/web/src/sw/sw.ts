/**
 * The service worker of the web app, served at /sw.js (root scope) and built by vite
 * (`kaimono:service-worker` in vite.config.ts, one classic script). It has one job: Web Push.
 *
 * - `push`: the server's message (decrypted by the browser, RFC 8291) is the JSON of
 *   `PushPayload` in packages/contracts/src/push.ts; it is shown as a notification with its title,
 *   body and icon. Messages about the same thing replace each other (tag = id).
 * - `notificationclick`: opens the notification's link — only a path of this app, never another
 *   site — in a window of the app that is already open (focused), or in a new one.
 */
import { notificationOf, readPushMessage, safePath } from './push-message.ts';

declare const self: ServiceWorkerGlobalScope;

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

self.addEventListener('push', (event) => {
  const { title, options } = notificationOf(readPushMessage(event.data));
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(safePath((event.notification.data as { link?: unknown } | null)?.link), self.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus().catch(() => null);
        const moved = focused ? await focused.navigate(target).catch(() => null) : null;
        if (moved) return;
      }
      await self.clients.openWindow(target);
    })(),
  );
});

/** The push service renewed the subscription: tell the server (the login cookie goes along). */
self.addEventListener('pushsubscriptionchange', (event) => {
  const change = event as ExtendableEvent & { oldSubscription?: PushSubscription | null; newSubscription?: PushSubscription | null };
  event.waitUntil(
    (async () => {
      const next =
        change.newSubscription ??
        (change.oldSubscription ? await self.registration.pushManager.subscribe(change.oldSubscription.options).catch(() => null) : null);
      if (!next) return;
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(next.toJSON()),
      }).catch(() => undefined);
    })(),
  );
});
