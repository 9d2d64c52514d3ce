import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@kaimono/i18n';
import { createTestContext, type TestContext } from '../../test/harness.ts';

let ctx: TestContext;
const fetched: string[] = [];

beforeAll(async () => {
  const original = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 200, g: 40, b: 90 } } }).jpeg().toBuffer();
  ctx = await createTestContext({
    fetchImage: async (url) => {
      fetched.push(url.toString());
      return original;
    },
  });
});
afterAll(async () => ctx.close());

const mercari = 'https://static.mercdn.net/item/detail/orig/photos/m11111111111_1.jpg?1700000000';
const get = (u: string, w: number | string, accept?: string) =>
  ctx.app.inject({ method: 'GET', url: `/img?u=${encodeURIComponent(u)}&w=${w}`, headers: accept ? { accept } : {} });

describe('GET /img', () => {
  it('resizes a marketplace picture to the width asked, in the format the browser takes, with long cache headers', async () => {
    const avif = await get(mercari, 320, 'image/avif,image/webp,*/*');
    expect(avif.statusCode).toBe(200);
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.headers['cache-control']).toMatch(/public, max-age=2592000/);
    expect(avif.headers.vary).toMatch(/Accept/);
    expect((await sharp(avif.rawPayload).metadata()).width).toBe(320);

    const webp = await get(mercari, 640, 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    const meta = await sharp(webp.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBe(640);

    const jpeg = await get(mercari, 160);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect((await sharp(jpeg.rawPayload).metadata()).width).toBe(160);
  });

  it('answers a repeated picture from its cache without fetching it again', async () => {
    const u = 'https://thumbnail.image.rakuten.co.jp/@0_mall/shop/cabinet/b.jpg?_ex=500x500';
    const first = await get(u, 480, 'image/webp');
    const before = fetched.length;
    const second = await get(u, 480, 'image/webp');
    expect(first.headers['x-image-cache']).toBe('miss');
    expect(second.headers['x-image-cache']).toBe('hit');
    expect(fetched.length).toBe(before);
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
  });

  it('fetches http picture URLs of allowed hosts over HTTPS', async () => {
    await get('http://auctions.c.yimg.jp/images.auctions.yahoo.co.jp/image/a.jpg', 240, 'image/webp');
    expect(fetched.at(-1)).toBe('https://auctions.c.yimg.jp/images.auctions.yahoo.co.jp/image/a.jpg');
  });

  it('renders the sandbox drawings of this server', async () => {
    const res = await get('/sandbox-images/mercari/m12345678901/1.svg', 320, 'image/webp');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect((await sharp(res.rawPayload).metadata()).width).toBe(320);
  });

  it('refuses other hosts and private addresses with a Vietnamese 400, without fetching', async () => {
    const before = fetched.length;
    for (const u of ['https://evil.example/a.jpg', 'http://169.254.169.254/latest/meta-data/', 'http://127.0.0.1:3000/api/health', '/api/session']) {
      const res = await get(u, 320);
      expect(res.statusCode, u).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'IMAGE_URL_NOT_ALLOWED', message: errorMessages.IMAGE_URL_NOT_ALLOWED });
    }
    expect(fetched.length).toBe(before);
  });

  it('refuses widths outside the fixed list', async () => {
    for (const w of [100, 5000, 0]) {
      const res = await get(mercari, w);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, code: 'IMAGE_WIDTH_INVALID', message: errorMessages.IMAGE_WIDTH_INVALID });
    }
    const notNumber = await get(mercari, 'abc');
    expect(notNumber.statusCode).toBe(400);
    expect(notNumber.json()).toMatchObject({ success: false });
  });
});
