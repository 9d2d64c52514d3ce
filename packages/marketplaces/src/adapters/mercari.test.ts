import { createPrivateKey, createPublicKey, generateKeyPairSync, verify } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  createMercariAdapter,
  mercariSearchBody,
  parseMercariBrands,
  parseMercariCategories,
  parseMercariItem,
  parseMercariProfile,
  parseMercariSearch,
  parseMercariSellerItems,
  parseMercariShopsProduct,
} from './mercari.ts';
import { createDpopSigner } from './mercari-dpop.ts';
import { fakeFetch, fixtureJson, jsonResponse, quiet } from './test-support.ts';

const fixedKey = createPrivateKey(
  generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ format: 'pem', type: 'pkcs8' }),
);
const dpop = { privateKey: fixedKey, uuid: 'client-uuid', jti: () => 'jti-1' };

function decodePart(part: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

describe('Mercari DPoP proof', () => {
  it('is an ES256 compact JWS with the public JWK, verifiable with the key', () => {
    const signer = createDpopSigner({ ...dpop, now: () => 1_771_500_000_123 });
    const proof = signer.proof('https://api.mercari.jp/items/get?id=m1', 'get');
    const [header, payload, signature] = proof.split('.');
    expect(decodePart(header)).toEqual({ typ: 'dpop+jwt', alg: 'ES256', jwk: { crv: 'P-256', kty: 'EC', x: signer.publicJwk.x, y: signer.publicJwk.y } });
    expect(decodePart(payload)).toEqual({ iat: 1_771_500_000, jti: 'jti-1', htu: 'https://api.mercari.jp/items/get?id=m1', htm: 'GET', uuid: 'client-uuid' });
    const raw = Buffer.from(signature ?? '', 'base64url');
    expect(raw).toHaveLength(64); // r || s, not DER
    const ok = verify('sha256', Buffer.from(`${header}.${payload}`), { key: createPublicKey(fixedKey), dsaEncoding: 'ieee-p1363' }, raw);
    expect(ok).toBe(true);
  });

  it('uses a new key per signer by default and refuses a non-P-256 key', () => {
    expect(createDpopSigner().publicJwk.x).not.toBe(createDpopSigner().publicJwk.x);
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey;
    expect(() => createDpopSigner({ privateKey: rsa })).toThrow(TypeError);
  });
});

describe('Mercari search parser (recorded cassettes)', () => {
  it('reads string prices, statuses and conditions (search-simple.json)', () => {
    const result = parseMercariSearch(fixtureJson('mercari/search-simple.json'));
    expect(result).toMatchObject({ total: 3, nextPageToken: null });
    expect(result.hits.map((h) => h.summary)).toEqual([
      expect.objectContaining({ code: 'm78767763061', priceJpy: 23000, available: true, condition: 'good', shippingPayer: 'seller', categoryId: '700', sellerId: '721974225' }),
      expect.objectContaining({ code: 'm94338609985', priceJpy: 800, available: true }),
      expect.objectContaining({ code: 'm47678535871', priceJpy: 1000, available: false, condition: 'bad' }),
    ]);
    expect(result.hits[0]?.summary.sourceUrl).toBe('https://jp.mercari.com/item/m78767763061');
  });

  it('gives no price for isNoPrice items', () => {
    const [hit] = parseMercariSearch(fixtureJson('mercari/search-no-price-item.json')).hits;
    expect(hit?.summary).toMatchObject({ code: 'm92358406176', priceJpy: null, condition: 'new' });
  });

  it('reads auction blocks and Mercari Shops hits (search-auction.json, 2026)', () => {
    const result = parseMercariSearch(fixtureJson('mercari/search-auction.json'));
    expect(result).toMatchObject({ total: 3145, nextPageToken: 'v1:1' });
    const auction = result.hits.find((h) => h.summary.code === 'm65078336590');
    expect(auction?.summary).toMatchObject({ priceJpy: 21000, bidCount: 16, endTime: '2026-02-20T11:41:10.000Z', shippingPayer: 'buyer' });
    expect(auction?.auction).toEqual({ bidDeadline: '2026-02-20T11:41:10.000Z', totalBid: 16, highestBid: 21000 });
    const shops = result.hits.find((h) => h.summary.isShopsProduct);
    expect(shops?.summary).toMatchObject({
      code: '2JM46MVsb6pFKhxEGHY97x',
      priceJpy: 4782,
      sellerId: 'YNbLycRUjWa2FYFshcjS9F',
      shippingPayer: 'unknown',
      sourceUrl: 'https://jp.mercari.com/shops/product/2JM46MVsb6pFKhxEGHY97x',
    });
    expect(result.hits.filter((h) => h.auction)).toHaveLength(2);
  });

  it('reads paging tokens and the 2022 item shape', () => {
    const p1 = parseMercariSearch(fixtureJson('mercari/search-next-page-p1.json'));
    const p2 = parseMercariSearch(fixtureJson('mercari/search-next-page-p2.json'));
    expect([p1.hits.length, p1.total, p1.nextPageToken]).toEqual([119, 150, 'v1:1']);
    expect([p2.hits.length, p2.nextPageToken]).toEqual([24, null]);
    expect(parseMercariSearch(fixtureJson('mercari/search-last-page.json')).nextPageToken).toBeNull();
    const old = parseMercariSearch(fixtureJson('mercari/search-item-condition-filter.json'));
    expect(old.hits[0]?.summary).toMatchObject({ code: 'm96483050341', priceJpy: 9444, condition: 'like_new' });
  });
});

describe('Mercari item parsers (recorded cassettes)', () => {
  it('reads a sold-out item with its root/parent/self category chain (item.json)', () => {
    const product = parseMercariItem(fixtureJson('mercari/item.json'));
    expect(product).toMatchObject({
      code: 'm12871737078',
      title: 'DJ Sharpnel / PPPH!',
      priceJpy: 8000,
      available: false,
      stock: 0,
      condition: 'fair',
      conditionLabel: 'やや傷や汚れあり',
      shippingPayer: 'seller',
      domesticShippingJpy: 0,
      categoryId: '696',
      categoryPath: [
        { id: '5', name: '本・音楽・ゲーム' },
        { id: '75', name: 'CD' },
        { id: '696', name: 'アニメ' },
      ],
      likes: 1,
      updatedAt: '2022-06-30T10:24:59.000Z',
      auction: null,
    });
    expect(product?.images).toHaveLength(5);
    expect(product?.seller).toMatchObject({ id: '485869194', name: 'adieusos', ratingPercent: 100, ratingCount: 7, isStore: false });
    expect(product?.attributes).toMatchObject({ 配送の方法: 'ゆうゆうメルカリ便', 発送元の地域: '北海道', 色: 'ブルー系、ホワイト系、オレンジ系' });
  });

  it('prefers the n-tier category path (item-auction.json, 2026) and has no auction block there', () => {
    const product = parseMercariItem(fixtureJson('mercari/item-auction.json'));
    expect(product?.categoryPath.map((c) => c.id)).toEqual(['3088', '1', '15', '173', '1451']);
    expect(product).toMatchObject({ available: true, priceJpy: 25200, condition: 'like_new', brand: { id: '1223', name: 'metamorphose temps de fille' }, auction: null });
    expect(parseMercariItem(fixtureJson('mercari/item-with-comments.json'))).toMatchObject({ available: false });
  });

  it('reads the sandbox auction_info extension (hand-written; the live field is unverified)', () => {
    const body = fixtureJson('mercari/item-auction.json') as { data: Record<string, unknown> };
    const withInfo = {
      ...body,
      data: {
        ...body.data,
        auction_info: { id: 'a1', start_time: 1771300000, expected_end_time: 1771588328, total_bids: 2, highest_bid: 25200, initial_price: 20000, state: 'STATE_ON_GOING' },
      },
    };
    expect(parseMercariItem(withInfo, { now: Date.parse('2026-02-19T00:00:00Z') })?.auction).toEqual({
      currentPriceJpy: 25200,
      currentPriceExTaxJpy: 25200,
      startPriceJpy: 20000,
      buyNowPriceJpy: null,
      bidCount: 2,
      startTime: '2026-02-17T03:46:40.000Z',
      endTime: '2026-02-20T11:52:08.000Z',
      autoExtension: true,
      earlyClosing: false,
      status: 'open',
      highestBidderId: null,
    });
  });

  it('answers null for the recorded 404 body', () => {
    expect(parseMercariItem(fixtureJson('mercari/item-not-found.json'))).toBeNull();
  });

  it('reads a Mercari Shops product: string price, SELLER payer, root-first categories, variants', () => {
    const product = parseMercariShopsProduct(fixtureJson('mercari/shops-product.json'));
    expect(product).toMatchObject({
      code: 'uU4Ahinr6rGNFLNYQpa9E7',
      priceJpy: 6300,
      isShopsProduct: true,
      available: true,
      stock: 1,
      shippingPayer: 'seller',
      condition: 'fair',
      brand: { id: '3267', name: 'プレイステーション2' },
      sellerId: 'wkkCxHU3Rx8WqyZ77YgMaF',
      likes: 1,
      updatedAt: '2025-04-21T04:49:54.000Z',
      sourceUrl: 'https://jp.mercari.com/shops/product/uU4Ahinr6rGNFLNYQpa9E7',
    });
    expect(product?.categoryPath.map((c) => c.id)).toEqual(['1328', '76', '7135', '7136', '7145']);
    expect(product?.seller).toMatchObject({ isStore: true, ratingPercent: 100, ratingCount: 7437 });
    expect(product?.variants).toEqual([{ id: 'VmcgXM63ZjRAQdzxi4X8Ja', name: '', quantity: 1, priceJpy: null }]);
  });

  it('marks a Shops product tagged sold_out as unavailable', () => {
    const body = fixtureJson('mercari/shops-product.json') as Record<string, unknown>;
    expect(parseMercariShopsProduct({ ...body, productTags: ['sold_out'] })).toMatchObject({ available: false, stock: 0 });
  });

  it('reads seller items and a profile', () => {
    const items = parseMercariSellerItems(fixtureJson('mercari/seller-items.json'));
    expect(items.items).toHaveLength(30);
    expect(items.hasNext).toBe(true);
    expect(items.items[0]).toMatchObject({ code: 'm62857872792', priceJpy: 1600, available: true, sellerId: '362164700' });
    expect(new Set(items.items.map((i) => i.available))).toEqual(new Set([true, false]));
    expect(parseMercariProfile(fixtureJson('mercari/profile.json'))).toMatchObject({
      id: '362164700',
      name: 'nananao',
      ratingPercent: 100,
      ratingCount: 1052,
      itemCount: 578,
      url: 'https://jp.mercari.com/user/profile/362164700',
    });
  });

  it('indexes the category tree (facets/categories.json)', () => {
    const index = parseMercariCategories(fixtureJson('mercari/facets/categories.json'));
    expect(index.roots).toHaveLength(13);
    expect(index.roots[0]).toEqual({ id: '1', name: 'レディース', parentId: null, hasChildren: true });
    const tops = index.children.get('1') ?? [];
    expect(tops[0]).toMatchObject({ id: '11', name: 'トップス', parentId: '1', hasChildren: true });
    expect(index.children.get('11')?.[0]).toMatchObject({ id: '119', parentId: '11', hasChildren: false });
  });

  it('lists brands sorted by reading in Japanese order (facets/brands.json, trimmed)', () => {
    const brands = parseMercariBrands(fixtureJson('mercari/facets/brands.json'));
    expect(brands.length).toBeGreaterThan(700);
    const collator = new Intl.Collator('ja');
    for (let i = 1; i < brands.length; i += 1) {
      expect(collator.compare(brands[i - 1]?.jaPronunciation ?? '', brands[i]?.jaPronunciation ?? '')).toBeLessThanOrEqual(0);
    }
    expect(brands.find((b) => b.id === '24')).toEqual({ id: '24', name: 'AHKAH', jaPronunciation: 'アーカー' });
    // The newer flat shape with its own reading.
    expect(parseMercariBrands({ data: [{ id: 2, name: 'ユニクロ', subname: 'UNIQLO', jaPronunciation: 'ゆにくろ' }, { id: 1, name: 'アディダス', jaPronunciation: 'あでぃだす' }] })).toEqual([
      { id: '1', name: 'アディダス', jaPronunciation: 'あでぃだす' },
      { id: '2', name: 'UNIQLO', jaPronunciation: 'ゆにくろ' },
    ]);
  });

  it('sorts with one collator for the process, not a new one per parse (each holds ICU memory)', () => {
    const body = { data: [{ id: 2, name: 'ユニクロ', jaPronunciation: 'ゆにくろ' }, { id: 1, name: 'アディダス', jaPronunciation: 'あでぃだす' }] };
    parseMercariBrands(body);
    const RealCollator = Intl.Collator;
    let made = 0;
    Intl.Collator = new Proxy(RealCollator, {
      construct(target, args: ConstructorParameters<typeof Intl.Collator>) {
        made += 1;
        return Reflect.construct(target, args) as object;
      },
    });
    try {
      for (let i = 0; i < 3; i += 1) expect(parseMercariBrands(body).map((b) => b.id)).toEqual(['1', '2']);
    } finally {
      Intl.Collator = RealCollator;
    }
    expect(made).toBe(0);
  });
});

describe('Mercari adapter', () => {
  it('builds the research §4.2 search body; page N+1 sends pageToken v1:N', () => {
    const body = mercariSearchBody({ keyword: ' cyclick ', categoryId: '75', page: 3, sort: 'price_asc', condition: 'used' }, 120, 'abc');
    expect(body).toMatchObject({
      pageSize: 120,
      pageToken: 'v1:2',
      searchSessionId: 'abc',
      withAuction: true,
      serviceFrom: 'suruga',
      searchCondition: { keyword: 'cyclick', categoryId: [75], sort: 'SORT_PRICE', order: 'ORDER_ASC', status: ['STATUS_ON_SALE'], itemConditionId: [2, 3, 4, 5, 6] },
    });
    expect(mercariSearchBody({ keyword: 'x' }, 30, 's').pageToken).toBe('');
  });

  it('posts the search with DPoP and X-Platform, remembers auctions for item()', async () => {
    const fetch = fakeFetch((call) =>
      call.url.includes('entities:search') ? jsonResponse(fixtureJson('mercari/search-auction.json')) : jsonResponse(fixtureJson('mercari/item-auction.json')),
    );
    const adapter = createMercariAdapter({ fetch, dpop, now: () => Date.parse('2026-02-19T21:26:31Z'), ...quiet });
    const page = await adapter.search({ keyword: 'metamorphose' });
    expect(page).toMatchObject({ total: 3145, hasNext: true });
    const call = fetch.calls[0];
    expect(call).toMatchObject({ method: 'POST', url: 'https://api.mercari.jp/v2/entities:search' });
    expect(call?.headers).toMatchObject({ 'x-platform': 'web', 'content-type': 'application/json' });
    const proof = decodePart(call?.headers.dpop?.split('.')[1]);
    expect(proof).toMatchObject({ htm: 'POST', htu: 'https://api.mercari.jp/v2/entities:search', uuid: 'client-uuid' });

    // items/get has no auction block: the one from the search fills in.
    const item = await adapter.item('m16944912747');
    expect(fetch.calls[1]?.url).toBe('https://api.mercari.jp/items/get?id=m16944912747');
    expect(decodePart(fetch.calls[1]?.headers.dpop?.split('.')[1])).toMatchObject({ htm: 'GET', htu: 'https://api.mercari.jp/items/get?id=m16944912747' });
    expect(item?.auction).toMatchObject({ bidCount: 2, currentPriceJpy: 25200, endTime: '2026-02-20T11:52:08.000Z', status: 'open' });

    const auctionsOnly = await adapter.search({ keyword: 'metamorphose', listingType: 'auction' });
    expect(auctionsOnly.items.map((i) => i.code)).toEqual(['m65078336590', 'm16944912747']);
  });

  it('answers null for a 404 item, routes 22-character codes to Shops, and ignores bad codes', async () => {
    const fetch = fakeFetch((call) => {
      if (call.url.includes('/shops/products/')) return jsonResponse(fixtureJson('mercari/shops-product.json'));
      return jsonResponse(fixtureJson('mercari/item-not-found.json'), 404);
    });
    const adapter = createMercariAdapter({ fetch, dpop, ...quiet });
    expect(await adapter.item('m00000000000')).toBeNull();
    expect(await adapter.item('uU4Ahinr6rGNFLNYQpa9E7')).toMatchObject({ isShopsProduct: true });
    expect(fetch.calls[1]?.url).toBe('https://api.mercari.jp/v1/marketplaces/shops/products/uU4Ahinr6rGNFLNYQpa9E7?view=FULL&imageType=JPEG');
    expect(await adapter.item('not a code')).toBeNull();
    expect(fetch.calls).toHaveLength(2);
  });

  it('lists a seller with get_items and reads the profile, categories and brands', async () => {
    const fetch = fakeFetch((call) => {
      if (call.url.includes('get_items')) return jsonResponse(fixtureJson('mercari/seller-items.json'));
      if (call.url.includes('get_profile')) return jsonResponse(fixtureJson('mercari/profile.json'));
      if (call.url.includes('get_item_categories')) return jsonResponse(fixtureJson('mercari/facets/categories.json'));
      return jsonResponse(fixtureJson('mercari/facets/brands.json'));
    });
    const adapter = createMercariAdapter({ fetch, dpop, ...quiet });
    const page = await adapter.search({ sellerId: '362164700' });
    expect(page).toMatchObject({ pageSize: 30, hasNext: true });
    expect(new URL(fetch.calls[0]?.url ?? '').searchParams.get('status')).toBe('on_sale');
    expect(await adapter.seller?.('362164700')).toMatchObject({ name: 'nananao' });
    expect((await adapter.categories?.(null))?.length).toBe(13);
    expect((await adapter.categories?.('5'))?.[0]).toMatchObject({ parentId: '5' });
    expect((await adapter.brands?.())?.length).toBeGreaterThan(700);
  });
});
