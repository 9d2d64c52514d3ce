import { describe, expect, it } from 'vitest';
import { createMarketplaceAdapters } from './create-adapters.ts';
import { siteCodes } from './sites.ts';
import type { Clock } from './http/clock.ts';
import type { UpstreamEvent } from './http/upstream.ts';
import { rewriteUrl } from './adapters/common.ts';
import { fakeFetch, fixtureJson, fixtureText, htmlResponse, jsonResponse } from './adapters/test-support.ts';

describe('createMarketplaceAdapters', () => {
  it('gives one adapter per site code', () => {
    const adapters = createMarketplaceAdapters({ fetch: fakeFetch(() => jsonResponse({})), credentials: { shopping: { appid: 'app' } } });
    expect(Object.keys(adapters).sort()).toEqual([...siteCodes].sort());
    for (const code of siteCodes) expect(adapters[code].site).toBe(code);
    expect(adapters.mercari.brands).toBeTypeOf('function');
    // Every site has a category tree (issue 14): PayPay reads Yahoo! Shopping's, Suruga-ya lists its top categories.
    for (const code of siteCodes) expect(adapters[code].categories, code).toBeTypeOf('function');
    // Without a Yahoo app id there is no Shopping category API to read PayPay's from.
    expect(createMarketplaceAdapters({ fetch: fakeFetch(() => jsonResponse({})) }).paypay.categories).toBeUndefined();
  });

  it('reads PayPay categories from Yahoo! Shopping\'s category API', async () => {
    const fetch = fakeFetch(() =>
      jsonResponse({ ResultSet: { 0: { Result: { Categories: { Children: { 0: { Id: '13457', Title: { Short: 'ファッション', Medium: 'ファッション' } } } } } } } }),
    );
    const adapters = createMarketplaceAdapters({ fetch, credentials: { shopping: { appid: 'app' } } });
    const nodes = await adapters.paypay.categories!(null);
    expect(new URL(fetch.calls[0]?.url ?? '').pathname).toBe('/ShoppingWebService/V1/json/categorySearch');
    expect(nodes.map((n) => n.id)).toContain('13457');
  });

  it('sends live URLs to the sandbox prefix when one is configured', async () => {
    const fetch = fakeFetch(() => jsonResponse(fixtureJson('mercari/item.json')));
    const adapters = createMarketplaceAdapters({ fetch, baseUrls: 'http://127.0.0.1:4100/' });
    await adapters.mercari.item('m12871737078');
    expect(fetch.calls[0]?.url).toBe('http://127.0.0.1:4100/api.mercari.jp/items/get?id=m12871737078');
    expect(rewriteUrl('https://www.suruga-ya.jp/search?a=1', { 'www.suruga-ya.jp': 'http://sandbox/sy/' })).toBe('http://sandbox/sy/search?a=1');
    expect(rewriteUrl('https://other.example/x', { 'www.suruga-ya.jp': 'http://sandbox' })).toBe('https://other.example/x');
  });

  it('spaces live requests per site and shares one cache and one log hook', async () => {
    const starts: number[] = [];
    const clock: Clock & { time: number } = {
      time: 0,
      now: () => clock.time,
      sleep: async (ms) => {
        clock.time += ms;
      },
    };
    const fetch = fakeFetch(() => {
      starts.push(clock.time);
      return htmlResponse(fixtureText('auction/search-results-fragment.html'));
    });
    const events: UpstreamEvent[] = [];
    const adapters = createMarketplaceAdapters({ fetch, mode: 'live', clock, onUpstream: (e) => events.push(e) });
    await adapters.auction.search({ keyword: 'a' });
    await adapters.auction.search({ keyword: 'b' });
    await adapters.auction.search({ keyword: 'a' }); // from the cache: no slot used
    expect(starts).toEqual([0, 1000]);
    expect(events.map((e) => [e.site, e.cached])).toEqual([
      ['auction', false],
      ['auction', false],
      ['auction', true],
    ]);
  });
});
