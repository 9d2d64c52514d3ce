import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * Request ids: one per request, in every log line written while the request is handled, in the
 * `x-request-id` answer header and in every error body (`request_id`).
 *
 * - An incoming `X-Request-Id` (from the reverse proxy, or a client) is kept when it is 1-128
 *   characters of `A-Z a-z 0-9 . _ : -`; anything else is replaced by a new UUID, so no header
 *   can put control characters, spaces or JSON into the logs.
 * - Fastify's `request.log` already carries `reqId`. Loggers created once per module (`app.log`,
 *   handed to contexts and services) are the root logger: the pino `mixin` below adds the id of
 *   the request being handled (an AsyncLocalStorage entered in the first onRequest hook) to their
 *   lines too, so a service's log line names its request whichever logger it was given.
 */

export const REQUEST_ID_HEADER = 'x-request-id';
const VALID_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function isValidRequestId(value: unknown): value is string {
  return typeof value === 'string' && VALID_ID.test(value);
}

/** Fastify's `genReqId`: the incoming id when it is valid, else a new UUID. */
export function genReqId(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return isValidRequestId(incoming) ? incoming : randomUUID();
}

const requestContext = new AsyncLocalStorage<{ reqId: string }>();

/** The id of the request being handled in this async context, if any. */
export function currentRequestId(): string | undefined {
  return requestContext.getStore()?.reqId;
}

/**
 * pino's `mixin`: adds `reqId` to lines of loggers that do not carry one already (the root logger
 * used while a request is handled). `request.log` has it bound, so it is not written twice.
 */
export function requestIdMixin(_merge: object, _level: number, logger?: { bindings?: () => Record<string, unknown> }): Record<string, unknown> {
  const reqId = currentRequestId();
  if (!reqId) return {};
  if (logger?.bindings && 'reqId' in logger.bindings()) return {};
  return { reqId };
}

/**
 * Registers the request context, the answer header and `request_id` in error bodies. Call first
 * (before other plugins) so every later hook and handler runs inside the context.
 */
export function registerRequestIds(app: FastifyInstance, options: { onErrorCode?: (request: FastifyRequest, code: string) => void } = {}): void {
  app.addHook('onRequest', (request, reply, done) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
    requestContext.run({ reqId: request.id }, done);
  });
  // Every error answer, whichever path sent it (error handler, router 404/405, rate limiter, a
  // route's own 503): `{success:false, ...}` JSON gets `request_id`. Answers are serialised by
  // then, so response schemas cannot drop it.
  app.addHook('onSend', async (request, reply, payload) => {
    // Also here: the answers of paths that skip onRequest (the router's bad-URL refusal).
    if (!reply.hasHeader(REQUEST_ID_HEADER)) void reply.header(REQUEST_ID_HEADER, request.id);
    if (reply.statusCode < 400) return payload;
    const text = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : null;
    if (text === null || !text.startsWith('{') || !text.includes('"success":false')) return payload;
    try {
      const body = JSON.parse(text) as Record<string, unknown> | null;
      if (body === null || typeof body !== 'object' || body.success !== false) return payload;
      if (typeof body.code === 'string') options.onErrorCode?.(request, body.code);
      if (body.request_id !== undefined) return payload;
      return JSON.stringify({ ...body, request_id: request.id });
    } catch {
      return payload;
    }
  });
}
