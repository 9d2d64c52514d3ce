import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { MessageDeliveryError, httpSms, toE164 } from './sms.ts';

const silent = { error() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;
const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'data/test-unused' };

describe('HTTP SMS gateway', () => {
  it('posts the number in E.164 and the text with the bearer token', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const sms = httpSms(
      {
        url: 'https://sms.example/send',
        token: 'tok-123',
        fetch: async (url, init) => {
          calls.push({ url: String(url), init: init! });
          return new Response('{}', { status: 202 });
        },
      },
      silent,
    );
    await sms.send({ to: '0912345678', text: 'Kaimono: ma 123456', purpose: 'login' });
    expect(calls).toHaveLength(1);
    expect(calls[0]!.url).toBe('https://sms.example/send');
    expect((calls[0]!.init.headers as Record<string, string>).authorization).toBe('Bearer tok-123');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ to: '+84912345678', message: 'Kaimono: ma 123456', purpose: 'login' });
  });

  it('fails on a refusal or when the gateway cannot be reached', async () => {
    const refused = httpSms({ url: 'https://sms.example/send', token: undefined, fetch: async () => new Response('no', { status: 500 }) }, silent);
    await expect(refused.send({ to: '0912345678', text: 'x', purpose: 'login' })).rejects.toBeInstanceOf(MessageDeliveryError);
    const down = httpSms(
      {
        url: 'https://sms.example/send',
        token: undefined,
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
      silent,
    );
    await expect(down.send({ to: '0912345678', text: 'x', purpose: 'login' })).rejects.toBeInstanceOf(MessageDeliveryError);
  });

  it('writes national numbers as +84', () => {
    expect(toE164('0987654321')).toBe('+84987654321');
  });
});

describe('messaging and social configuration', () => {
  it('defaults to the outbox providers and no social login', () => {
    const config = loadConfig(base);
    expect(config.sms).toEqual({ provider: 'outbox', httpUrl: undefined, httpToken: undefined });
    expect(config.email.provider).toBe('outbox');
    expect(config.social).toEqual({ googleClientIds: [], facebookAppId: undefined, facebookAppSecret: undefined });
    expect(config.publicUrl).toBeUndefined();
  });

  it('reads the gateway, SMTP, Google client ids and Facebook app', () => {
    const config = loadConfig({
      ...base,
      SMS_PROVIDER: 'http',
      SMS_HTTP_URL: 'https://sms.example/send',
      SMS_HTTP_TOKEN: 't',
      EMAIL_PROVIDER: 'smtp',
      SMTP_URL: 'smtps://user:pass@mail.example:465',
      EMAIL_FROM: 'Kaimono <no-reply@kaimono.example>',
      GOOGLE_CLIENT_IDS: ' web.apps.googleusercontent.com , ios.apps.googleusercontent.com ',
      FACEBOOK_APP_ID: '1234567890',
      FACEBOOK_APP_SECRET: 'abcdef0123456789abcdef',
      PUBLIC_URL: 'https://kaimono.example/',
    });
    expect(config.sms.provider).toBe('http');
    expect(config.email).toEqual({ provider: 'smtp', smtpUrl: 'smtps://user:pass@mail.example:465', from: 'Kaimono <no-reply@kaimono.example>' });
    expect(config.social.googleClientIds).toEqual(['web.apps.googleusercontent.com', 'ios.apps.googleusercontent.com']);
    expect(config.publicUrl).toBe('https://kaimono.example');
  });

  it('lists what is missing', () => {
    try {
      loadConfig({ ...base, SMS_PROVIDER: 'http', EMAIL_PROVIDER: 'smtp', FACEBOOK_APP_ID: '1234567890' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      expect(problems).toContain('SMS_HTTP_URL: is required when SMS_PROVIDER=http');
      expect(problems).toContain('SMTP_URL: is required when EMAIL_PROVIDER=smtp');
      expect(problems).toContain('EMAIL_FROM: is required when EMAIL_PROVIDER=smtp');
      expect(problems).toContain('FACEBOOK_APP_SECRET');
    }
  });
});
