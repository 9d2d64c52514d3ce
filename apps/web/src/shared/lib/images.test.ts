import { describe, expect, it } from 'vitest';
import { CARD_IMAGE, GALLERY_IMAGE, THUMB_IMAGE, proxySource, responsiveImage } from './images';

const mercari = 'https://static.mercdn.net/item/detail/orig/photos/m11111111111_1.jpg?1700000000';

describe('responsiveImage', () => {
  it('gives a card picture through the proxy with widths up to twice its size', () => {
    const img = responsiveImage(mercari, CARD_IMAGE);
    const u = encodeURIComponent(mercari);
    expect(img.src).toBe(`/img?u=${u}&w=320`);
    expect(img.srcSet).toBe([96, 160, 240, 320, 480, 640].map((w) => `/img?u=${u}&w=${w} ${w}w`).join(', '));
    expect(img.sizes).toBe(CARD_IMAGE.sizes);
  });

  it('sizes the gallery and its thumbnails', () => {
    expect(responsiveImage(mercari, GALLERY_IMAGE).srcSet).toContain('&w=1280 1280w');
    expect(responsiveImage(mercari, GALLERY_IMAGE).src).toContain('&w=640');
    const thumb = responsiveImage(mercari, THUMB_IMAGE);
    expect(thumb.srcSet?.split(', ').map((s) => s.split(' ')[1])).toEqual(['96w']);
    expect(thumb.src).toContain('&w=96');
  });

  it('proxies the sandbox drawings by path', () => {
    expect(proxySource('/sandbox-images/mercari/m123/1.svg')).toBe('/sandbox-images/mercari/m123/1.svg');
    expect(proxySource(`${window.location.origin}/sandbox-images/rakuten/shop%3Aa1/2.svg`)).toBe('/sandbox-images/rakuten/shop%3Aa1/2.svg');
  });

  it('leaves pictures the proxy does not take as they are', () => {
    for (const url of ['/uploads/a.webp', 'https://evil.example/a.jpg', 'https://static.mercdn.net:444/a.jpg', 'data:image/png;base64,AAAA', '//static.mercdn.net/a.jpg']) {
      expect(responsiveImage(url, CARD_IMAGE)).toEqual({ src: url });
    }
  });
});
