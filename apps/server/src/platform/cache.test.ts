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

  it('forgets one key, or every entry whose value matches', () => {
    const cache = new TtlCache<{ user: string } | null>(10);
    cache.set('s1', { user: 'a' }, 1000);
    cache.set('s2', { user: 'a' }, 1000);
    cache.set('s3', { user: 'b' }, 1000);
    cache.set('s4', null, 1000);
    cache.delete('s3');
    expect(cache.get('s3')).toBeUndefined();
    cache.deleteWhere((value) => value?.user === 'a');
    expect([cache.get('s1'), cache.get('s2'), cache.get('s4')]).toEqual([undefined, undefined, null]);
  });
});
