import type { FastifyInstance, RouteOptions } from 'fastify';
import type { Permission } from './permissions.ts';

/** How the OpenAPI document names the login token (components.securitySchemes). */
export const BEARER_SECURITY = [{ bearerAuth: [] as string[] }];

type Hook = RouteOptions['preHandler'];
type PermissionGuard = ((...args: never[]) => unknown) & { permission: Permission };

function handlersOf(hook: Hook | RouteOptions['onRequest'] | undefined): unknown[] {
  return [hook ?? []].flat();
}

function isPermissionGuard(handler: unknown): handler is PermissionGuard {
  return typeof handler === 'function' && typeof (handler as { permission?: unknown }).permission === 'string';
}

/** The permission a route's guard names (preHandler or onRequest), else null. */
export function permissionOf(route: Pick<RouteOptions, 'preHandler' | 'onRequest'>): Permission | null {
  const guard = [...handlersOf(route.onRequest), ...handlersOf(route.preHandler)].find(isPermissionGuard);
  return guard ? guard.permission : null;
}

/** True when the route's preHandler/onRequest (alone or in a list) is requireUser, requireAdmin or a permission guard. */
export function needsLogin(app: FastifyInstance, route: Pick<RouteOptions, 'preHandler' | 'onRequest'>): boolean {
  const handlers = [...handlersOf(route.onRequest), ...handlersOf(route.preHandler)];
  return handlers.some((handler) => handler === app.requireUser || handler === app.requireAdmin || isPermissionGuard(handler));
}

/** A registered route as the permission check sees it. */
export interface RegisteredRoute {
  method: string;
  /** OpenAPI form: /api/admin/orders/{id} */
  path: string;
  /** Fastify form: /api/admin/orders/:id */
  url: string;
  permission: Permission | null;
}

/** Routes that are staff operations: everything under /api/admin/. */
export function isStaffRoute(url: string): boolean {
  return url.startsWith('/api/admin/') || url === '/api/admin';
}

/** Staff routes (under /api/admin/) whose guard names no permission: must be empty. */
export function unguardedStaffRoutes(routes: readonly RegisteredRoute[]): string[] {
  return routes.filter((route) => isStaffRoute(route.url) && !route.permission).map((route) => `${route.method} ${route.path}`);
}

/**
 * Every route that needs a login declares it in the OpenAPI document: routes registered after
 * this (all modules) whose preHandler is requireUser, requireAdmin or `requirePermission(…)` get
 * `security: bearerAuth` unless they state their own. A permission guard is also listed as
 * `x-permission` and in the description, and is moved from preHandler to the route's onRequest: a
 * staff member without the permission gets 403 before the body is parsed or validated (so every
 * route answers the same refusal whatever was sent). Register after the auth decorators, before
 * the modules.
 */
export function declareRouteSecurity(app: FastifyInstance): void {
  const needing: string[] = [];
  const registered: RegisteredRoute[] = [];
  app.decorate('routesNeedingLogin', () => [...needing]);
  app.decorate('registeredRoutes', () => [...registered]);
  app.addHook('onRoute', (route) => {
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    const permission = permissionOf(route);
    for (const method of [route.method].flat()) if (method !== 'HEAD') registered.push({ method, path, url: route.url, permission });
    if (permission) {
      const guards = handlersOf(route.preHandler).filter(isPermissionGuard);
      if (guards.length) {
        route.preHandler = handlersOf(route.preHandler).filter((handler) => !isPermissionGuard(handler)) as RouteOptions['preHandler'];
        route.onRequest = [...handlersOf(route.onRequest), ...guards] as RouteOptions['onRequest'];
      }
    }
    if (!needsLogin(app, route)) return;
    for (const method of [route.method].flat()) if (method !== 'HEAD') needing.push(`${method} ${path}`);
    const schema = (route.schema ?? {}) as NonNullable<RouteOptions['schema']> & { description?: string };
    const withPermission = permission
      ? {
          'x-permission': permission,
          description: `${schema.description ? `${schema.description}\n\n` : ''}Permission: \`${permission}\` (staff roles: platform/permissions.ts).`,
        }
      : {};
    route.schema = { ...schema, ...withPermission, ...(schema.security ? {} : { security: BEARER_SECURITY }) };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /path/{param}" of every route registered with requireUser, requireAdmin or a permission guard. */
    routesNeedingLogin: () => string[];
    /** Every route registered after declareRouteSecurity, with the permission its guard names. */
    registeredRoutes: () => RegisteredRoute[];
  }
}
