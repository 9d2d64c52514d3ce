import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { adminToken, bearer } from '../../test/engagement.ts';
import { notificationCategories, type NotificationCategory, type NotificationPreferences } from '@kaimono/contracts';
import { notify } from './index.ts';

let ctx: TestContext;
let admin: { token: string; id: string };

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await adminToken(ctx.app, ctx.database);
});
afterAll(async () => {
  await ctx.close();
});

async function customer(overrides: Record<string, unknown> = {}) {
  const signup = await signupCustomer(ctx.app, overrides);
  const session = await ctx.app.inject({ method: 'GET', url: '/api/session', headers: bearer(signup.token) });
  return { token: signup.token, phone: signup.phone, id: session.json().data.id as string, customerNo: signup.data.customer_no };
}

function send(payload: Record<string, unknown>, token = admin.token) {
  return ctx.app.inject({ method: 'POST', url: '/api/admin/notifications', headers: bearer(token), payload });
}

async function sendTo(phone: string, extra: Record<string, unknown> = {}) {
  const response = await send({ phone, category: 'order', title: 'Đơn hàng đã về kho', body: 'Đơn DH001 đã về kho Việt Nam.', link: '/account/quotes', ...extra });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string };
}

function mine(token: string, query = '') {
  return ctx.app.inject({ method: 'GET', url: `/api/notification/mine${query}`, headers: bearer(token) });
}

function put(path: string, token: string, payload: unknown) {
  return ctx.app.inject({ method: 'PUT', url: `/api/notification/${path}`, headers: bearer(token), payload: payload as Record<string, unknown> });
}

async function rowOf(id: string) {
  const { rows } = await ctx.database.executeSql('select read_at, deleted_at, reaction from notifications where id = $1', [id]);
  return rows[0]!;
}

describe('GET /api/notification/mine', () => {
  it('needs login', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/notification/mine' });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Vui lòng đăng nhập để tiếp tục.');
  });

  it('lists the customer’s notifications with total_unreaded, collected, result and error (spec §3)', async () => {
    const c = await customer();
    const first = await sendTo(c.phone);
    await sendTo(c.phone, { category: 'over_pricing', title: 'Bạn đã bị vượt giá', body: 'Có người trả giá cao hơn.', link: '/account/bids' });

    const response = await mine(c.token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ success: true, total_unreaded: 2, collected: 2, error: null, pagination: { page: 1, size: 50, total: 2 } });
    expect(body.result).toEqual({ cursor: expect.stringMatching(/^\d+$/), timed_out: false });
    expect(body.results.map((n: { title: string }) => n.title)).toEqual(['Bạn đã bị vượt giá', 'Đơn hàng đã về kho']);
    expect(body.results[1]).toMatchObject({ _id: first.id, id: first.id, category: 'order', read: false, read_at: null, reaction: null, link: '/account/quotes', collected: false });

    // Seen once: the next fetch delivers nothing new.
    const again = (await mine(c.token)).json();
    expect(again.collected).toBe(0);
    expect(again.results.every((n: { collected: boolean }) => n.collected)).toBe(true);
  });

  it('filters over_pricing, by category and by read state; pages by size', async () => {
    const c = await customer();
    for (let i = 0; i < 3; i += 1) await sendTo(c.phone, { title: `Đơn ${i}` });
    const outbid = await sendTo(c.phone, { category: 'over_pricing', title: 'Vượt giá' });
    await put('mark-as-read', c.token, { ids: [outbid.id] });

    const overPricing = (await mine(c.token, '?type=over_pricing')).json();
    expect(overPricing.results.map((n: { category: string }) => n.category)).toEqual(['over_pricing']);
    // The unread count follows the filtered kind (the one over_pricing is read; the three orders are not).
    expect(overPricing.total_unreaded).toBe(0);
    expect((await mine(c.token)).json().total_unreaded).toBe(3);
    expect((await mine(c.token, '?category=order')).json().total_unreaded).toBe(3);
    expect((await mine(c.token, '?status=read')).json().total_unreaded).toBe(3);

    expect((await mine(c.token, '?status=unread')).json().pagination.total).toBe(3);
    expect((await mine(c.token, '?status=read')).json().results.map((n: { id: string }) => n.id)).toEqual([outbid.id]);
    expect((await mine(c.token, '?category=order')).json().pagination.total).toBe(3);

    const paged = (await mine(c.token, '?page=2&size=3')).json();
    expect(paged.pagination).toEqual({ page: 2, size: 3, total: 4 });
    expect(paged.results).toHaveLength(1);
  });

  it.each(['?type=bids', '?size=500', '?page=0', '?status=new', '?category=nope'])('refuses %s with a 400', async (query) => {
    const c = await customer();
    const response = await mine(c.token, query);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED' });
  });
});

describe('read, delete, reaction', () => {
  it('marks as read and counts down total_unreaded', async () => {
    const c = await customer();
    const a = await sendTo(c.phone);
    await sendTo(c.phone);
    const response = await put('mark-as-read', c.token, { ids: [a.id, a.id] });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ success: true, total_unreaded: 1, result: { affected: 1 }, error: null });
    expect((await rowOf(a.id)).read_at).not.toBeNull();
  });

  it('never touches another customer’s notifications: 404 and nothing changes', async () => {
    const owner = await customer();
    const intruder = await customer();
    const theirs = await sendTo(owner.phone);
    const own = await sendTo(intruder.phone);

    expect((await mine(intruder.token)).json().results.map((n: { id: string }) => n.id)).toEqual([own.id]);
    for (const [path, payload] of [
      ['mark-as-read', { ids: [theirs.id] }],
      ['mark-as-read', { ids: [own.id, theirs.id] }],
      ['delete', { ids: [theirs.id] }],
      ['delete', { ids: [own.id, theirs.id] }],
      ['reaction', { id: theirs.id, reaction: 'like' }],
    ] as const) {
      const response = await put(path, intruder.token, payload);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: 'NOTIFICATION_NOT_FOUND', message: 'Không tìm thấy thông báo.' });
    }
    expect(await rowOf(theirs.id)).toEqual({ read_at: null, deleted_at: null, reaction: null });
    expect(await rowOf(own.id)).toEqual({ read_at: null, deleted_at: null, reaction: null });
  });

  it('deletes: the notification is gone from the list and the count, and cannot be deleted twice', async () => {
    const c = await customer();
    const a = await sendTo(c.phone);
    const b = await sendTo(c.phone);
    const response = await put('delete', c.token, { ids: [a.id] });
    expect(response.json()).toMatchObject({ total_unreaded: 1, result: { affected: 1 } });
    expect((await mine(c.token)).json().results.map((n: { id: string }) => n.id)).toEqual([b.id]);
    expect((await put('delete', c.token, { ids: [a.id] })).statusCode).toBe(404);
    expect((await put('mark-as-read', c.token, { ids: [a.id] })).statusCode).toBe(404);
  });

  it('sets and clears a reaction (reacting reads it)', async () => {
    const c = await customer();
    const a = await sendTo(c.phone, { category: 'promotion', title: 'Giảm 10% phí dịch vụ' });
    const like = await put('reaction', c.token, { id: a.id, reaction: 'love' });
    expect(like.statusCode).toBe(200);
    expect(like.json()).toMatchObject({ data: { id: a.id, reaction: 'love', read: true }, total_unreaded: 0 });
    const cleared = await put('reaction', c.token, { id: a.id, reaction: null });
    expect(cleared.json().data.reaction).toBeNull();
    const bad = await put('reaction', c.token, { id: a.id, reaction: 'angry-face' });
    expect(bad.statusCode).toBe(400);
  });

  it.each([{ ids: [] }, { ids: ['abc'] }, {}, { ids: 'x' }])('refuses ids %j with a 400', async (payload) => {
    const c = await customer();
    const response = await put('mark-as-read', c.token, payload);
    expect(response.statusCode).toBe(400);
  });
});

describe('PUT /api/notification/mark-all-as-read', () => {
  it('reads everything, or only over_pricing', async () => {
    const c = await customer();
    await sendTo(c.phone);
    const outbid = await sendTo(c.phone, { category: 'over_pricing' });
    const onlyOutbid = await put('mark-all-as-read', c.token, { type: 'over_pricing' });
    // The count answered is of the kind that was read: none of it is left.
    expect(onlyOutbid.json()).toMatchObject({ total_unreaded: 0, result: { affected: 1 } });
    expect((await rowOf(outbid.id)).read_at).not.toBeNull();
    const all = await ctx.app.inject({ method: 'PUT', url: '/api/notification/mark-all-as-read', headers: bearer(c.token) });
    expect(all.statusCode).toBe(200);
    expect(all.json()).toMatchObject({ success: true, total_unreaded: 0, result: { affected: 1 } });
  });

  it('under the over_pricing filter reads every outbid notice (not one page), leaves the others, and the count follows', async () => {
    const c = await customer();
    for (let i = 0; i < 22; i += 1) await sendTo(c.phone, { title: `Đơn ${i}` });
    for (let i = 0; i < 53; i += 1) await sendTo(c.phone, { category: 'over_pricing', title: `Vượt giá ${i}` });
    expect((await mine(c.token, '?type=over_pricing')).json().total_unreaded).toBe(53);

    const first = await put('mark-all-as-read', c.token, { type: 'over_pricing' });
    expect(first.json()).toMatchObject({ success: true, total_unreaded: 0, result: { affected: 53 } });
    const filtered = (await mine(c.token, '?type=over_pricing&size=100')).json();
    expect(filtered.total_unreaded).toBe(0);
    expect(filtered.results.every((n: { read: boolean }) => n.read)).toBe(true);
    // The other kinds are untouched and still counted under "all".
    expect((await mine(c.token)).json().total_unreaded).toBe(22);
    // Again: nothing left of that kind.
    expect((await put('mark-all-as-read', c.token, { type: 'over_pricing' })).json()).toMatchObject({ total_unreaded: 0, result: { affected: 0 } });
  });

  it('reads one category only when the list is filtered by it', async () => {
    const c = await customer();
    await sendTo(c.phone, { title: 'Đơn' });
    await sendTo(c.phone, { category: 'over_pricing' });
    const orders = await put('mark-all-as-read', c.token, { type: 'all', category: 'order' });
    expect(orders.json()).toMatchObject({ total_unreaded: 0, result: { affected: 1 } });
    expect((await mine(c.token)).json().total_unreaded).toBe(1);
    expect((await put('mark-all-as-read', c.token, { category: 'nope' })).statusCode).toBe(400);
  });

  it('answers the spec message when it fails', async () => {
    const broken = await createTestContext();
    try {
      const c = await signupCustomer(broken.app);
      await broken.database.executeSql('alter table notifications rename column read_at to read_at_gone', []);
      const response = await broken.app.inject({ method: 'PUT', url: '/api/notification/mark-all-as-read', headers: bearer(c.token), payload: {} });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: 'NOTIFICATION_MARK_ALL_FAILED', message: 'Đã xảy ra lỗi, vui lòng thử lại!' });
    } finally {
      await broken.close();
    }
  });
});

describe('GET /api/notification/collect', () => {
  it('answers at once with the cursor when none is given', async () => {
    const c = await customer();
    await sendTo(c.phone);
    const started = Date.now();
    const response = await ctx.app.inject({ method: 'GET', url: '/api/notification/collect', headers: bearer(c.token) });
    expect(Date.now() - started).toBeLessThan(1500);
    expect(response.json()).toMatchObject({ success: true, results: [], total_unreaded: 1, error: null, result: { timed_out: false } });
  });

  it('waits for a new notification and hands it over as soon as it arrives', async () => {
    const c = await customer();
    const cursor = (await mine(c.token)).json().result.cursor as string;
    const started = Date.now();
    const waiting = ctx.app.inject({ method: 'GET', url: `/api/notification/collect?cursor=${cursor}&timeout=10000`, headers: bearer(c.token) });
    await new Promise((r) => setTimeout(r, 400));
    const sent = await sendTo(c.phone, { title: 'Mới tinh' });
    const response = await waiting;
    expect(Date.now() - started).toBeLessThan(5000);
    const body = response.json();
    expect(body.results.map((n: { id: string }) => n.id)).toEqual([sent.id]);
    expect(body).toMatchObject({ collected: 1, total_unreaded: 1, result: { timed_out: false } });
    expect(Number(body.result.cursor)).toBeGreaterThan(Number(cursor));

    // From the new cursor there is nothing: a short wait times out.
    const idle = await ctx.app.inject({ method: 'GET', url: `/api/notification/collect?cursor=${body.result.cursor}&timeout=1200`, headers: bearer(c.token) });
    expect(idle.json()).toMatchObject({ results: [], collected: 0, result: { timed_out: true, cursor: body.result.cursor } });
  });

  it('never hands over another customer’s notifications', async () => {
    const c = await customer();
    const other = await customer();
    const cursor = (await mine(c.token)).json().result.cursor as string;
    await sendTo(other.phone);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/notification/collect?cursor=${cursor}&timeout=1000`, headers: bearer(c.token) });
    expect(response.json().results).toEqual([]);
  });

  it.each(['?timeout=60000', '?cursor=abc', '?timeout=-1'])('refuses %s', async (query) => {
    const c = await customer();
    const response = await ctx.app.inject({ method: 'GET', url: `/api/notification/collect${query}`, headers: bearer(c.token) });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/admin/notifications', () => {
  it('is for admins only', async () => {
    const c = await customer();
    expect((await send({ phone: c.phone, category: 'order', title: 'x', body: 'y' }, c.token)).statusCode).toBe(403);
    const guest = await ctx.app.inject({ method: 'POST', url: '/api/admin/notifications', payload: { phone: c.phone, category: 'order', title: 'x', body: 'y' } });
    expect(guest.statusCode).toBe(401);
  });

  it('finds the customer by id, customer number or phone; 404 for nobody', async () => {
    const c = await customer();
    for (const recipient of [{ user_id: c.id }, { customer_no: c.customerNo.toLowerCase() }, { phone: `+84${c.phone.slice(1)}` }]) {
      const response = await send({ ...recipient, category: 'system', title: 'Bảo trì', body: 'Hệ thống bảo trì lúc 23:00.' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ sent: 1, skipped: 0, data: { category: 'system' } });
    }
    expect((await mine(c.token)).json().pagination.total).toBe(3);
    const nobody = await send({ phone: '0999999999', category: 'system', title: 'x', body: 'y' });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().code).toBe('NOTIFICATION_RECIPIENT_NOT_FOUND');
  });

  it('refuses bad input: no or two recipients, a link to another site, empty text, broadcasting an order', async () => {
    const c = await customer();
    for (const payload of [
      { category: 'order', title: 'x', body: 'y' },
      { phone: c.phone, user_id: c.id, category: 'order', title: 'x', body: 'y' },
      { phone: c.phone, category: 'order', title: 'x', body: 'y', link: 'https://evil.example/' },
      { phone: c.phone, category: 'order', title: 'x', body: 'y', link: '//evil.example' },
      { phone: c.phone, category: 'order', title: '  ', body: 'y' },
      { phone: c.phone, category: 'spam', title: 'x', body: 'y' },
      { broadcast: true, category: 'order', title: 'x', body: 'y' },
    ]) {
      const response = await send(payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
    }
    expect((await mine(c.token)).json().pagination.total).toBe(0);
  });

  it('broadcasts promotions to every customer, except those who turned promotions off', async () => {
    const a = await customer();
    const b = await customer();
    const off = await ctx.app.inject({ method: 'POST', url: '/api/user/notification', headers: bearer(b.token), payload: { settings: { promotions: { in_app: false } } } });
    expect(off.statusCode).toBe(200);
    const response = await send({ broadcast: true, category: 'promotion', title: 'Miễn phí vận chuyển nội địa', body: 'Cuối tuần này.' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.skipped).toBeGreaterThanOrEqual(1);
    expect(body.sent).toBeGreaterThanOrEqual(1);
    expect((await mine(a.token, '?category=promotion')).json().pagination.total).toBe(1);
    expect((await mine(b.token, '?category=promotion')).json().pagination.total).toBe(0);
    // Admins are not customers: no broadcast in their centre.
    expect((await mine(admin.token, '?category=promotion')).json().pagination.total).toBe(0);
  });
});

/** Everything in the centre only, except the cells given. */
function preferencesWith(cells: Partial<Record<NotificationCategory, Partial<NotificationPreferences['orders']>>>): NotificationPreferences {
  const off = { in_app: true, email: false, push: false, zalo: false, sms: false };
  return Object.fromEntries(notificationCategories.map((category) => [category, { ...off, ...cells[category] }])) as unknown as NotificationPreferences;
}

describe('notify() for other modules', () => {
  it('writes the in-app record and an email copy when the settings ask for it', async () => {
    const c = await customer({ email: 'thong.bao@example.com' });
    const sent: string[] = [];
    const result = await notify(
      ctx.database.db,
      { userId: c.id, category: 'bill', title: 'Hóa đơn mới', body: 'Hóa đơn HD01 cần thanh toán.', link: '/account/invoices' },
      {
        preferences: async () => preferencesWith({ bills: { email: true, sms: true } }),
        channels: {
          email: { provider: 'test', send: async (m) => void sent.push(`email:${m.to}:${m.subject}`) },
          sms: { provider: 'test', send: async (m) => void sent.push(`sms:${m.to}`) },
        },
      },
    );
    expect(sent).toEqual(['email:thong.bao@example.com:Hóa đơn mới', `sms:${c.phone}`]);
    expect(result.notification).toMatchObject({ category: 'bill', title: 'Hóa đơn mới' });
    expect(result.deliveries.map((d) => d.channel)).toEqual(['email', 'sms']);
    const { rows } = await ctx.database.executeSql('select channel, status from notification_deliveries where user_id = $1 order by channel', [c.id]);
    expect(rows).toEqual([
      { channel: 'email', status: 'sent' },
      { channel: 'sms', status: 'sent' },
    ]);
  });

  it('skips the centre when the customer turned the kind off, and email without a provider', async () => {
    const c = await customer();
    const result = await notify(
      ctx.database.db,
      { userId: c.id, category: 'promotion', title: 'Khuyến mãi', body: '...' },
      {
        preferences: async () => preferencesWith({ promotions: { in_app: false, email: true } }),
      },
    );
    expect(result.notification).toBeNull();
    const { rows } = await ctx.database.executeSql('select channel, status, last_error from notification_deliveries where user_id = $1', [c.id]);
    expect(rows).toEqual([{ channel: 'email', status: 'skipped', last_error: 'no provider' }]);
    expect((await mine(c.token)).json().pagination.total).toBe(0);
  });

  it('uses the profile settings by default: an order email goes to the outbox', async () => {
    const c = await customer({ email: 'don.hang@example.com' });
    await sendTo(c.phone);
    const { rows } = await ctx.database.executeSql("select recipient, subject from message_outbox where recipient = 'don.hang@example.com'", []);
    expect(rows).toEqual([{ recipient: 'don.hang@example.com', subject: 'Đơn hàng đã về kho' }]);
  });
});
