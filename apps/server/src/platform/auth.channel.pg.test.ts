import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app.ts';
import { createTestContext, signupCustomer, type TestContext } from '../test/harness.ts';
import { bearer, loginOwner, staffWithRoles } from '../test/staff.ts';
import { sessionsToForgetMessages, sessionsToForgetOf } from './auth.ts';

/**
 * Two server processes on one PostgreSQL (two apps, each with its own pool and session cache;
 * TEST_DATABASE_URL, skipped without it). Both trust a session they read for a minute here, so
 * only the database channel (LISTEN/NOTIFY) can explain the other process refusing at once.
 */
const onPostgres = !!process.env.TEST_DATABASE_URL;

let ctx: TestContext;
let other: FastifyInstance;
const TRUST_MS = 60_000;

beforeAll(async () => {
  if (!onPostgres) return;
  ctx = await createTestContext({ sessionCache: { ttlMs: TRUST_MS } });
  other = await buildApp({ ...ctx.deps, database: await ctx.openDatabaseAgain() }, { logger: false, serveWeb: false });
  await other.ready();
});
afterAll(async () => {
  await other?.close();
  await ctx?.close();
});

const session = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/session', headers: { authorization: `Bearer ${token}` } });

/** The other process refuses within `ms` (the message is asynchronous; the cache would trust it a minute). */
async function refusedWithin(app: FastifyInstance, token: string, ms: number): Promise<number> {
  const started = Date.now();
  for (;;) {
    const response = await session(app, token);
    if (response.statusCode === 401) return Date.now() - started;
    if (Date.now() - started > ms) throw new Error(`still ${response.statusCode} after ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.skipIf(!onPostgres)('ended sessions across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  it('a logout on one process is refused by the other at once, not after its cache time', async () => {
    const customer = await signupCustomer(ctx.app);
    // The other process has read the session: it would trust it for TRUST_MS.
    expect((await session(other, customer.token)).statusCode).toBe(200);
    const logout = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${customer.token}` } });
    expect(logout.statusCode).toBeLessThan(300);
    expect(await refusedWithin(other, customer.token, 10_000)).toBeLessThan(TRUST_MS);
  });

  it('a staff role taken away on one process is refused by the other at once (403), not after its cache time', async () => {
    const owner = await loginOwner(ctx.app, ctx.database.db);
    const staff = await staffWithRoles(ctx.app, owner.token, ['customer_care', 'accounting']);
    const staffList = () => other.inject({ method: 'GET', url: '/api/admin/staff', headers: bearer(staff.token) });
    // Without staff.manage from the start; the accounts summary needs accounting.
    const summary = () => other.inject({ method: 'GET', url: '/api/admin/accounts/summary', headers: bearer(staff.token) });
    expect((await summary()).statusCode).toBe(200);
    expect((await staffList()).statusCode).toBe(403);
    const changed = await ctx.app.inject({ method: 'PUT', url: `/api/admin/staff/${staff.userId}`, headers: bearer(owner.token), payload: { roles: ['customer_care'] } });
    expect(changed.statusCode).toBe(200);
    const started = Date.now();
    for (;;) {
      const status = (await summary()).statusCode;
      if (status === 403) break;
      if (Date.now() - started > 10_000) throw new Error(`the other process still answers ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(Date.now() - started).toBeLessThan(TRUST_MS);
  });
});

describe('the messages between processes', () => {
  it('split long lists of sessions into payloads NOTIFY accepts, and the user only once', () => {
    const ids = Array.from({ length: 400 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const messages = sessionsToForgetMessages({ sessionIds: ids, userId: '11111111-1111-4111-8111-111111111111' });
    expect(messages).toHaveLength(3);
    expect(messages.every((m) => Buffer.byteLength(m) < 7_900)).toBe(true);
    const parsed = messages.map((m) => sessionsToForgetOf(m)!);
    expect(parsed.flatMap((p) => p.sessionIds)).toEqual(ids);
    expect(parsed.filter((p) => p.userId)).toHaveLength(1);
  });

  it('take only ids from a message: anything else is dropped', () => {
    expect(sessionsToForgetOf('not json')).toBeNull();
    expect(sessionsToForgetOf(JSON.stringify({ sessionIds: ['x', 1, '00000000-0000-4000-8000-000000000001'], userId: 'DROP TABLE' }))).toEqual({
      sessionIds: ['00000000-0000-4000-8000-000000000001'],
    });
  });
});
