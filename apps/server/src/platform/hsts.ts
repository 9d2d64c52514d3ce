import type { FastifyInstance, FastifyRequest } from 'fastify';

/** One year, subdomains included (helmet's default policy). */
export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * True when the client reached us over HTTPS: a TLS socket, or — only when TRUST_PROXY is on —
 * `X-Forwarded-Proto: https` from the proxy (Fastify's `request.protocol` honours trustProxy).
 */
export function cameOverHttps(request: FastifyRequest): boolean {
  return request.protocol === 'https';
}

/**
 * Sends Strict-Transport-Security on answers to HTTPS requests, whatever COOKIE_SECURE says
 * (browsers ignore it over plain HTTP, so it is not sent there).
 */
export function hstsWhenHttps(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (cameOverHttps(request)) void reply.header('strict-transport-security', HSTS_VALUE);
  });
}
