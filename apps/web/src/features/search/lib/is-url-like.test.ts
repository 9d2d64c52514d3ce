import { normalizeKeyword } from '@kaimono/contracts';
import { describe, expect, it } from 'vitest';
import { isInternalPath, isUrlLike, withScheme } from './is-url-like';

describe('keyword or link', () => {
  it('treats http(s) links and host/path text as links', () => {
    expect(isUrlLike('https://jp.mercari.com/item/m12345678901')).toBe(true);
    expect(isUrlLike('  http://auctions.yahoo.co.jp/jp/auction/x1  ')).toBe(true);
    expect(isUrlLike('jp.mercari.com/item/m12345678901')).toBe(true);
    expect(isUrlLike('www.suruga-ya.jp/product/detail/123')).toBe(true);
  });

  it('keeps ordinary keywords as keywords', () => {
    expect(isUrlLike('iphone 15 pro')).toBe(false);
    expect(isUrlLike('3.5/10')).toBe(false);
    expect(isUrlLike('nendoroid')).toBe(false);
    expect(isUrlLike('')).toBe(false);
  });

  it('adds a scheme for the resolver and accepts only in-app paths back', () => {
    expect(withScheme('jp.mercari.com/item/m1')).toBe('https://jp.mercari.com/item/m1');
    expect(withScheme('http://x.jp/a')).toBe('http://x.jp/a');
    expect(isInternalPath('/mercari/item/m1')).toBe(true);
    expect(isInternalPath('//evil.example/x')).toBe(false);
    expect(isInternalPath('https://evil.example')).toBe(false);
  });

  it('normalises keywords: trim, collapse spaces, 100 characters', () => {
    expect(normalizeKeyword('   pokemon    card   ')).toBe('pokemon card');
    expect(normalizeKeyword('a'.repeat(150))).toHaveLength(100);
    expect(normalizeKeyword('   ')).toBe('');
  });
});
