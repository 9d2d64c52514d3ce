import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorCodes, errorMessages } from '@kaimono/i18n';
import { createAdmin } from '../modules/account/index.ts';
import { createTestContext, signupCustomer, uniquePhone, type TestContext } from '../test/harness.ts';
import { loadConfig } from './config.ts';

/**
 * Issue 13 §4 and §6: bad text is refused at the edge of every operation, and the router's and the
 * parser's own answers are ours (Vietnamese JSON, no echo of the URL).
 */

const API_KEY = 'test-bank-webhook-api-key-0123456789';
const CASSO_TOKEN = 'test-casso-secure-token-0123456789';

let ctx: TestContext;
let customerToken: string;
let adminToken: string;

beforeAll(async () => {
  const config = loadConfig({
    JWT_SECRET: 'test-secret-test-secret-test-secret-0123456789',
    DATA_DIR: 'data/test-unused',
    LOG_LEVEL: 'silent',
    JOBS_ENABLED: 'false',
    SANDBOX_ITEMS_PER_SITE: '500',
    // The bank webhooks authenticate, so a NUL in their body reaches the handler.
    BANK_WEBHOOK_API_KEY: API_KEY,
    CASSO_SECURE_TOKEN: CASSO_TOKEN,
  });
  ctx = await createTestContext({ config });
  customerToken = (await signupCustomer(ctx.app)).token;
  const adminPhone = uniquePhone();
  await createAdmin(ctx.database.db, adminPhone, 'Nui-Phu-Si-2026!');
  adminToken = (await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { username: adminPhone, password: 'Nui-Phu-Si-2026!' } })).json().access.token;
});
afterAll(async () => {
  await ctx.close();
});

/** Vietnamese text: at least one letter with a Vietnamese diacritic. */
const VIETNAMESE = /[àáảãạăằắẳẵặâầấẩẫậèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵđ]/i;

function expectOurError(body: string, label: string) {
  let json: { success?: unknown; code?: unknown; message?: unknown };
  try {
    json = JSON.parse(body) as typeof json;
  } catch {
    throw new Error(`${label}: not JSON: ${body.slice(0, 200)}`);
  }
  expect(json.success, label).toBe(false);
  expect(errorCodes, label).toContain(json.code);
  expect(String(json.message), label).toMatch(VIETNAMESE);
}

// ---- requests generated from the OpenAPI document ---------------------------------------------

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  default?: unknown;
}

const NUL_TEXT = 'a\u0000b';

/** A value of the schema; every string leaf is noted in `leaves`, and the one at `nulAt` holds a NUL. */
function sample(schema: JsonSchema | undefined, path: string, nulAt: string | null, leaves: string[], depth = 0): unknown {
  if (!schema || depth > 8) return 'x';
  const choice = schema.anyOf?.find((s) => s.type !== 'null') ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return sample(choice, path, nulAt, leaves, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  if (type === 'object' || schema.properties) {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(schema.properties ?? {})) out[key] = sample(child, path ? `${path}.${key}` : key, nulAt, leaves, depth + 1);
    return out;
  }
  if (type === 'array') return [sample(schema.items, `${path}.0`, nulAt, leaves, depth + 1)];
  if (type === 'integer' || type === 'number') return 1;
  if (type === 'boolean') return true;
  leaves.push(path);
  if (path === nulAt) return NUL_TEXT;
  if (schema.enum?.length) return schema.enum[0];
  return 'x';
}

interface Operation {
  parameters?: { in: string; name: string; required?: boolean; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Probe {
  label: string;
  method: string;
  url: string;
  payload?: unknown;
}

function probesOf(path: string, method: string, op: Operation): Probe[] {
  const params = op.parameters ?? [];
  const pathParams = params.filter((p) => p.in === 'path').map((p) => p.name);
  const queryParams = params.filter((p) => p.in === 'query');
  const urlWith = (nulParam: string | null) =>
    path.replace(/\{([^}]+)\}/g, (_m, name: string) => (name === nulParam ? 'a%00b' : '1'));
  const requiredQuery = queryParams.filter((p) => p.required).map((p) => `${p.name}=${encodeURIComponent(String(p.schema?.enum?.[0] ?? '1'))}`);
  const upper = method.toUpperCase();
  const probes: Probe[] = [];
  for (const name of pathParams) probes.push({ label: `${upper} ${path} path ${name}`, method: upper, url: urlWith(name) });
  for (const param of queryParams) {
    const others = requiredQuery.filter((q) => !q.startsWith(`${param.name}=`));
    probes.push({ label: `${upper} ${path} query ${param.name}`, method: upper, url: `${urlWith(null)}?${[...others, `${param.name}=a%00b`].join('&')}` });
  }
  const bodySchema = op.requestBody?.content?.['application/json']?.schema;
  if (bodySchema) {
    const leaves: string[] = [];
    sample(bodySchema, '', null, leaves);
    const query = requiredQuery.length ? `?${requiredQuery.join('&')}` : '';
    for (const leaf of leaves) {
      probes.push({ label: `${upper} ${path} body ${leaf || '(root)'}`, method: upper, url: `${urlWith(null)}${query}`, payload: sample(bodySchema, '', leaf, []) });
    }
  }
  return probes;
}

describe('NUL bytes and broken text (issue 13 §4)', () => {
  it('every operation of /api/docs/json refuses a NUL in each string parameter and body field with a Vietnamese 400', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as { paths: Record<string, Record<string, Operation>> };
    const probes = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.entries(ops)
        .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
        .flatMap(([method, op]) => probesOf(path, method, op)),
    );
    // The bank webhooks are among them (they failed with 500 before).
    expect(probes.map((p) => p.label)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^POST \/api\/payments\/bank-webhooks\/sepay body /), expect.stringMatching(/^POST \/api\/payments\/bank-webhooks\/casso body /)]),
    );
    expect(probes.length).toBeGreaterThan(300);

    const failures: string[] = [];
    for (const probe of probes) {
      // Staff operations (a permission guard refuses others before the body is read): as the admin.
      const admin = /^\/api\/(admin|route)(\/|\?|$)/.test(probe.url) || probe.url.startsWith('/api/sandbox/sms-outbox');
      const response = await ctx.app.inject({
        method: probe.method as 'GET',
        url: probe.url,
        headers: {
          authorization: probe.url.startsWith('/api/payments/bank-webhooks/sepay') ? `Apikey ${API_KEY}` : `Bearer ${admin ? adminToken : customerToken}`,
          'secure-token': CASSO_TOKEN,
          ...(probe.payload !== undefined ? { 'content-type': 'application/json' } : {}),
        },
        ...(probe.payload !== undefined ? { payload: JSON.stringify(probe.payload) } : {}),
      });
      const json = response.json() as { code?: string };
      // Spec §8: deleting a route reports message 'error' on any failure (its own error handler).
      if (probe.label.startsWith('DELETE /api/route/{id} ')) {
        if (response.statusCode !== 400 || json.code !== 'ROUTE_DELETE_FAILED') failures.push(`${probe.label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
        continue;
      }
      if (response.statusCode !== 400 || json.code !== 'TEXT_INVALID_CHARACTERS') failures.push(`${probe.label}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      else expectOurError(response.body, probe.label);
    }
    expect(failures).toEqual([]);
  });

  it('refuses lone surrogates in a JSON body, invalid UTF-8 in the query and a NUL in a header', async () => {
    const surrogate = await ctx.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":"\\ud800","password":"x"}',
    });
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json()).toMatchObject({ success: false, code: 'TEXT_INVALID_CHARACTERS', message: errorMessages.TEXT_INVALID_CHARACTERS, fields: { username: errorMessages.TEXT_INVALID_CHARACTERS } });

    const key = await ctx.app.inject({ method: 'POST', url: '/api/login', payload: { 'user\u0000name': 'x', password: 'x' } });
    expect(key.statusCode).toBe(400);

    for (const query of ['keyword=%FF', 'keyword=%C3%28', 'keyword=%ED%A0%80', 'keyword=%00']) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/keyword/autocomplete?type_code=mercari&${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().code).toBe('TEXT_INVALID_CHARACTERS');
    }
    // A literal percent sign and Vietnamese text still pass.
    const fine = await ctx.app.inject({ method: 'GET', url: `/api/keyword/autocomplete?type_code=mercari&keyword=${encodeURIComponent('áo 100%')}` });
    expect(fine.statusCode).toBe(200);
    const loose = await ctx.app.inject({ method: 'GET', url: '/api/keyword/autocomplete?type_code=mercari&keyword=100%' });
    expect(loose.statusCode).toBe(200);

    const header = await ctx.app.inject({ method: 'GET', url: '/api/health', headers: { 'idempotency-key': 'a\u0000b' } });
    expect(header.statusCode).toBe(400);
    expectOurError(header.body, 'header');
  });
});

describe('router and parser answers (issue 13 §6)', () => {
  it('a URL that is not valid percent-encoding: Vietnamese 400, the URL not echoed', async () => {
    for (const url of ['/api/auction/item/%FF', '/api/health/%', '/api/auction/item/%C3%28']) {
      const response = await ctx.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(400);
      expectOurError(response.body, url);
      expect(response.body).not.toContain('%');
      expect(response.body).not.toContain('auction');
    }
  });

  it('a known path under another method: 405 METHOD_NOT_ALLOWED with Allow; an unknown path: 404', async () => {
    for (const method of ['DELETE', 'PUT', 'PROPFIND'] as const) {
      const response = await ctx.app.inject({ method, url: '/api/health' });
      expect(response.statusCode, method).toBe(405);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: 'METHOD_NOT_ALLOWED', message: errorMessages.METHOD_NOT_ALLOWED });
      expect(response.headers.allow).toBe('GET, HEAD');
    }
    const withParam = await ctx.app.inject({ method: 'PATCH', url: '/api/auction/item/x123' });
    expect(withParam.statusCode).toBe(405);
    const unknown = await ctx.app.inject({ method: 'DELETE', url: '/api/nothing-here?x=%2Fetc' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ success: false, request_id: expect.any(String), code: 'ROUTE_NOT_FOUND', message: errorMessages.ROUTE_NOT_FOUND });
  });

  it('content type, body size and JSON syntax errors are Vietnamese JSON', async () => {
    const cases = [
      { headers: { 'content-type': 'text/xml' }, payload: '<a/>', status: 415, code: 'UNSUPPORTED_MEDIA_TYPE' },
      { headers: { 'content-type': 'application/json' }, payload: '{"username":', status: 400, code: 'MALFORMED_JSON' },
      { headers: { 'content-type': 'application/json' }, payload: `{"username":"${'x'.repeat(1_100_000)}"}`, status: 413, code: 'BODY_TOO_LARGE' },
    ];
    for (const c of cases) {
      const response = await ctx.app.inject({ method: 'POST', url: '/api/login', headers: c.headers, payload: c.payload });
      expect(response.statusCode, c.code).toBe(c.status);
      expect(response.json()).toEqual({ success: false, request_id: expect.any(String), code: c.code, message: errorMessages[c.code as keyof typeof errorMessages] });
    }
  });

  it('a body that is missing or not an object: the plain Vietnamese sentence, not zod\'s "expected object"', async () => {
    for (const payload of [undefined, '[1,2]', '"text"']) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/api/login',
        ...(payload === undefined ? {} : { headers: { 'content-type': 'application/json' }, payload }),
      });
      expect(response.statusCode, String(payload)).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_FAILED', message: errorMessages.VALIDATION_FAILED });
    }
  });

  it('over real HTTP: a method the HTTP parser does not know and a broken request line get our JSON', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(port, '127.0.0.1', () => socket.write(request));
        let data = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk: string) => (data += chunk));
        socket.on('end', () => resolve(data));
        socket.on('error', reject);
      });
    const brew = await raw('BREW /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    expect(brew).toMatch(/^HTTP\/1\.1 405 /);
    expectOurError(brew.slice(brew.indexOf('\r\n\r\n') + 4), 'BREW');
    const broken = await raw('GET /api/health HTTP/1.1\r\nHost x\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 /);
    expectOurError(broken.slice(broken.indexOf('\r\n\r\n') + 4), 'broken header');
    expect(broken).not.toContain('Client Error');
  });
});
