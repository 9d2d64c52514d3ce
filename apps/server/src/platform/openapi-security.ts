import type { FastifyInstance, RouteOptions } from 'fastify';

/** How the OpenAPI document names the login token (components.securitySchemes). */
export const BEARER_SECURITY = [{ bearerAuth: [] as string[] }];

/** True when the route's preHandler (alone or in a list) is requireUser or requireAdmin. */
export function needsLogin(app: FastifyInstance, route: Pick<RouteOptions, 'preHandler'>): boolean {
  const handlers = [route.preHandler ?? []].flat();
  return handlers.some((handler) => handler === app.requireUser || handler === app.requireAdmin);
}

/**
 * Every route that needs a login declares it in the OpenAPI document: routes registered after
 * this (all modules) whose preHandler is requireUser or requireAdmin get `security: bearerAuth`
 * unless they state their own. Register after the auth decorators, before the modules.
 */
export function declareRouteSecurity(app: FastifyInstance): void {
  const needing: string[] = [];
  app.decorate('routesNeedingLogin', () => [...needing]);
  app.addHook('onRoute', (route) => {
    if (!needsLogin(app, route)) return;
    const path = route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
    for (const method of [route.method].flat()) if (method !== 'HEAD') needing.push(`${method} ${path}`);
    const schema = (route.schema ?? {}) as { security?: unknown; hide?: boolean };
    if (schema.security) return;
    route.schema = { ...schema, security: BEARER_SECURITY };
  });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** "METHOD /path/{param}" of every route registered with requireUser or requireAdmin. */
    routesNeedingLogin: () => string[];
  }
}
