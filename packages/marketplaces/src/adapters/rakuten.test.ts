import { describe, expect, it } from 'vitest';
import { UpstreamError } from '../model.ts';
import {
  createRakutenAdapter,
  parseRakutenGenrePath,
  parseRakutenGenres,
  parseRakutenRanking,
  parseRakutenSearch,
  raiseRakutenImage,
  rakutenErrorOf,
} from './rakuten.ts';
import { fakeFetch, fixtureJson, jsonResponse, quiet } from './test-support.ts';

const credentials = { applicationId: 'app-123', accessKey: 'pk_secret', siteUrl: 'https://kaimono.example/shop' };

/** A formatVersion=2 body written for these tests from the field list of research §1.3. */
const v2Body = {
  count: 2,
  page: 1,
  first: 1,
  last: 2,
  hits: 2,
  pageCount: 1,
  Items: [
    {
      itemName: '【中古】 テスト商品 税別',
      itemCode: 'taxshop:item-1',
      itemPrice: 1000,
      itemCaption: '説明',
      itemUrl: 'https://item.rakuten.co.jp/taxshop/item-1/?scid=x',
      shopName: '税別ショップ',
      shopCode: 'taxshop',
      shopUrl: 'https://www.rakuten.co.jp/taxshop/',
      mediumImageUrls: ['https://thumbnail.image.rakuten.co.jp/@0_mall/taxshop/cabinet/a.jpg?_ex=128x128'],
      availability: 0,
      taxFlag: 1,
      postageFlag: 1,
      genreId: '100371',
    },
    {
      itemName: '新品 商品',
      itemCode: 'shop:item-2',
      itemPrice: 2480,
      itemUrl: 'https://item.rakuten.co.jp/shop/item-2/',
      shopName: 'ショップ',
      shopCode: 'shop',
      mediumImageUrls: [],
      smallImageUrls: ['https://thumbnail.image.rakuten.co.jp/@0_mall/shop/cabinet/b.jpg?_ex=64x64'],
      availability: 1,
      taxFlag: 0,
      postageFlag: 0,
      genreId: '100371',
    },
  ],
};

describe('Rakuten parsers', () => {
  it('reads a recorded formatVersion 1 search (Items[].Item) from fixtures/rakuten/item-search.json', () => {
    const result = parseRakutenSearch(fixtureJson('rakuten/item-search.json'));
    expect(result).toMatchObject({ total: 7006, page: 1, pageCount: 100 });
    expect(result.products).toHaveLength(30);
    const first = result.products[0];
    expect(first).toMatchObject({
      site: 'rakuten',
      code: 'book:19113117',
      priceJpy: 950,
      priceExTaxJpy: null,
      available: true,
      shippingPayer: 'seller',
      domesticShippingJpy: 0,
      sellerId: 'book',
      sellerName: '楽天ブックス',
      categoryId: '208919',
      condition: 'new',
      // The Books shop: the code is not the URL path; the listing URL comes from itemUrl.
      sourceUrl: 'https://item.rakuten.co.jp/book/15455735/',
    });
    expect(first?.imageUrl).toBe('https://thumbnail.image.rakuten.co.jp/@0_mall/book/cabinet/3610/9784325223610.jpg?_ex=600x600');
    expect(first?.attributes['キャッチコピー']).toBe('【楽天ブックスならいつでも送料無料】');
    const separate = result.products.filter((p) => p.shippingPayer === 'buyer').map((p) => p.code);
    expect(separate).toEqual(['neowing-r:12609757', 'bookoffonline:15070508']);
  });

  it('reads the 9-hit recording: 送料別 items, 【中古】 and 『中古』 titles', () => {
    const result = parseRakutenSearch(fixtureJson('rakuten/item-search-9-hits.json'));
    expect(result).toMatchObject({ total: 9, pageCount: 1 });
    const used = result.products.filter((p) => p.condition === 'used').map((p) => p.code);
    expect(used).toEqual([
      'mottainaihonpo:10484629',
      'comicset:11020615',
      'kyoudo2014:13023826',
      'kyoudo2014:13448128',
      'bookoffonline:11995648',
    ]);
    expect(result.products.find((p) => p.code === 'syarepark:10000595')?.shippingPayer).toBe('buyer');
    expect(result.products.find((p) => p.code === 'syarepark:10000116')?.shippingPayer).toBe('seller');
  });

  it('reads the recorded zero-hit body as an empty page', () => {
    expect(parseRakutenSearch(fixtureJson('rakuten/item-search-no-results.json'))).toEqual({
      products: [],
      total: 0,
      page: 1,
      pageCount: 0,
    });
  });

  it('recognises the recorded wrong_parameter error body', () => {
    const body = fixtureJson('rakuten/item-search-error-wrong-parameter.json');
    expect(rakutenErrorOf(body)).toMatchObject({ error: 'wrong_parameter' });
    expect(() => parseRakutenSearch(body)).toThrow(/wrong_parameter/);
  });

  it('reads formatVersion 2: tax-excluded price, sold out, shipping separate, string image arrays', () => {
    const [taxed, plain] = parseRakutenSearch(v2Body).products;
    expect(taxed).toMatchObject({
      priceJpy: 1100,
      priceExTaxJpy: 1000,
      taxRatePercent: 10,
      available: false,
      stock: 0,
      shippingPayer: 'buyer',
      domesticShippingJpy: null,
      condition: 'used',
      sourceUrl: 'https://item.rakuten.co.jp/taxshop/item-1/',
    });
    expect(taxed?.imageUrl).toBe('https://thumbnail.image.rakuten.co.jp/@0_mall/taxshop/cabinet/a.jpg?_ex=600x600');
    expect(plain).toMatchObject({ priceJpy: 2480, priceExTaxJpy: null, available: true, shippingPayer: 'seller', condition: 'new' });
    expect(plain?.imageUrl).toContain('b.jpg?_ex=600x600');
  });

  it('reads the hand-written 2026-host bodies (not proof of the real schema)', () => {
    // fixtures/rakuten/*.handwritten.json were written by hand for another project's tests.
    const search = parseRakutenSearch(fixtureJson('rakuten/item-search-20220601.handwritten.json'));
    expect(search.products.map((p) => [p.code, p.priceJpy])).toEqual([
      ['shop:cpu1', 72800],
      ['shop:cpu2', 52800],
    ]);
    const ranking = parseRakutenRanking(fixtureJson('rakuten/ranking-20220601.handwritten.json'));
    expect(ranking[0]).toMatchObject({ code: 'shop:gpu1', priceJpy: 89800, attributes: { ランキング: '1位', レビュー: '4.5 (10件)' } });
  });

  it('reads genre children (formatVersion 1 and 2) and the root-first path', () => {
    const v1 = { current: { genreId: 0 }, children: [{ child: { genreId: 100371, genreName: 'レディースファッション', genreLevel: 1 } }] };
    expect(parseRakutenGenres(v1, null)).toEqual([{ id: '100371', name: 'レディースファッション', parentId: null, hasChildren: true }]);
    const v2 = {
      parents: [
        { genreId: 100371, genreName: 'レディースファッション', genreLevel: 1 },
        { genreId: 555087, genreName: 'トップス', genreLevel: 2 },
      ],
      current: { genreId: 303656, genreName: 'Tシャツ・カットソー', genreLevel: 3 },
      children: [],
    };
    expect(parseRakutenGenrePath(v2).map((g) => g.id)).toEqual(['100371', '555087', '303656']);
  });

  it('raises the thumbnail size', () => {
    expect(raiseRakutenImage('https://t.example/a.jpg?_ex=128x128', '300x300')).toBe('https://t.example/a.jpg?_ex=300x300');
    expect(raiseRakutenImage('https://t.example/a.jpg')).toBe('https://t.example/a.jpg');
  });
});

describe('Rakuten adapter', () => {
  it('re-pages the ranking (30 an API page) to the size asked for', async () => {
    const ranked = Array.from({ length: 45 }, (_, k) => ({ rank: k + 1, itemName: `商品${k}`, itemPrice: 1000 + k, itemCode: `shop:r${k}`, itemUrl: `https://item.rakuten.co.jp/shop/r${k}` }));
    const fetch = fakeFetch((call) => {
      const n = Number(new URL(call.url).searchParams.get('page'));
      return jsonResponse({ Items: ranked.slice((n - 1) * 30, n * 30) });
    });
    const adapter = createRakutenAdapter({ fetch, credentials, ...quiet });
    const one = await adapter.ranking!({ page: 1, pageSize: 20 });
    expect(one.items.map((i) => i.code)).toEqual(ranked.slice(0, 20).map((r) => r.itemCode));
    expect(one).toMatchObject({ page: 1, pageSize: 20, hasNext: true });
    const two = await adapter.ranking!({ page: 2, pageSize: 20 });
    expect(two.items.map((i) => i.code)).toEqual(ranked.slice(20, 40).map((r) => r.itemCode));
    const three = await adapter.ranking!({ page: 3, pageSize: 20 });
    expect(three).toMatchObject({ total: 45, hasNext: false });
    expect(three.items).toHaveLength(5);
    expect(fetch.calls.map((c) => new URL(c.url).searchParams.get('page'))).toEqual(['1', '1', '2', '2']);
    expect((await adapter.ranking!({ page: 1 })).items).toHaveLength(30);
  });

  it('searches with formatVersion=2, both credentials, Referer/Origin and the mapped filters', async () => {
    const fetch = fakeFetch(() => jsonResponse(v2Body));
    const adapter = createRakutenAdapter({ fetch, credentials, ...quiet });
    const page = await adapter.search({ keyword: 'テスト', sort: 'price_asc', priceMaxJpy: 5000, page: 1, pageSize: 10 });
    expect(page).toMatchObject({ page: 1, pageSize: 10, total: 2, hasNext: false });
    expect(page.items.map((i) => i.code)).toEqual(['taxshop:item-1', 'shop:item-2']);
    const call = fetch.calls[0];
    const url = new URL(call?.url ?? '');
    expect(url.origin + url.pathname).toBe('https://openapi.rakuten.co.jp/ichibams/api/IchibaItem/Search/20220601');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      applicationId: 'app-123',
      accessKey: 'pk_secret',
      format: 'json',
      formatVersion: '2',
      keyword: 'テスト',
      hits: '10',
      page: '1',
      sort: '+itemPrice',
      maxPrice: '5000',
      availability: '1',
    });
    expect(call?.headers).toMatchObject({ referer: 'https://kaimono.example/', origin: 'https://kaimono.example' });
  });

  it('turns a wrong_parameter body about the query into UpstreamError rejected with the description, masking the key', async () => {
    const fetch = fakeFetch(() => jsonResponse(fixtureJson('rakuten/item-search-error-wrong-parameter.json'), 400));
    const adapter = createRakutenAdapter({ fetch, credentials, ...quiet });
    const error = await adapter.search({ keyword: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect(error).toMatchObject({ site: 'rakuten', failure: 'rejected', status: 400 });
    expect((error as Error).message).toContain('keyword or itemCode is essential parameter');
    expect((error as UpstreamError).url).not.toContain('pk_secret');
  });

  it('an unknown genre is rejected (bad input); a wrong application id is bad_status (ours)', async () => {
    const genre = fakeFetch(() => jsonResponse({ error: 'wrong_parameter', error_description: 'specify valid genreId' }, 400));
    await expect(createRakutenAdapter({ fetch: genre, credentials, ...quiet }).search({ categoryId: '999999999' })).rejects.toMatchObject({ failure: 'rejected', status: 400 });
    const appId = fakeFetch(() => jsonResponse({ error: 'wrong_parameter', error_description: 'specify valid applicationId' }, 400));
    await expect(createRakutenAdapter({ fetch: appId, credentials, ...quiet }).search({ keyword: 'x' })).rejects.toMatchObject({ failure: 'bad_status' });
    const retired = fakeFetch(() => jsonResponse({ error: 'wrong_parameter', error_description: 'API Configuration not found' }, 400));
    await expect(createRakutenAdapter({ fetch: retired, credentials, ...quiet }).search({ keyword: 'x' })).rejects.toMatchObject({ failure: 'bad_status' });
  });

  it('says a retired API version is retired', async () => {
    const fetch = fakeFetch(() => jsonResponse({ error: 'wrong_parameter', error_description: 'API Configuration not found' }, 400));
    const adapter = createRakutenAdapter({ fetch, credentials, ...quiet });
    await expect(adapter.search({ keyword: 'x' })).rejects.toThrow(/retired/);
  });

  it('looks an item up by itemCode and adds the genre path', async () => {
    const fetch = fakeFetch((call) => {
      if (call.url.includes('IchibaGenre')) {
        return jsonResponse({
          parents: [{ genreId: 100371, genreName: 'レディースファッション', genreLevel: 1 }],
          current: { genreId: 100371, genreName: 'レディースファッション', genreLevel: 1 },
          children: [],
        });
      }
      return jsonResponse({ ...v2Body, count: 1, Items: [v2Body.Items[1]] });
    });
    const adapter = createRakutenAdapter({ fetch, credentials, ...quiet });
    const product = await adapter.item('shop:item-2');
    expect(product).toMatchObject({ code: 'shop:item-2', categoryPath: [{ id: '100371', name: 'レディースファッション' }] });
    expect(new URL(fetch.calls[0]?.url ?? '').searchParams.get('itemCode')).toBe('shop:item-2');
  });

  it('answers null for an unknown item and for a malformed code', async () => {
    const fetch = fakeFetch(() => jsonResponse(fixtureJson('rakuten/item-search-no-results.json')));
    const adapter = createRakutenAdapter({ fetch, credentials, ...quiet });
    expect(await adapter.item('shop:nothing')).toBeNull();
    expect(await adapter.item('no-colon')).toBeNull();
    expect(fetch.calls).toHaveLength(1);
  });

  it('does not call the API for a search it cannot answer (auctions, nothing to search for)', async () => {
    const fetch = fakeFetch(() => jsonResponse(v2Body));
    const adapter = createRakutenAdapter({ fetch, credentials, ...quiet });
    expect((await adapter.search({ keyword: 'x', listingType: 'auction' })).items).toEqual([]);
    expect((await adapter.search({})).items).toEqual([]);
    expect(fetch.calls).toHaveLength(0);
  });

  it('fails clearly without an application id', async () => {
    const adapter = createRakutenAdapter({ fetch: fakeFetch(() => jsonResponse(v2Body)), ...quiet });
    await expect(adapter.search({ keyword: 'x' })).rejects.toMatchObject({ failure: 'bad_status' });
  });
});
