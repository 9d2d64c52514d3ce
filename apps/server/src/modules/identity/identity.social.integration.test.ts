import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SignJWT, createLocalJWKSet, exportJWK, generateKeyPair, type CryptoKey } from 'jose';
import { createTestContext, signupCustomer, type TestContext } from '../../test/harness.ts';
import { facebookVerifier, googleVerifier } from '../../platform/social-auth.ts';
import { bearer, lastOutboxCode } from './identity.testing.ts';

const CLIENT_ID = 'kaimono-test.apps.googleusercontent.com';
const FB_APP_ID = '1234567890';
const FB_SECRET = 'facebook-app-secret-123456';

let ctx: TestContext;
let googleKey: CryptoKey;
let strangerKey: CryptoKey;

/** A fake Graph API: tokens `fb-<id>` are valid for our app; `fb-other-<id>` for another app. */
const facebookUsers: Record<string, { name: string; email?: string }> = {
  '100000000001': { name: 'Lê Thị Facebook', email: 'fb.user@example.com' },
  '100000000002': { name: 'Không Email' },
};
const fakeGraph: typeof fetch = async (input) => {
  const url = new URL(String(input));
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
  if (url.pathname.endsWith('/debug_token')) {
    if (url.searchParams.get('access_token') !== `${FB_APP_ID}|${FB_SECRET}`) return json({ error: { message: 'bad app token' } }, 400);
    const token = url.searchParams.get('input_token') ?? '';
    const match = /^fb-(other-)?(\d+)$/.exec(token);
    if (!match) return json({ data: { is_valid: false } });
    return json({ data: { is_valid: true, app_id: match[1] ? '999' : FB_APP_ID, user_id: match[2] } });
  }
  if (url.pathname.endsWith('/me')) {
    const token = url.searchParams.get('access_token') ?? '';
    const proof = createHmac('sha256', FB_SECRET).update(token).digest('hex');
    if (url.searchParams.get('appsecret_proof') !== proof) return json({ error: { message: 'bad proof' } }, 400);
    const id = token.replace(/^fb-/, '');
    return json({ id, ...facebookUsers[id] });
  }
  return json({}, 404);
};

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  googleKey = pair.privateKey;
  strangerKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(pair.publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  ctx = await createTestContext({
    identity: {
      social: {
        google: googleVerifier([CLIENT_ID], { keys: createLocalJWKSet({ keys: [jwk] }) }),
        facebook: facebookVerifier(FB_APP_ID, FB_SECRET, { fetch: fakeGraph }),
      },
    },
  });
});
afterAll(async () => {
  await ctx.close();
});

let subjectSeq = 0;
async function googleToken(claims: Record<string, unknown> = {}, options: { key?: CryptoKey; audience?: string; issuer?: string; expiresIn?: string } = {}) {
  subjectSeq += 1;
  return new SignJWT({ email_verified: true, name: 'Nguyễn Google', sub: `g-${process.pid}-${subjectSeq}`, ...claims })
    .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
    .setIssuer(options.issuer ?? 'https://accounts.google.com')
    .setAudience(options.audience ?? CLIENT_ID)
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '1h')
    .sign(options.key ?? googleKey);
}

const social = (payload: Record<string, unknown>) => ctx.app.inject({ method: 'POST', url: '/api/login/social', payload });
const session = (token: string) => ctx.app.inject({ method: 'GET', url: '/api/session', headers: bearer(token) });

describe('GET /api/login/social/providers', () => {
  it('lists the configured providers', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/login/social/providers' });
    expect(response.json().data).toMatchObject({ google: { enabled: true }, facebook: { enabled: true } });
  });

  it('offers nothing when nothing is configured, and refuses a login with a clear message', async () => {
    const plain = await createTestContext();
    try {
      const providers = await plain.app.inject({ method: 'GET', url: '/api/login/social/providers' });
      expect(providers.json()).toEqual({ success: true, data: { google: { enabled: false, client_id: null }, facebook: { enabled: false, app_id: null } } });
      const response = await plain.app.inject({ method: 'POST', url: '/api/login/social', payload: { provider: 'google', token: 'x'.repeat(40) } });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        success: false,
        request_id: expect.any(String),
        code: 'SOCIAL_PROVIDER_DISABLED',
        message: 'Kaimono chưa bật đăng nhập bằng tài khoản này. Vui lòng đăng nhập bằng số điện thoại.',
      });
    } finally {
      await plain.close();
    }
  });

  it('shows the client id and app id from the configuration', async () => {
    const configured = await createTestContext({
      config: { ...ctx.deps.config, social: { googleClientIds: [CLIENT_ID, 'android-client'], facebookAppId: FB_APP_ID, facebookAppSecret: FB_SECRET } },
    });
    try {
      const providers = await configured.app.inject({ method: 'GET', url: '/api/login/social/providers' });
      expect(providers.json().data).toEqual({ google: { enabled: true, client_id: CLIENT_ID }, facebook: { enabled: true, app_id: FB_APP_ID } });
    } finally {
      await configured.close();
    }
  });
});

describe('POST /api/login/social with Google', () => {
  it('creates an account with the verified email, then logs the same Google account into it', async () => {
    const email = `google.${process.pid}@example.com`;
    const token = await googleToken({ email, sub: `g-stable-${process.pid}`, nonce: 'n-123' });
    const first = await social({ provider: 'google', token, nonce: 'n-123', next: '/account/cart' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ success: true, is_new_user: true, next: '/account/cart', message: 'Đăng nhập thành công' });
    const me = (await session(first.json().access_token)).json().data;
    expect(me).toMatchObject({ email, email_verified: true, phone: null, full_name: 'Nguyễn Google', has_password: false });

    const again = await social({ provider: 'google', token: await googleToken({ email, sub: `g-stable-${process.pid}` }) });
    expect(again.json().is_new_user).toBe(false);
    expect((await session(again.json().access_token)).json().data.id).toBe(me.id);
  });

  it('links to an existing customer whose email is verified', async () => {
    const email = `linked.${process.pid}@example.com`;
    const customer = await signupCustomer(ctx.app, { email });
    await ctx.app.inject({ method: 'GET', url: '/api/request-email-verification-code', headers: bearer(customer.token) });
    await ctx.app.inject({ method: 'PUT', url: '/api/verify-email', headers: bearer(customer.token), payload: { code: await lastOutboxCode(ctx.database, email) } });

    const response = await social({ provider: 'google', token: await googleToken({ email: email.toUpperCase() }) });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_new_user).toBe(false);
    expect((await session(response.json().access_token)).json().data.phone).toBe(customer.phone);
    const { rows } = await ctx.database.executeSql('select count(*)::int as n from user_identities i join users u on u.id = i.user_id where u.phone = $1', [customer.phone]);
    expect(rows[0]!.n).toBe(1);
  });

  it('does not link to an account whose email nobody verified', async () => {
    const email = `unverified.${process.pid}@example.com`;
    await signupCustomer(ctx.app, { email });
    const response = await social({ provider: 'google', token: await googleToken({ email }) });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('SOCIAL_EMAIL_CONFLICT');
  });

  it('does not trust an email Google has not verified', async () => {
    const response = await social({ provider: 'google', token: await googleToken({ email: `maybe.${process.pid}@example.com`, email_verified: false, name: undefined }) });
    expect(response.statusCode).toBe(200);
    const me = (await session(response.json().access_token)).json().data;
    expect(me).toMatchObject({ email: null, full_name: 'Khách hàng Google' });
  });

  it.each([
    ['another audience', { audience: 'someone-else.apps.googleusercontent.com' }],
    ['another issuer', { issuer: 'https://evil.example' }],
    ['an unknown key', { stranger: true }],
    ['an expired token', { expiresIn: '-5m' }],
  ])('refuses %s', async (_name, options: { audience?: string; issuer?: string; stranger?: boolean; expiresIn?: string }) => {
    const { stranger, ...rest } = options;
    const token = await googleToken({}, { ...rest, key: stranger ? strangerKey : googleKey });
    const response = await social({ provider: 'google', token });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      success: false,
      request_id: expect.any(String),
      code: 'SOCIAL_TOKEN_INVALID',
      message: 'Không xác minh được tài khoản mạng xã hội của bạn. Vui lòng thử đăng nhập lại.',
    });
  });

  it('refuses a token for another sign-in request (nonce) and garbage', async () => {
    const token = await googleToken({ nonce: 'mine' });
    expect((await social({ provider: 'google', token, nonce: 'theirs' })).statusCode).toBe(401);
    expect((await social({ provider: 'google', token: 'not.a.jwt-at-all' })).statusCode).toBe(401);
    const bad = await social({ provider: 'twitter', token: token });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().code).toBe('VALIDATION_FAILED');
  });
});

describe('POST /api/login/social with Facebook', () => {
  it('checks the token with debug_token and creates the account from /me', async () => {
    const response = await social({ provider: 'facebook', token: 'fb-100000000001' });
    expect(response.statusCode).toBe(200);
    expect(response.json().is_new_user).toBe(true);
    expect((await session(response.json().access_token)).json().data).toMatchObject({ full_name: 'Lê Thị Facebook', email: 'fb.user@example.com', email_verified: true });
    expect((await social({ provider: 'facebook', token: 'fb-100000000001' })).json().is_new_user).toBe(false);
  });

  it('creates an account without email when Facebook gives none', async () => {
    const response = await social({ provider: 'facebook', token: 'fb-100000000002' });
    expect((await session(response.json().access_token)).json().data).toMatchObject({ full_name: 'Không Email', email: null });
  });

  it('refuses tokens of another app and invalid tokens', async () => {
    for (const token of ['fb-other-100000000001', 'fb-garbage-token']) {
      const response = await social({ provider: 'facebook', token });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SOCIAL_TOKEN_INVALID');
    }
  });

  it('answers 503 when Facebook cannot be reached', async () => {
    const down = await createTestContext({
      identity: {
        social: {
          facebook: facebookVerifier(FB_APP_ID, FB_SECRET, {
            fetch: async () => {
              throw new TypeError('fetch failed');
            },
          }),
        },
      },
    });
    try {
      const response = await down.app.inject({ method: 'POST', url: '/api/login/social', payload: { provider: 'facebook', token: 'fb-100000000001' } });
      expect(response.statusCode).toBe(503);
      expect(response.json().code).toBe('SERVICE_UNAVAILABLE');
    } finally {
      await down.close();
    }
  });
});
