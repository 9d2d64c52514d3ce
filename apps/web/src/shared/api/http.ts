import { commonText, errorMessages } from '@kaimono/i18n';
import { getAuthToken } from '@/shared/lib/auth-token';
import { apiFetch } from './transport';

/** An API failure. `message` is the server's Vietnamese message when it sent one. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields: Record<string, string> | undefined;

  constructor(status: number, code: string, message: string, fields?: Record<string, string>) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.fields = fields;
  }
}

export type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export const API_PREFIX = '/api';

export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, String(value));
  }
  const qs = params.toString();
  return `${API_PREFIX}${path}${qs ? `?${qs}` : ''}`;
}

interface ErrorLike {
  success?: unknown;
  code?: unknown;
  message?: unknown;
  fields?: unknown;
}

function fallbackMessage(status: number): string {
  if (status === 401) return errorMessages.UNAUTHENTICATED;
  if (status === 403) return errorMessages.FORBIDDEN;
  if (status === 404) return errorMessages.NOT_FOUND;
  if (status === 429) return errorMessages.RATE_LIMITED;
  if (status === 503) return errorMessages.SERVICE_UNAVAILABLE;
  return errorMessages.INTERNAL_ERROR;
}

/**
 * Calls the same-origin API. Sends the stored token as a bearer token (the httpOnly cookie travels
 * too). Resolves with the JSON body; rejects with an ApiError carrying the server's message.
 */
export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', query, body, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;

  let response: Response;
  try {
    response = await apiFetch(buildApiUrl(path, query), {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: 'same-origin',
      signal,
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, 'NETWORK_ERROR', commonText.networkError);
  }

  let data: unknown = null;
  const text = await response.text().catch(() => '');
  if (text) {
    try {
      data = JSON.parse(text);
    } catch {
      data = null;
    }
  }

  const errorLike = (data ?? {}) as ErrorLike;
  if (!response.ok || errorLike.success === false) {
    const message =
      typeof errorLike.message === 'string' && errorLike.message.trim() ? errorLike.message : fallbackMessage(response.status);
    const code = typeof errorLike.code === 'string' ? errorLike.code : `HTTP_${response.status}`;
    const fields =
      errorLike.fields && typeof errorLike.fields === 'object' ? (errorLike.fields as Record<string, string>) : undefined;
    throw new ApiError(response.status, code, message, fields);
  }
  return data as T;
}

export const http = {
  get: <T>(path: string, query?: Record<string, QueryValue>, signal?: AbortSignal) =>
    apiRequest<T>(path, { method: 'GET', query, signal }),
  post: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'POST', body: body ?? {} }),
  put: <T>(path: string, body?: unknown) => apiRequest<T>(path, { method: 'PUT', body: body ?? {} }),
  delete: <T>(path: string, query?: Record<string, QueryValue>) => apiRequest<T>(path, { method: 'DELETE', query }),
};

/** The Vietnamese message to show for any thrown value (server message first). */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return errorMessages.INTERNAL_ERROR;
}
