import { vi } from 'vitest';
import { adminNavPermissions } from '@/app/routes/admin/sections';

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Record<string, string>;
}

export interface MockReply {
  status?: number;
  body: unknown;
}

export type MockHandler = (req: MockRequest) => MockReply | Promise<MockReply>;

/**
 * Replaces fetch with handlers keyed "METHOD /api/path" (no query). Unknown calls answer 404 in
 * the API's error shape. Returns the spy so tests can inspect the calls; no network is touched.
 *
 * A browser without a stored token is a guest and never asks GET /api/session; so when the session
 * handler may answer a user (anything but a plain 401), the browser gets the token a login stores.
 */
export function mockApi(handlers: Record<string, MockHandler | MockReply>) {
  const session = handlers['GET /api/session'];
  const mayBeLoggedIn = typeof session === 'function' || (!!session && (session.status ?? 200) < 400);
  if (mayBeLoggedIn && !window.localStorage.getItem('kaimono.token')) window.localStorage.setItem('kaimono.token', 'test-token');
  const calls: MockRequest[] = [];
  const spy = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const req: MockRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
    };
    calls.push(req);
    const handler = handlers[`${method} ${url.pathname}`] ?? (method === 'GET' && url.pathname === '/api/admin/me' ? staffFromSession(handlers) : undefined);
    const reply: MockReply = handler
      ? typeof handler === 'function'
        ? await handler(req)
        : handler
      : { status: 404, body: { success: false, code: 'ROUTE_NOT_FOUND', message: 'Không tìm thấy đường dẫn yêu cầu.' } };
    return new Response(JSON.stringify(reply.body), {
      status: reply.status ?? 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', spy);
  return { spy, calls };
}

/**
 * GET /api/admin/me when a test does not answer it: the session's user, as an owner holding every
 * permission the back office's navigation names when it is staff (role admin), else 403.
 */
function staffFromSession(handlers: Record<string, MockHandler | MockReply>): MockHandler | undefined {
  const session = handlers['GET /api/session'];
  if (!session) return undefined;
  return async (req) => {
    const reply = typeof session === 'function' ? await session(req) : session;
    const user = (reply.body as { data?: { id: string; full_name: string; role: string } } | null)?.data;
    if (!user || user.role !== 'admin') return { status: 403, body: { success: false, code: 'FORBIDDEN', message: 'Bạn không có quyền thực hiện thao tác này.' } };
    return { body: { success: true, data: { user_id: user.id, full_name: user.full_name, roles: ['owner'], permissions: [...adminNavPermissions] } } };
  };
}

export const testUser = {
  id: 'u1',
  full_name: 'Nguyễn Văn An',
  avatar: null,
  phone: '0912345678',
  birthdate: '1995-04-12',
  customer_no: 'KM000123',
  email: 'an@example.com',
  role: 'customer' as const,
  has_password: true,
  email_verified: false,
};

export const testStore = {
  name: 'Kaimono',
  phone: '028 3822 6868',
  hotline: '1900 6868',
  email: 'hotro@kaimono.vn',
  location: { address: '12 Nguyễn Huệ, Quận 1, TP. Hồ Chí Minh' },
  socials: { facebook: 'https://facebook.com/kaimono', instagram: 'https://instagram.com/kaimono' },
  chat: { facebook: 'https://m.me/kaimono', zalo: '0912345678' },
  estimate: true,
  office_hours: '8:00 – 21:00, Thứ Hai – Thứ Bảy',
};

const emptyPage = { success: true, results: [], pagination: { page: 1, size: 20, total: 0 } };

/** Answers for everything the frame and the home page load, logged out by default. */
export function baseHandlers(options: { user?: typeof testUser | null } = {}): Record<string, MockHandler | MockReply> {
  return {
    'GET /api/store': { body: { success: true, data: testStore } },
    'GET /api/session': options.user
      ? { body: { success: true, data: options.user } }
      : { status: 401, body: { success: false, code: 'UNAUTHENTICATED', message: 'Vui lòng đăng nhập để tiếp tục.' } },
    'GET /api/feedbacks': { body: emptyPage },
    'GET /api/article/search': { body: emptyPage },
    'GET /api/keyword-top-search': { body: { success: true, results: [] } },
    'GET /api/keyword/autocomplete': { body: { success: true, results: [] } },
    'POST /api/keyword/record': { body: { success: true } },
    // The header shows the wallet balance to logged-in visitors.
    'GET /api/wallet': { body: { success: true, data: { balance_vnd: 0, held_vnd: 0, available_vnd: 0 } } },
    // The header's cart icon counts the cart's items for logged-in visitors.
    'GET /api/cart/count': { body: { success: true, count: 0 } },
    // The header's notification centre polls for logged-in visitors.
    'GET /api/notification/mine': {
      body: { success: true, results: [], pagination: { page: 1, size: 50, total: 0 }, total_unreaded: 0, collected: 0, result: { cursor: '0', timed_out: false }, error: null },
    },
  };
}
