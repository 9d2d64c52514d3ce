import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { errorMessages, retryAfterMessage, type ErrorCode } from '@kaimono/i18n';
import { UpstreamError } from '@kaimono/marketplaces';

/**
 * A failure the client caused or may act on. The message comes from the catalogue unless a more
 * specific Vietnamese text is given.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message ?? errorMessages[code]);
  }
}

/** 429 RATE_LIMITED with a Retry-After header and a message saying when to try again. */
export class RetryLaterError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(retryAfterSeconds: number, message?: string) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, 'RATE_LIMITED', message ?? retryAfterMessage(seconds));
    this.retryAfterSeconds = seconds;
  }
}

/** A RetryLaterError for the later of the given moments, or null when none is in the future. */
export function retryLaterUntil(...moments: (Date | null | undefined)[]): RetryLaterError | null {
  const latest = Math.max(0, ...moments.map((m) => (m ? m.getTime() : 0)));
  const seconds = (latest - Date.now()) / 1000;
  return seconds > 0 ? new RetryLaterError(seconds) : null;
}

export const badRequest = (code: ErrorCode, message?: string) => new AppError(400, code, message);
export const notFound = (code: ErrorCode = 'NOT_FOUND', message?: string) => new AppError(404, code, message);
export const unauthorized = (code: ErrorCode = 'UNAUTHENTICATED') => new AppError(401, code);
export const forbidden = () => new AppError(403, 'FORBIDDEN');
export const conflict = (code: ErrorCode, message?: string) => new AppError(409, code, message);

interface ErrorReply {
  statusCode: number;
  body: { success: false; code: ErrorCode; message: string; fields?: Record<string, string> };
}

/** Fastify's own client errors, by their code. */
const fastifyClientErrors: Record<string, { statusCode: number; code: ErrorCode }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { statusCode: 413, code: 'BODY_TOO_LARGE' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { statusCode: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { statusCode: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { statusCode: 400, code: 'MALFORMED_JSON' },
  FST_ERR_CTP_INVALID_JSON_BODY: { statusCode: 400, code: 'MALFORMED_JSON' },
  FST_ERR_BAD_URL: { statusCode: 400, code: 'VALIDATION_FAILED' },
  FST_ERR_ASYNC_CONSTRAINT: { statusCode: 400, code: 'VALIDATION_FAILED' },
  FST_JWT_NO_AUTHORIZATION_IN_HEADER: { statusCode: 401, code: 'UNAUTHENTICATED' },
  FST_JWT_AUTHORIZATION_TOKEN_EXPIRED: { statusCode: 401, code: 'TOKEN_EXPIRED' },
  FST_JWT_AUTHORIZATION_TOKEN_INVALID: { statusCode: 401, code: 'UNAUTHENTICATED' },
  FST_JWT_AUTHORIZATION_TOKEN_UNTRUSTED: { statusCode: 401, code: 'UNAUTHENTICATED' },
  FST_JWT_BAD_REQUEST: { statusCode: 401, code: 'UNAUTHENTICATED' },
};

/** True when a zod message is ours (Vietnamese) rather than a generic one. */
function pickFieldMessages(issues: { instancePath: string; message?: string }[]): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of issues) {
    const key = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || '_';
    if (!(key in fields)) fields[key] = issue.message ?? errorMessages.VALIDATION_FAILED;
  }
  return fields;
}

export function toErrorReply(error: FastifyError | Error): ErrorReply | null {
  if (error instanceof AppError) {
    return {
      statusCode: error.statusCode,
      body: { success: false, code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) },
    };
  }
  if (error instanceof UpstreamError && error.failure === 'rejected') {
    // The marketplace answered and refused the query (a parameter it does not know): bad input, not
    // an outage. Callers that know which input it was (a category) answer more precisely.
    return { statusCode: 400, body: { success: false, code: 'MARKETPLACE_REQUEST_REJECTED', message: errorMessages.MARKETPLACE_REQUEST_REJECTED } };
  }
  if (error instanceof UpstreamError) {
    // A marketplace failed: 504 when it was too slow, 502 otherwise. Logged by the handler.
    const code: ErrorCode =
      error.failure === 'timeout' ? 'UPSTREAM_TIMEOUT' : error.failure === 'bad_format' ? 'UPSTREAM_BAD_RESPONSE' : 'UPSTREAM_UNAVAILABLE';
    return { statusCode: error.failure === 'timeout' ? 504 : 502, body: { success: false, code, message: errorMessages[code] } };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const fields = pickFieldMessages(
      error.validation.map((v) => ({
        instancePath: v.instancePath,
        // A body (or query) that is missing or not an object at all: zod's generic "expected object,
        // received null" names programming types; the customer gets the plain sentence.
        message: (v.instancePath === '' || v.instancePath === '/') && v.keyword === 'invalid_type' ? errorMessages.VALIDATION_FAILED : v.message,
      })),
    );
    const first = Object.values(fields)[0];
    return {
      statusCode: 400,
      body: { success: false, code: 'VALIDATION_FAILED', message: first ?? errorMessages.VALIDATION_FAILED, fields },
    };
  }
  const fastifyCode = (error as FastifyError).code;
  if (fastifyCode && fastifyClientErrors[fastifyCode]) {
    const mapped = fastifyClientErrors[fastifyCode];
    return { statusCode: mapped.statusCode, body: { success: false, code: mapped.code, message: errorMessages[mapped.code] } };
  }
  if (error instanceof SyntaxError && (error as FastifyError).statusCode === 400) {
    return { statusCode: 400, body: { success: false, code: 'MALFORMED_JSON', message: errorMessages.MALFORMED_JSON } };
  }
  const status = (error as FastifyError).statusCode;
  if (status === 429) {
    return { statusCode: 429, body: { success: false, code: 'RATE_LIMITED', message: errorMessages.RATE_LIMITED } };
  }
  if (status && status >= 400 && status < 500) {
    return { statusCode: status, body: { success: false, code: 'VALIDATION_FAILED', message: errorMessages.VALIDATION_FAILED } };
  }
  return null;
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = toErrorReply(error);
    if (known) {
      if (error instanceof UpstreamError) {
        request.log.warn({ site: error.site, upstreamUrl: error.url, failure: error.failure, status: error.status, err: error }, 'marketplace request failed');
      } else if (known.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      if (error instanceof RetryLaterError) void reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(known.statusCode).send(known.body);
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, url: request.url }, 'response did not match its schema');
    } else {
      request.log.error({ err: error }, 'unexpected error');
    }
    return reply
      .status(500)
      .send({ success: false, code: 'INTERNAL_ERROR', message: errorMessages.INTERNAL_ERROR });
  });

}
