import { describe, expect, it } from 'vitest';
import { formatFor, imageSource, isImageWidth, isPrivateAddress, IMAGE_WIDTHS } from './images.policy.ts';
import { guardedLookup, ImageCache } from './images.service.ts';

describe('image proxy policy', () => {
  it('accepts the marketplaces image hosts, always over HTTPS', () => {
    for (const u of [
      'https://static.mercdn.net/item/detail/orig/photos/m12345678901_1.jpg?1700000000',
      'http://auctions.c.yimg.jp/images.auctions.yahoo.co.jp/image/dr000/auc0/users/x.jpg',
      'https://auc-pctr.c.yimg.jp/i/auctions.c.yimg.jp/images.auctions.yahoo.co.jp/image/a.jpg',
      'https://item-shopping.c.yimg.jp/i/n/cardshop_pk-box-01',
      'https://thumbnail.image.rakuten.co.jp/@0_mall/book/cabinet/3610/9784088833610.jpg?_ex=128x128',
      'https://www.suruga-ya.jp/database/photo.php?shinaban=G3304114&size=m',
      'https://cdn.suruga-ya.jp/database/pics_light/game/g3304114.jpg',
    ]) {
      const source = imageSource(u);
      expect(source?.kind, u).toBe('remote');
      expect(source?.kind === 'remote' && source.url.protocol).toBe('https:');
    }
  });

  it('accepts the sandbox drawings of this server by path only', () => {
    expect(imageSource('/sandbox-images/mercari/m123/1.svg')).toEqual({ kind: 'sandbox', path: '/sandbox-images/mercari/m123/1.svg' });
    expect(imageSource('/sandbox-images/../api/health')).toBeNull();
    expect(imageSource('/api/session')).toBeNull();
    expect(imageSource('//evil.example/sandbox-images/mercari/m1/1.svg')).toBeNull();
  });

  it('refuses other hosts, look-alikes, credentials, ports, IP literals and other schemes', () => {
    for (const u of [
      'https://evil.example/a.jpg',
      'https://static.mercdn.net.evil.example/a.jpg',
      'https://evilstatic.mercdn.net/a.jpg',
      'https://user:pass@static.mercdn.net/a.jpg',
      'https://static.mercdn.net:8443/a.jpg',
      'https://127.0.0.1/a.jpg',
      'http://169.254.169.254/latest/meta-data/',
      'https://[::1]/a.jpg',
      'http://localhost:3000/api/health',
      'file:///etc/passwd',
      'ftp://static.mercdn.net/a.jpg',
      'javascript:alert(1)',
      'not a url',
      `https://static.mercdn.net/${'a'.repeat(2100)}`,
    ]) {
      expect(imageSource(u), u).toBeNull();
    }
  });

  it('knows private, loopback, link-local and reserved addresses', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '172.31.255.255', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fd00::1', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1', 'nonsense']) {
      expect(isPrivateAddress(a), a).toBe(true);
    }
    for (const a of ['8.8.8.8', '172.32.0.1', '203.104.153.1', '2400:cb00::1', '::ffff:8.8.8.8']) {
      expect(isPrivateAddress(a), a).toBe(false);
    }
  });

  it('refuses to connect to a name that resolves to a private address', async () => {
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => guardedLookup('localhost', {}, (e) => resolve(e)));
    expect(error?.code).toBe('EPRIVATEADDRESS');
  });

  it('renders only the fixed widths', () => {
    expect(IMAGE_WIDTHS).toEqual([96, 160, 240, 320, 480, 640, 960, 1280]);
    expect(isImageWidth(320)).toBe(true);
    for (const w of [0, 1, 100, 321, 4000, -320, Number.NaN]) expect(isImageWidth(w), String(w)).toBe(false);
  });

  it('picks AVIF, then WebP, then JPEG by the Accept header', () => {
    expect(formatFor('image/avif,image/webp,image/apng,image/*,*/*;q=0.8')).toBe('avif');
    expect(formatFor('image/webp,*/*')).toBe('webp');
    expect(formatFor('image/png,image/*;q=0.8')).toBe('jpeg');
    expect(formatFor(undefined)).toBe('jpeg');
  });

  it('keeps the cache under its byte bound, least recently used out first', () => {
    const cache = new ImageCache(100);
    const img = (n: number) => ({ body: Buffer.alloc(n), contentType: 'image/webp' });
    cache.set('a', img(20));
    cache.set('b', img(20));
    cache.set('c', img(20));
    cache.get('a');
    cache.set('d', img(20));
    cache.set('e', img(20));
    expect(cache.totalBytes).toBeLessThanOrEqual(100);
    cache.set('f', img(20));
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    cache.set('huge', img(60));
    expect(cache.get('huge')).toBeUndefined();
  });
});
