import { describe, expect, it } from 'vitest';
import type { FastifyBaseLogger } from 'fastify';
import { ConfigError, loadConfig } from './config.ts';
import { MessageDeliveryError } from './sms.ts';
import { createZaloSender, toZaloPhone, znsZalo } from './zalo.ts';

const silent = { error() {}, warn() {}, info() {} } as unknown as FastifyBaseLogger;
const base = { JWT_SECRET: 'x'.repeat(40), DATA_DIR: 'data/test-unused' };
const message = { to: '0912345678', title: 'Giảm giá: Nintendo Switch', content: 'Giá còn 29.800 ¥.', url: 'https://kaimono.example/mercari/item/m1', purpose: 'notification', trackingId: 'd-1' };

describe('Zalo ZNS provider', () => {
  it('posts the template message with the OA access token: phone 84…, template id, parameters, tracking id', async () => {
    const calls: { url: string; init: RequestInit }[] = [];
    const zalo = znsZalo(
      {
        url: 'https://zns.example/message/template',
        accessToken: 'oa-token',
        templateId: '248079',
        fetch: async (url, init) => {
          calls.push({ url: String(url), init: init! });
          return Response.json({ error: 0, message: 'Success', data: { msg_id: 'abc', sent_time: '1', quota: { dailyQuota: '500', remainingQuota: '499' } } });
        },
      },
      silent,
    );
    await zalo.send(message);
    expect(calls[0]!.url).toBe('https://zns.example/message/template');
    expect((calls[0]!.init.headers as Record<string, string>).access_token).toBe('oa-token');
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({
      phone: '84912345678',
      template_id: '248079',
      template_data: { title: 'Giảm giá: Nintendo Switch', content: 'Giá còn 29.800 ¥.', url: 'https://kaimono.example/mercari/item/m1' },
      tracking_id: 'd-1',
    });
  });

  it('Zalo answers HTTP 200 with a non-zero error for a refused message: that is a failure', async () => {
    const refused = znsZalo(
      { url: 'https://zns.example/t', accessToken: 't', templateId: '1', fetch: async () => Response.json({ error: -118, message: 'Zalo account not existed' }) },
      silent,
    );
    await expect(refused.send(message)).rejects.toThrow(/error -118: Zalo account not existed/);
    const down = znsZalo(
      {
        url: 'https://zns.example/t',
        accessToken: 't',
        templateId: '1',
        fetch: async () => {
          throw new TypeError('fetch failed');
        },
      },
      silent,
    );
    await expect(down.send(message)).rejects.toBeInstanceOf(MessageDeliveryError);
    const broken = znsZalo({ url: 'https://zns.example/t', accessToken: 't', templateId: '1', fetch: async () => new Response('<html>', { status: 502 }) }, silent);
    await expect(broken.send(message)).rejects.toThrow(/502 no JSON/);
  });

  it('long parameters are cut to ZNS limits', async () => {
    let body: { template_data: { content: string } } | undefined;
    const zalo = znsZalo(
      {
        url: 'https://zns.example/t',
        accessToken: 't',
        templateId: '1',
        fetch: async (_url, init) => {
          body = JSON.parse(String(init!.body));
          return Response.json({ error: 0, message: 'Success' });
        },
      },
      silent,
    );
    await zalo.send({ ...message, content: 'á'.repeat(1000) });
    expect(body!.template_data.content).toHaveLength(400);
    expect(body!.template_data.content.endsWith('…')).toBe(true);
  });

  it('phone numbers in the form ZNS wants', () => {
    expect(toZaloPhone('0987654321')).toBe('84987654321');
    expect(toZaloPhone('+84987654321')).toBe('84987654321');
  });

  it('configuration: the outbox by default; zns needs the access token and the template id', () => {
    expect(createZaloSender(loadConfig(base), null as never, silent).provider).toBe('outbox');
    expect(() => loadConfig({ ...base, ZALO_PROVIDER: 'zns' })).toThrow(ConfigError);
    const config = loadConfig({ ...base, ZALO_PROVIDER: 'zns', ZALO_ZNS_ACCESS_TOKEN: 'tok', ZALO_ZNS_TEMPLATE_ID: '248079' });
    expect(createZaloSender(config, null as never, silent).provider).toBe('zns');
    expect(() => loadConfig({ ...base, VAPID_PUBLIC_KEY: 'B'.repeat(87) })).toThrow(/VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together/);
  });
});
