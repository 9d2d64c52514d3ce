import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { SESSION_CACHE_MS } from '../../platform/auth.ts';
import { createTestContext, type TestContext } from '../../test/harness.ts';
import { bearer, loginOwner, staffWithRoles } from '../../test/staff.ts';

// The session cache's clock: the test moves it instead of waiting.
let offsetMs = 0;
const clock = () => Date.now() + offsetMs;

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ sessionCache: { now: clock } });
});
afterAll(async () => {
  await ctx.close();
});

describe('roles are read with the session', () => {
  it(`a role change and a disabling reach another server process within ${SESSION_CACHE_MS} ms`, async () => {
    // Without the processes' channel (PostgreSQL LISTEN/NOTIFY): what the cache window bounds when
    // that message is lost. The message itself: platform/auth.channel.pg.test.ts.
    const second = await buildApp({ ...ctx.deps, database: { ...ctx.deps.database, channel: undefined }, sessionCache: { now: clock } }, { logger: false, serveWeb: false });
    try {
      const owner = await loginOwner(ctx.app, ctx.database.db);
      const member = await staffWithRoles(ctx.app, owner.token, ['sales']);
      const transfers = (app = ctx.app) => app.inject({ method: 'GET', url: '/api/admin/bank-transfers', headers: bearer(member.token) });
      expect((await transfers(second)).statusCode).toBe(403); // the second process has read the session: sales

      const changed = await ctx.app.inject({ method: 'PUT', url: `/api/admin/staff/${member.userId}`, headers: bearer(owner.token), payload: { roles: ['accounting'] } });
      expect(changed.statusCode).toBe(200);
      expect((await transfers()).statusCode).toBe(200); // the process that changed it: at once
      expect((await transfers(second)).statusCode).toBe(403); // the other may trust what it read …
      offsetMs += SESSION_CACHE_MS + 1;
      expect((await transfers(second)).statusCode).toBe(200); // … not after the window

      await ctx.app.inject({ method: 'PUT', url: `/api/admin/staff/${member.userId}`, headers: bearer(owner.token), payload: { disabled: true } });
      expect((await transfers()).statusCode).toBe(401);
      offsetMs += SESSION_CACHE_MS + 1;
      expect((await transfers(second)).statusCode).toBe(401);
    } finally {
      await second.close();
    }
  });
});
