import { SEARCH_HISTORY_LIMIT } from '@kaimono/contracts';
import { describe, expect, it } from 'vitest';
import { addToHistory, clearHistory, parseHistory, readHistory, removeFromHistory, withKeyword } from './search-history';

describe('search history', () => {
  it('keeps the newest first and drops duplicates (case-insensitive)', () => {
    addToHistory('mercari', 'iphone');
    addToHistory('mercari', 'switch');
    addToHistory('mercari', 'iPhone');
    expect(readHistory('mercari')).toEqual(['iPhone', 'switch']);
  });

  it('keeps at most 20 keywords per site, and sites apart', () => {
    for (let i = 1; i <= 25; i += 1) addToHistory('auction', `kw ${i}`);
    addToHistory('rakuten', 'only rakuten');
    const auction = readHistory('auction');
    expect(auction).toHaveLength(SEARCH_HISTORY_LIMIT);
    expect(auction[0]).toBe('kw 25');
    expect(auction.at(-1)).toBe('kw 6');
    expect(readHistory('rakuten')).toEqual(['only rakuten']);
    expect(readHistory('paypay')).toEqual([]);
  });

  it('removes one keyword or clears a site', () => {
    addToHistory('paypay', 'a');
    addToHistory('paypay', 'b');
    addToHistory('shopping', 'c');
    removeFromHistory('paypay', 'a');
    expect(readHistory('paypay')).toEqual(['b']);
    clearHistory('paypay');
    expect(readHistory('paypay')).toEqual([]);
    expect(readHistory('shopping')).toEqual(['c']);
  });

  it('stores under kaimono.searchHistory and survives bad data', () => {
    addToHistory('mercari', 'x');
    expect(JSON.parse(window.localStorage.getItem('kaimono.searchHistory') ?? '{}')).toEqual({ mercari: ['x'] });
    expect(parseHistory('not json')).toEqual({});
    expect(parseHistory('{"mercari":[1,"ok",""]}')).toEqual({ mercari: ['ok'] });
  });

  it('withKeyword is pure', () => {
    const list = ['a', 'b'];
    expect(withKeyword(list, 'b')).toEqual(['b', 'a']);
    expect(list).toEqual(['a', 'b']);
  });
});
