import { afterEach, describe, expect, it, vi } from 'vitest';

/**
 * The worker's event handlers, run against a stand-in for the service worker global scope (the
 * DevTools protocol can deliver a push but cannot click a system notification; the browser
 * journey web-push.e2e.ts covers the push side in Chromium).
 */

type Handler = (event: unknown) => void;

async function loadWorker(windows: { url: string; focus: () => Promise<unknown> }[]) {
  const handlers = new Map<string, Handler>();
  const openWindow = vi.fn(async (url: string) => ({ url }));
  const shown: { title: string; options: NotificationOptions }[] = [];
  const scope = {
    location: { origin: 'https://kaimono.example' },
    addEventListener: (type: string, handler: Handler) => handlers.set(type, handler),
    skipWaiting: async () => undefined,
    clients: { claim: async () => undefined, matchAll: async () => windows, openWindow },
    registration: {
      showNotification: async (title: string, options: NotificationOptions) => void shown.push({ title, options }),
      pushManager: { subscribe: async () => null },
    },
  };
  vi.stubGlobal('self', scope);
  vi.resetModules();
  // A variable specifier: the worker's WebWorker types stay out of this (DOM) project's typecheck.
  const worker = './sw.ts';
  await import(/* @vite-ignore */ worker);
  return { handlers, openWindow, shown };
}

async function dispatch(handler: Handler | undefined, event: Record<string, unknown>) {
  let done: Promise<unknown> = Promise.resolve();
  handler!({ ...event, waitUntil: (promise: Promise<unknown>) => (done = promise) });
  await done;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('service worker', () => {
  it('push: shows the notification of the message', async () => {
    const { handlers, shown } = await loadWorker([]);
    const data = { id: 'n1', category: 'watch', title: 'Giảm giá', body: 'Còn 29.800 ¥', icon: '/icons/notification-192.png', link: '/rakuten/item/a%3A1' };
    await dispatch(handlers.get('push'), { data: { json: () => data, text: () => JSON.stringify(data) } });
    expect(shown).toEqual([{ title: 'Giảm giá', options: expect.objectContaining({ body: 'Còn 29.800 ¥', tag: 'n1', data: { link: '/rakuten/item/a%3A1', id: 'n1', category: 'watch' } }) }]);
  });

  it('click: focuses an open window of the app and navigates it to the link', async () => {
    const navigate = vi.fn(async (url: string) => ({ url }));
    const focus = vi.fn(async () => ({ navigate }));
    const { handlers, openWindow } = await loadWorker([{ url: 'https://kaimono.example/account', focus }]);
    const close = vi.fn();
    await dispatch(handlers.get('notificationclick'), { notification: { close, data: { link: '/rakuten/item/a%3A1' } } });
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalled();
    expect(navigate).toHaveBeenCalledWith('https://kaimono.example/rakuten/item/a%3A1');
    expect(openWindow).not.toHaveBeenCalled();
  });

  it('click: opens a new window when none is open, and never another site', async () => {
    const { handlers, openWindow } = await loadWorker([]);
    await dispatch(handlers.get('notificationclick'), { notification: { close: () => undefined, data: { link: '/account/bids' } } });
    expect(openWindow).toHaveBeenLastCalledWith('https://kaimono.example/account/bids');
    await dispatch(handlers.get('notificationclick'), { notification: { close: () => undefined, data: { link: 'https://evil.example/' } } });
    expect(openWindow).toHaveBeenLastCalledWith('https://kaimono.example/');
  });
});
