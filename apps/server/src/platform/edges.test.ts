import { describe, expect, it } from 'vitest';
import { findBadText, hasInvalidQueryEncoding, isBadText } from './edges.ts';

describe('bad text', () => {
  it('finds NUL and lone surrogates, not ordinary text', () => {
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('\ud800')).toBe(true);
    expect(isBadText('x\udc00')).toBe(true);
    expect(isBadText('Tiếng Việt 😀 ポケモン')).toBe(false);
  });

  it('names the first bad field deep in a body, keys included, and reads a cycle once', () => {
    expect(findBadText({ a: { b: ['ok', 'x\u0000'] } })).toBe('a.b.1');
    expect(findBadText({ ['k\u0000']: 1 })).toBe('k\u0000');
    expect(findBadText('\u0000')).toBe('_');
    const cyclic: Record<string, unknown> = { a: 'ok', b: 'ok', c: 'ok' };
    cyclic.self = cyclic;
    cyclic.again = { back: cyclic, more: cyclic };
    expect(findBadText(cyclic)).toBeNull();
  });

  it('refuses query strings that are not UTF-8 and leaves a lone % alone', () => {
    expect(hasInvalidQueryEncoding('/x?q=%FF')).toBe(true);
    expect(hasInvalidQueryEncoding('/x?q=%C3%28')).toBe(true);
    expect(hasInvalidQueryEncoding('/x?q=%ED%A0%80')).toBe(true);
    expect(hasInvalidQueryEncoding('/x?q=%00')).toBe(true);
    expect(hasInvalidQueryEncoding('/x?q=100%')).toBe(false);
    expect(hasInvalidQueryEncoding('/x?q=%E1%BA%A1o+kho%C3%A1c')).toBe(false);
    expect(hasInvalidQueryEncoding('/x')).toBe(false);
  });
});
