// Helpers for the adapter tests (not part of the package's API).
//
// The recorded fixtures live in the `shared` folder beside the repository root (CI checks it out
// there too): from this file, src/adapters/ -> src/ -> marketplaces/ -> packages/ -> repository
// root -> its parent, five levels up.

import { readFileSync } from 'node:fs';
import type { FetchLike } from '../model.ts';

export const fixturesDir = new URL('../../../../../shared/fixtures/', import.meta.url);

export function fixtureText(path: string): string {
  return readFileSync(new URL(path, fixturesDir), 'utf8');
}

export function fixtureJson(path: string): unknown {
  return JSON.parse(fixtureText(path)) as unknown;
}

export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | null;
}

export type Route = (call: RecordedCall) => Response | Promise<Response>;

/** A fetch answering from a route function, recording every call. */
export function fakeFetch(route: Route): FetchLike & { calls: RecordedCall[] } {
  const calls: RecordedCall[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    const headers: Record<string, string> = {};
    new Headers(init?.headers).forEach((value, key) => {
      headers[key] = value;
    });
    const call: RecordedCall = {
      url: input,
      method: init?.method ?? 'GET',
      headers,
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    return route(call);
  };
  return Object.assign(fetch, { calls });
}

export function jsonResponse(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export function htmlResponse(body: string, status = 200): Response {
  return new Response(body, { status, headers: { 'content-type': 'text/html; charset=utf-8' } });
}

/** Options every adapter test uses: no caching, no spacing, no retries waiting for real. */
export const quiet = { cache: null, limits: { minIntervalMs: 0, retries: 0 } } as const;
