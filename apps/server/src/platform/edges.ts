import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import FindMyWay, { type HTTPMethod } from 'find-my-way';
import { errorMessages, type ErrorCode } from '@kaimono/i18n';
import { AppError } from './errors.ts';

/**
 * The edge of the API: what is refused before any route sees it, and the answers of the router and
 * the HTTP parser. Every answer is `{success:false, code, message}` in Vietnamese and never echoes
 * the URL or the input.
 */

/** NUL (PostgreSQL refuses 0x00 in text and jsonb) and UTF-16 halves without their partner. */
// eslint-disable-next-line no-control-regex -- NUL is exactly what is looked for
const BAD_TEXT = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isBadText(text: string): boolean {
  return BAD_TEXT.test(text);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  // Fastify's params are a `NullObject`, whose prototype has no prototype itself.
  return proto === Object.prototype || proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * The path (`a.b.0`) of the first string, or object key, with bad text in a parsed value; null when
 * all is well. Only plain objects, arrays and strings are read (a multipart file stream is not);
 * each object once, so a value that refers to itself is read once.
 */
export function findBadText(value: unknown, path = '', depth = 0, seen = new Set<object>()): string | null {
  if (typeof value === 'string') return isBadText(value) ? path || '_' : null;
  if (depth > 64 || typeof value !== 'object' || value === null || seen.has(value)) return null;
  if (Array.isArray(value)) {
    seen.add(value);
    for (let i = 0; i < value.length; i += 1) {
      const found = findBadText(value[i], path ? `${path}.${i}` : String(i), depth + 1, seen);
      if (found) return found;
    }
    return null;
  }
  if (isPlainObject(value)) {
    seen.add(value);
    for (const [key, child] of Object.entries(value)) {
      const childPath = path ? `${path}.${key}` : key;
      if (isBadText(key)) return childPath;
      const found = findBadText(child, childPath, depth + 1, seen);
      if (found) return found;
    }
  }
  return null;
}

/**
 * True when the raw query string holds percent-escapes that are not UTF-8 (`%FF`, `%C3%28`) or that
 * decode to a lone surrogate. A `%` not followed by two hex digits is left to the query parser,
 * which keeps it as it is.
 */
export function hasInvalidQueryEncoding(url: string): boolean {
  const at = url.indexOf('?');
  if (at < 0) return false;
  const query = url.slice(at + 1).replace(/%(?![0-9A-Fa-f]{2})/g, '%25').replace(/\+/g, ' ');
  try {
    return isBadText(decodeURIComponent(query));
  } catch {
    return true;
  }
}

function badText(field: string): AppError {
  const message = errorMessages.TEXT_INVALID_CHARACTERS;
  return new AppError(400, 'TEXT_INVALID_CHARACTERS', message, { [field]: message });
}

function errorBody(code: ErrorCode) {
  return { success: false as const, code, message: errorMessages[code] };
}

/**
 * Refuses NUL bytes and broken Unicode in the query string, path parameters, headers and (deep) the
 * parsed body of every request, before validation. One place for all 250+ operations: a string field
 * of any of them could otherwise reach PostgreSQL and fail there with a 500.
 */
export function registerInputGuards(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (hasInvalidQueryEncoding(request.url)) throw badText('query');
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      if (typeof value === 'string' ? isBadText(value) : value.some(isBadText)) throw badText(`header.${name}`);
    }
  });
  app.addHook('preValidation', async (request) => {
    const inParams = findBadText(request.params);
    const inQuery = inParams ? null : findBadText(request.query);
    const where = (inParams && `params.${inParams}`) || (inQuery && `query.${inQuery}`) || findBadText(request.body);
    if (where) throw badText(where);
  });
}

const KNOWN_METHODS: HTTPMethod[] = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

/**
 * Tells a route that exists under another method (405 with `Allow`) from one that does not exist
 * (404). Fastify's router does not say which, so every route is also noted in a router of our own.
 */
export function createRouteIndex(app: FastifyInstance) {
  const index = FindMyWay({ ignoreTrailingSlash: true, maxParamLength: 300 });
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (!KNOWN_METHODS.includes(method as HTTPMethod)) continue;
      try {
        index.on(method as HTTPMethod, route.url, () => undefined);
      } catch {
        // The same method and path twice (e.g. the HEAD Fastify adds for a GET): already noted.
      }
    }
  });
  return {
    /** The methods a path answers to; empty when no route has that path. */
    allowedMethods(url: string): HTTPMethod[] {
      const path = url.split('?')[0] ?? url;
      return KNOWN_METHODS.filter((method) => {
        try {
          return index.find(method, path) !== null;
        } catch {
          return false;
        }
      });
    },
  };
}

export type RouteIndex = ReturnType<typeof createRouteIndex>;

/** The API's answer for a request no route took: 405 when the path exists under another method. */
export function sendApiNotFound(routes: RouteIndex, request: FastifyRequest, reply: FastifyReply) {
  const allowed = routes.allowedMethods(request.url);
  if (allowed.length && !allowed.includes(request.method as HTTPMethod)) {
    return reply.status(405).header('allow', allowed.join(', ')).send(errorBody('METHOD_NOT_ALLOWED'));
  }
  return reply.status(404).send(errorBody('ROUTE_NOT_FOUND'));
}

/** Fastify's `frameworkErrors`: a URL that is not valid percent-encoding (`/api/auction/item/%FF`). */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code: ErrorCode = error.code === 'FST_ERR_BAD_URL' ? 'TEXT_INVALID_CHARACTERS' : 'REQUEST_INVALID';
  // No hooks run for this answer (platform/request-id.ts): the request id is added here.
  return reply.status(400).header('x-request-id', request.id).send({ ...errorBody(code), request_id: request.id });
}

/**
 * Node's HTTP parser refused the request before Fastify saw it (an unknown method such as `BREW`,
 * a malformed request line or header). Answer in our shape instead of Fastify's English default.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'HPE_INVALID_METHOD' ? 405 : 400;
  // No request was parsed, so no id came in: a new one, in the body and the header as elsewhere.
  const requestId = randomUUID();
  const body = JSON.stringify({ ...errorBody(status === 405 ? 'METHOD_NOT_ALLOWED' : 'REQUEST_INVALID'), request_id: requestId });
  const reason = status === 431 ? 'Request Header Fields Too Large' : status === 405 ? 'Method Not Allowed' : 'Bad Request';
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\nx-request-id: ${requestId}\r\n` +
      `content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
