import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PgBoss from 'pg-boss';
import { startJobs } from '../../platform/jobs.ts';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { adminToken, bearer } from '../../test/engagement.ts';
import { notificationContext } from './notifications.context.ts';
import { DELIVERY_QUEUE, startDeliveryWorker } from './notifications.delivery.ts';
import { notify, type NotifyInput } from './notifications.service.ts';

/**
 * The channels of a notification beyond the centre: the settings per kind and channel
 * (GET/POST /api/user/notification), email and Zalo copies through the outbox, and quiet hours
 * holding push/Zalo/SMS copies until they end (a pg-boss job that starts then).
 */

let ctx: TestContext;
/** The clock notify() and the delivery worker read (Vietnam time in the tests below). */
let clock = new Date();

beforeAll(async () => {
  ctx = await createTestContext({ notifications: { now: () => clock } });
});
afterAll(async () => {
  await ctx.close();
});

const vn = (iso: string) => new Date(`${iso}+07:00`);

async function customer(overrides: Record<string, unknown> = {}) {
  return signupCustomer(ctx.app, overrides);
}

function settings(token: string) {
  return ctx.app.inject({ method: 'GET', url: '/api/user/notification', headers: bearer(token) });
}

function save(token: string, payload: Record<string, unknown>) {
  return ctx.app.inject({ method: 'POST', url: '/api/user/notification', headers: bearer(token), payload });
}

const watchEvent = (userId: string): NotifyInput => ({
  userId,
  category: 'watch',
  title: 'Giảm giá: Nintendo Switch OLED',
  body: 'Giá còn 29.800 ¥ (≈ 5.200.000 ₫), giảm 3.000 ¥.',
  link: '/mercari/item/m123456789',
});

async function deliveriesOf(userId: string) {
  const { rows } = await ctx.database.executeSql(
    'select channel, status, send_after, last_error from notification_deliveries where user_id = $1 order by channel',
    [userId],
  );
  return rows as { channel: string; status: string; send_after: Date | null; last_error: string | null }[];
}

async function outboxTo(recipient: string) {
  const { rows } = await ctx.database.executeSql('select channel, subject, body, purpose from message_outbox where recipient = $1 order by created_at', [recipient]);
  return rows as { channel: string; subject: string | null; body: string; purpose: string }[];
}

describe('GET/POST /api/user/notification: every channel per kind, quiet hours', () => {
  it('answers the new kinds and channels with their defaults, and quiet hours off', async () => {
    const c = await customer();
    const body = (await settings(c.token)).json();
    expect(body.settings.saved_search).toEqual({ in_app: true, email: false, push: true, zalo: false, sms: false });
    expect(body.settings.watch).toEqual({ in_app: true, email: true, push: true, zalo: false, sms: false });
    expect(body.settings.orders).toEqual({ in_app: true, email: true, push: true, zalo: false, sms: false });
    expect(body.quiet_hours).toEqual({ enabled: false, start: '22:00', end: '07:00' });
    expect(body.locked).toEqual(['orders.in_app', 'bills.in_app', 'wallet.in_app']);
  });

  it('saves one channel of one kind, leaving the rest; the old shape (no push/zalo/quiet_hours) still saves', async () => {
    const c = await customer();
    const first = await save(c.token, { settings: { watch: { zalo: true, email: false } } });
    expect(first.statusCode).toBe(200);
    expect(first.json().settings.watch).toEqual({ in_app: true, email: false, push: true, zalo: true, sms: false });
    const old = await save(c.token, { settings: { orders: { email: false, sms: true } } });
    expect(old.json().settings.orders).toEqual({ in_app: true, email: false, push: true, zalo: false, sms: true });
    expect(old.json().settings.watch.zalo).toBe(true);
    expect(old.json().quiet_hours.enabled).toBe(false);
  });

  it('saves quiet hours; refuses a broken window in Vietnamese and changes nothing', async () => {
    const c = await customer();
    const saved = await save(c.token, { settings: {}, quiet_hours: { enabled: true, start: '22:30', end: '06:45' } });
    expect(saved.json().quiet_hours).toEqual({ enabled: true, start: '22:30', end: '06:45' });
    for (const quiet of [
      { enabled: true, start: '23:00', end: '23:00' },
      { enabled: true, start: '24:00', end: '07:00' },
      { enabled: true, start: '7:00', end: '09:00' },
    ]) {
      const refused = await save(c.token, { settings: { watch: { email: false } }, quiet_hours: quiet });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ success: false, message: 'Cập nhật không thành công!' });
      expect(JSON.stringify(refused.json().fields)).toContain('Giờ yên lặng không hợp lệ');
    }
    const after = (await settings(c.token)).json();
    expect(after.quiet_hours).toEqual({ enabled: true, start: '22:30', end: '06:45' });
    expect(after.settings.watch.email).toBe(true);
  });
});

describe('copies of saved-search and watch notifications', () => {
  it('email and Zalo copies go to the outbox (sandbox) per the customer\'s cells; the staff outbox lists the Zalo message', async () => {
    const c = await customer({ email: 'canh.bao@example.com' });
    await save(c.token, { settings: { watch: { zalo: true }, saved_search: { email: true } } });
    clock = vn('2026-11-28T10:00:00');
    const context = notificationContext(ctx.deps, ctx.app.log);
    const watch = await notify(ctx.database.db, watchEvent(c.userId), context);
    expect(watch.deliveries.map((d) => [d.channel, d.held_until])).toEqual([
      ['email', null],
      ['zalo', null],
    ]);
    await notify(ctx.database.db, { userId: c.userId, category: 'saved_search', title: '2 sản phẩm mới khớp "gundam"', body: 'RG Nu Gundam — 3.500 ¥.', link: '/account/saved-searches/9' }, context);

    expect(await outboxTo('canh.bao@example.com')).toEqual([
      { channel: 'email', subject: 'Giảm giá: Nintendo Switch OLED', body: expect.stringContaining('Xem chi tiết: /mercari/item/m123456789'), purpose: 'notification' },
      { channel: 'email', subject: '2 sản phẩm mới khớp "gundam"', body: expect.stringContaining('RG Nu Gundam'), purpose: 'notification' },
    ]);
    expect(await outboxTo(c.phone)).toEqual([
      { channel: 'zalo', subject: 'Giảm giá: Nintendo Switch OLED', body: 'Giá còn 29.800 ¥ (≈ 5.200.000 ₫), giảm 3.000 ¥.\n/mercari/item/m123456789', purpose: 'notification' },
    ]);
    expect((await deliveriesOf(c.userId)).map((d) => `${d.channel}:${d.status}`)).toEqual(['email:sent', 'email:sent', 'zalo:sent']);

    const admin = await adminToken(ctx.app, ctx.database);
    const outbox = await ctx.app.inject({ method: 'GET', url: `/api/sandbox/sms-outbox?channel=zalo&recipient=${c.phone}`, headers: bearer(admin.token) });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().results).toEqual([expect.objectContaining({ channel: 'zalo', recipient: c.phone, subject: 'Giảm giá: Nintendo Switch OLED', purpose: 'notification' })]);
  });

  it('turned off everywhere: nothing in the centre, no copy', async () => {
    const c = await customer({ email: 'tat.het@example.com' });
    await save(c.token, { settings: { watch: { in_app: false, email: false, push: false, zalo: false, sms: false } } });
    const result = await notify(ctx.database.db, watchEvent(c.userId), notificationContext(ctx.deps, ctx.app.log));
    expect(result).toEqual({ notification: null, deliveries: [] });
    expect(await deliveriesOf(c.userId)).toEqual([]);
  });
});

describe('quiet hours', () => {
  it('without a job queue: Zalo and SMS are held (queued with send_after), email and the centre are immediate', async () => {
    const c = await customer({ email: 'dem.khuya@example.com' });
    await save(c.token, { settings: { watch: { zalo: true, sms: true } }, quiet_hours: { enabled: true, start: '22:00', end: '07:00' } });
    clock = vn('2026-11-28T23:15:00');
    const result = await notify(ctx.database.db, watchEvent(c.userId), notificationContext(ctx.deps, ctx.app.log));
    expect(result.notification).not.toBeNull();
    const end = vn('2026-11-29T07:00:00');
    expect(result.deliveries.map((d) => [d.channel, d.held_until])).toEqual([
      ['email', null],
      ['zalo', end.toISOString()],
      ['sms', end.toISOString()],
    ]);
    const rows = await deliveriesOf(c.userId);
    expect(rows.map((r) => [r.channel, r.status, r.send_after?.toISOString() ?? null])).toEqual([
      ['email', 'sent', null],
      ['sms', 'queued', end.toISOString()],
      ['zalo', 'queued', end.toISOString()],
    ]);
    expect(await outboxTo(c.phone)).toEqual([]);
  });

  it('with pg-boss: the held copies are jobs that start when quiet hours end, and the worker sends them then (not before)', async () => {
    const c = await customer();
    await save(c.token, { settings: { watch: { email: false, zalo: true, sms: true } }, quiet_hours: { enabled: true, start: '22:00', end: '07:00' } });
    const boss: PgBoss = await startJobs(ctx.database, { info: () => undefined, error: () => undefined });
    try {
      const deps = { ...ctx.deps, boss };
      const context = notificationContext(deps, ctx.app.log);
      await startDeliveryWorker(boss, ctx.database.db, context.channels!, ctx.app.log);
      clock = vn('2026-11-28T06:20:00');
      const result = await notify(ctx.database.db, watchEvent(c.userId), context);
      const end = vn('2026-11-28T07:00:00');
      expect(result.deliveries.map((d) => [d.channel, d.held_until])).toEqual([
        ['zalo', end.toISOString()],
        ['sms', end.toISOString()],
      ]);
      // The queue holds one job per copy, starting when the quiet hours end.
      const ids = result.deliveries.map((d) => d.id);
      const jobs = await ctx.database.executeSql(
        `select data->>'deliveryId' as delivery, start_after from pgboss.job where name = $1 and data->>'deliveryId' = any($2::text[]) order by start_after`,
        [DELIVERY_QUEUE, ids],
      );
      expect(jobs.rows.map((j) => (j as { start_after: Date }).start_after.toISOString())).toEqual([end.toISOString(), end.toISOString()]);

      // The worker is running, but the jobs are not due: nothing is sent.
      expect((await deliveriesOf(c.userId)).map((r) => r.status)).toEqual(['queued', 'queued']);
      // Time passes: 07:00 in Vietnam. The jobs become due (moved to now, as the clock did).
      clock = vn('2026-11-28T07:00:30');
      await ctx.database.executeSql(`update pgboss.job set start_after = now() where name = $1 and data->>'deliveryId' = any($2::text[])`, [DELIVERY_QUEUE, ids]);
      const deadline = Date.now() + 30_000;
      let rows = await deliveriesOf(c.userId);
      while (Date.now() < deadline && rows.some((r) => r.status !== 'sent')) {
        await new Promise((resolve) => setTimeout(resolve, 200));
        rows = await deliveriesOf(c.userId);
      }
      expect(rows.map((r) => `${r.channel}:${r.status}`)).toEqual(['sms:sent', 'zalo:sent']);
      expect((await outboxTo(c.phone)).map((m) => m.channel).sort()).toEqual(['sms', 'zalo']);
    } finally {
      await boss.stop({ graceful: true, close: false, wait: true, timeout: 5_000 });
    }
  }, 60_000);

  it('a job that starts early (another process\'s clock) does not send, and is queued again for the end', async () => {
    const c = await customer();
    await save(c.token, { settings: { watch: { email: false, zalo: true } }, quiet_hours: { enabled: true, start: '13:00', end: '14:00' } });
    clock = vn('2026-11-28T13:10:00');
    const result = await notify(ctx.database.db, watchEvent(c.userId), notificationContext(ctx.deps, ctx.app.log));
    const { deliver } = await import('./notifications.delivery.ts');
    const channels = notificationContext(ctx.deps, ctx.app.log).channels!;
    expect(await deliver(ctx.database.db, result.deliveries[0]!.id, channels)).toBe('held');
    expect(await outboxTo(c.phone)).toEqual([]);
    clock = vn('2026-11-28T14:00:00');
    expect(await deliver(ctx.database.db, result.deliveries[0]!.id, channels)).toBe('sent');
    expect(await deliver(ctx.database.db, result.deliveries[0]!.id, channels)).toBe('already');
    expect((await outboxTo(c.phone)).map((m) => m.channel)).toEqual(['zalo']);
  });
});
