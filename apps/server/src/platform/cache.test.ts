import { describe, expect, it } from 'vitest';
import { TtlCache } from './cache.ts';

describe('TtlCache', () => {
  it('expires entries and drops the least recently used beyond its size', async () => {
    let now = 0;
    const cache = new TtlCache<number>(2, () => now);
    cache.set('a', 1, 100);
    cache.set('b', 2, 100);
    expect(cache.get('a')).toBe(1); // a is now the most recently used
    cache.set('c', 3, 100);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    now = 100;
    expect(cache.get('a')).toBeUndefined();
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.getOrLoad('x', 50, load)).toBe(1);
    expect(await cache.getOrLoad('x', 50, load)).toBe(1);
    await expect(cache.getOrLoad('y', 50, () => Promise.reject(new Error('no')))).rejects.toThrow('no');
    expect(cache.get('y')).toBeUndefined();
  });
});
