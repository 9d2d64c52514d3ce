// Helpers for this package's tests (not part of the public API).

import { createSandbox, type Sandbox, type SandboxOptions } from './sandbox.ts';
import { generateDpopKey, signDpopProof, type DpopKey } from './dpop-signer.ts';

/** A fixed instant for tests: 2026-06-01 12:00 JST. */
export const T0 = Date.UTC(2026, 5, 1, 3, 0, 0);

export interface TestClock {
  now: () => number;
  set(ms: number): void;
  advance(ms: number): void;
}

export function testClock(start = T0): TestClock {
  let t = start;
  return {
    now: () => t,
    set: (ms) => {
      t = ms;
    },
    advance: (ms) => {
      t += ms;
    },
  };
}

export function testSandbox(options: SandboxOptions = {}): { sandbox: Sandbox; clock: TestClock } {
  const clock = testClock();
  return { sandbox: createSandbox({ seed: 42, now: clock.now, ...options }), clock };
}

let sharedKey: DpopKey | null = null;

/** Fetch from Mercari with a valid DPoP proof (one key per test process, like a real client). */
export async function mercariFetch(sandbox: Sandbox, url: string, body?: unknown, init: RequestInit = {}): Promise<Response> {
  sharedKey ??= generateDpopKey();
  const method = init.method ?? (body === undefined ? 'GET' : 'POST');
  return sandbox.fetch(url, {
    method,
    ...init,
    headers: { DPoP: signDpopProof(sharedKey, method, url), 'X-Platform': 'web', 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

export async function getJson<T = Record<string, unknown>>(sandbox: Sandbox, url: string): Promise<{ status: number; body: T }> {
  const res = await sandbox.fetch(url);
  return { status: res.status, body: (await res.json()) as T };
}

/** The small DOM surface the HTML tests use (jsdom's DOMParser, see `@vitest-environment jsdom`). */
export interface El {
  querySelector(selector: string): El | null;
  querySelectorAll(selector: string): ArrayLike<El>;
  getAttribute(name: string): string | null;
  textContent: string | null;
}

export function parseHtml(html: string): El {
  const Parser = (globalThis as unknown as { DOMParser?: new () => { parseFromString(s: string, type: string): El } }).DOMParser;
  if (!Parser) throw new Error('DOMParser missing: run this test file in the jsdom environment');
  return new Parser().parseFromString(html, 'text/html');
}

export function all(root: El, selector: string): El[] {
  return Array.from(root.querySelectorAll(selector));
}

/** The `__NEXT_DATA__` JSON of a page. */
export function nextData(html: string): Record<string, unknown> {
  const m = /<script id="__NEXT_DATA__" type="application\/json">([\s\S]*?)<\/script>/.exec(html);
  if (!m) throw new Error('no __NEXT_DATA__');
  return JSON.parse(m[1] as string) as Record<string, unknown>;
}
