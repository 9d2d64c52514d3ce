import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/test/mock-api';
import { createTestQueryClient } from '@/test/render-app';
import { PushPrompt } from './push-prompt';

const VAPID = 'BEl62iUYgUivxIkv69yViEuiBIa-Ib9-SkvMeAtA3LFgDzkrxZJjSgSnfckjBJuBkr3qBUYIHBQFLXYp5Nksh8U';

/** A browser with service workers and push: permission as given; subscribe() records its options. */
function fakePushBrowser(permission: NotificationPermission, answer: NotificationPermission = 'granted') {
  const subscribed: PushSubscriptionOptionsInit[] = [];
  let subscription: { endpoint: string; options: { applicationServerKey: ArrayBuffer }; toJSON(): unknown; unsubscribe(): Promise<boolean> } | null = null;
  const pushManager = {
    getSubscription: async () => subscription,
    subscribe: async (options: PushSubscriptionOptionsInit) => {
      subscribed.push(options);
      subscription = {
        endpoint: 'https://push.example/abc',
        options: { applicationServerKey: (options.applicationServerKey as Uint8Array).buffer as ArrayBuffer },
        toJSON: () => ({ endpoint: 'https://push.example/abc', expirationTime: null, keys: { p256dh: 'p'.repeat(87), auth: 'a'.repeat(22) } }),
        unsubscribe: async () => true,
      };
      return subscription;
    },
  };
  const registration = { pushManager };
  const register = vi.fn(async (_url: string, _options: RegistrationOptions) => registration);
  let registered = false;
  vi.stubGlobal('PushManager', function PushManager() {});
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      getRegistration: async () => (registered ? registration : undefined),
      register: async (url: string, options: RegistrationOptions) => {
        registered = true;
        return register(url, options);
      },
      ready: Promise.resolve(registration),
    },
  });
  const notification = { permission, requestPermission: vi.fn(async () => ((notification.permission = answer), answer)) };
  vi.stubGlobal('Notification', notification);
  return { subscribed, register, notification };
}

function renderPrompt(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={createTestQueryClient()}>
      <PushPrompt onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  localStorage.clear();
});

describe('PushPrompt', () => {
  it('asks for permission only on "Bật thông báo", registers /sw.js, subscribes with the server key and saves the subscription', async () => {
    const browser = fakePushBrowser('default');
    const { calls } = mockApi({
      'GET /api/push/vapid-public-key': { body: { success: true, public_key: VAPID } },
      'POST /api/push/subscriptions': { body: { success: true, message: 'Đã bật thông báo đẩy trên thiết bị này.', data: {} } },
    });
    const onDone = renderPrompt();
    const accept = await screen.findByRole('button', { name: 'Bật thông báo' });
    expect(browser.notification.requestPermission).not.toHaveBeenCalled();
    await userEvent.setup().click(accept);
    await waitFor(() => expect(onDone).toHaveBeenCalledWith(true));
    expect(browser.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(browser.subscribed).toHaveLength(1);
    expect(browser.subscribed[0]!.userVisibleOnly).toBe(true);
    expect(Buffer.from(browser.subscribed[0]!.applicationServerKey as Uint8Array).toString('base64url')).toBe(VAPID);
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({ endpoint: 'https://push.example/abc', keys: { auth: 'a'.repeat(22) } });
    expect(screen.queryByRole('button', { name: 'Bật thông báo' })).toBeNull();
  });

  it('"Để sau" hides it for good in this browser', async () => {
    fakePushBrowser('default');
    mockApi({});
    const onDone = renderPrompt();
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Để sau' }));
    expect(onDone).toHaveBeenCalledWith(false);
    expect(screen.queryByRole('region')).toBeNull();
    renderPrompt();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button', { name: 'Bật thông báo' })).toBeNull();
  });

  it('is not shown when notifications were blocked or push is unsupported', async () => {
    fakePushBrowser('denied');
    mockApi({});
    const { container } = render(
      <QueryClientProvider client={createTestQueryClient()}>
        <PushPrompt />
      </QueryClientProvider>,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.textContent).toBe('');
  });
});
