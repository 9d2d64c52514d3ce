import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, signupCustomer, type TestContext } from '../test/harness.ts';
import { bearer, loginOwner, staffWithRoles } from '../test/staff.ts';
import { declareRouteSecurity, isStaffRoute, unguardedStaffRoutes, type RegisteredRoute } from './openapi-security.ts';
import { permissions, roleHasPermission, staffRoles, type Permission, type StaffRole } from './permissions.ts';

/**
 * Issue 16: every `/api/admin/*` route requires a permission, and a staff account whose roles lack
 * it gets 403 (logged in the audit log). The routes come from Fastify's own registrations
 * (`onRoute`), so a route added later is covered without touching this test.
 */

let ctx: TestContext;
let owner: { token: string; userId: string };
let customer: { token: string; userId: string };
const staff = new Map<StaffRole, { token: string; userId: string }>();
let routes: RegisteredRoute[];

const FAKE_ID = '00000000-0000-4000-8000-000000000000';
const urlOf = (route: RegisteredRoute) => route.url.replace(/:[A-Za-z0-9_]+/g, FAKE_ID);

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await loginOwner(ctx.app, ctx.database.db);
  for (const role of staffRoles.filter((r) => r !== 'owner')) staff.set(role, await staffWithRoles(ctx.app, owner.token, [role]));
  customer = await signupCustomer(ctx.app);
  routes = ctx.app.registeredRoutes().filter((route) => route.permission !== null || isStaffRoute(route.url));
});
afterAll(async () => {
  await ctx.close();
});

async function deniedEntries(actorId: string, entityId: string): Promise<number> {
  const { rows } = await ctx.database.executeSql(
    `select count(*)::int as n from staff_audit_log where action = 'permission.denied' and actor_id = $1 and entity_id = $2`,
    [actorId, entityId],
  );
  return Number(rows[0]?.n ?? 0);
}

describe('every staff route names a permission', () => {
  it('finds the staff routes in Fastify’s registrations, each with a permission of the table', () => {
    const adminRoutes = routes.filter((route) => isStaffRoute(route.url));
    expect(adminRoutes.length).toBeGreaterThan(50);
    expect(unguardedStaffRoutes(routes)).toEqual([]);
    for (const route of routes) expect(Object.keys(permissions)).toContain(route.permission);
  });

  it('a route under /api/admin/ without a permission guard is reported (the check above can fail)', async () => {
    const app = Fastify();
    const requireAdmin = async () => {};
    const guard = Object.assign(async () => {}, { permission: 'orders.read' as Permission });
    app.decorate('requireUser', async () => {});
    app.decorate('requireAdmin', requireAdmin);
    declareRouteSecurity(app);
    app.get('/api/admin/unguarded', { preHandler: requireAdmin }, async () => ({}));
    app.get('/api/admin/guarded', { preHandler: guard }, async () => ({}));
    app.get('/api/public', async () => ({}));
    await app.ready();
    expect(unguardedStaffRoutes(app.registeredRoutes())).toEqual(['GET /api/admin/unguarded']);
    await app.close();
  });

  it('lists each route’s permission in the OpenAPI document', async () => {
    const doc = (await ctx.app.inject({ url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { 'x-permission'?: string; description?: string; security?: unknown[] }>>;
    };
    const missing: string[] = [];
    for (const route of routes) {
      const op = doc.paths[route.path]?.[route.method.toLowerCase()];
      if (!op || op['x-permission'] !== route.permission || !op.description?.includes(`\`${route.permission}\``) || !op.security?.length) {
        missing.push(`${route.method} ${route.path}`);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('the permission guard on every staff route', () => {
  it('401 without a login', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const response = await ctx.app.inject({ method: route.method as 'GET', url: urlOf(route) });
      if (response.statusCode !== 401) wrong.push(`${route.method} ${route.url} → ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });

  it('403 in Vietnamese for a role without the permission (PERMISSION_DENIED) and for a customer (FORBIDDEN), each refusal in the audit log', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const permission = route.permission!;
      const lacking = staffRoles.find((role) => role !== 'owner' && !roleHasPermission(role, permission));
      const callers = [...(lacking ? [{ who: lacking, ...staff.get(lacking)! }] : []), { who: 'customer', ...customer }];
      for (const caller of callers) {
        const entityId = `${route.method} ${route.url}`;
        const before = await deniedEntries(caller.userId, entityId);
        // No body at all: the guard answers before the body would be read or validated.
        const response = await ctx.app.inject({ method: route.method as 'GET', url: urlOf(route), headers: bearer(caller.token) });
        const body = response.json() as { code?: string; message?: string };
        const code = caller.who === 'customer' ? 'FORBIDDEN' : 'PERMISSION_DENIED';
        if (response.statusCode !== 403 || body.code !== code || body.message !== errorMessages[code]) {
          wrong.push(`${caller.who} ${entityId} → ${response.statusCode} ${body.code}`);
        } else if ((await deniedEntries(caller.userId, entityId)) !== before + 1) {
          wrong.push(`${caller.who} ${entityId}: refusal not logged`);
        }
      }
    }
    expect(wrong).toEqual([]);
    const { rows } = await ctx.database.executeSql(
      `select after from staff_audit_log where action = 'permission.denied' and actor_id = $1 and entity_id = 'GET /api/admin/staff' limit 1`,
      [staff.get('purchasing')!.userId],
    );
    expect(rows[0]?.after).toMatchObject({ permission: 'staff.manage', roles: ['purchasing'] });
  });

  it('the owner, and a role holding the permission, pass the guard', async () => {
    const wrong: string[] = [];
    for (const route of routes) {
      const holder = staffRoles.find((role) => role !== 'owner' && roleHasPermission(role, route.permission!));
      const callers = [{ who: 'owner', ...owner }, ...(holder ? [{ who: holder, ...staff.get(holder)! }] : [])];
      for (const caller of callers) {
        const response = await ctx.app.inject({ method: route.method as 'GET', url: urlOf(route), headers: bearer(caller.token) });
        // Past the guard: whatever the route answers to an empty request (200, 400, 404, 409…), not a refusal.
        if (response.statusCode === 401 || response.statusCode === 403 || response.statusCode >= 500) {
          wrong.push(`${caller.who} ${route.method} ${route.url} → ${response.statusCode} ${response.body.slice(0, 120)}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });
});
