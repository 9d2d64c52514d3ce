import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness.ts';
import { loadConfig } from './config.ts';

const baseEnv = {
  JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
  DATA_DIR: 'data/test-unused',
  LOG_LEVEL: 'silent',
  JOBS_ENABLED: 'false',
  SANDBOX_ITEMS_PER_SITE: '500',
};

let direct: TestContext;
let proxied: TestContext;
beforeAll(async () => {
  direct = await createTestContext({ config: loadConfig({ ...baseEnv, COOKIE_SECURE: 'false', TRUST_PROXY: 'false' }) });
  proxied = await createTestContext({ config: loadConfig({ ...baseEnv, COOKIE_SECURE: 'false', TRUST_PROXY: 'true' }) });
});
afterAll(async () => {
  await direct?.close();
  await proxied?.close();
});

describe('Strict-Transport-Security', () => {
  it('is sent when the request came over HTTPS through a trusted proxy, even without COOKIE_SECURE', async () => {
    const response = await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(response.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    // Also on errors.
    const missing = await proxied.app.inject({ url: '/api/khong-co', headers: { 'x-forwarded-proto': 'https' } });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });

  it('is not sent over plain HTTP, nor for a forwarded header the server does not trust', async () => {
    expect((await proxied.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } })).headers['strict-transport-security']).toBeUndefined();
    expect((await proxied.app.inject({ url: '/api/health' })).headers['strict-transport-security']).toBeUndefined();
    expect((await direct.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } })).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('OpenAPI security', () => {
  type Operation = { security?: unknown[]; summary?: string };
  async function operations(): Promise<[string, string, Operation][]> {
    const doc = (await direct.app.inject({ url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    return Object.entries(doc.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, op]) => [method, path, op] as [string, string, Operation]));
  }

  it('declares bearerAuth on every operation that needs a login', async () => {
    const declared = direct.app.routesNeedingLogin();
    expect(declared.length).toBeGreaterThan(100);
    const docs = new Map((await operations()).map(([method, path, op]) => [`${method.toUpperCase()} ${path}`, op]));
    const missing = declared.filter((key) => docs.has(key) && !docs.get(key)!.security?.length);
    expect(missing).toEqual([]);
    // Every such operation is in the document.
    expect(declared.filter((key) => !docs.has(key))).toEqual([]);
  });

  it('every operation without security answers a caller without a token (no hidden 401)', async () => {
    const open = (await operations()).filter(([method, , op]) => !op.security?.length && (method === 'get' || method === 'delete'));
    expect(open.length).toBeGreaterThan(20);
    const hidden: string[] = [];
    for (const [method, path] of open) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      const response = await direct.app.inject({ method: method.toUpperCase() as 'GET' | 'DELETE', url });
      if (response.statusCode === 401) hidden.push(`${method.toUpperCase()} ${path}`);
    }
    expect(hidden).toEqual([]);
  });
});
