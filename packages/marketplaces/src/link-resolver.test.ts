import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLikelyUrl, resolveProductLink, type ResolvedLink } from './link-resolver.ts';
import { listingUrl, type SiteCode } from './sites.ts';

type Row = [input: string, site: SiteCode, code: string];

function expected(site: SiteCode, code: string, shops = false): ResolvedLink {
  return { site, code, path: `/${site}/item/${code}${shops ? '?type=mers' : ''}` };
}

const accepted: Record<SiteCode, Row[]> = {
  auction: [
    ['https://auctions.yahoo.co.jp/jp/auction/x123456789', 'auction', 'x123456789'],
    ['https://auctions.yahoo.co.jp/jp/auction/b1234567890', 'auction', 'b1234567890'],
    ['https://auctions.yahoo.co.jp/jp/auction/1229405242', 'auction', '1229405242'],
    ['https://auctions.yahoo.co.jp/jp/auction/x123456789/', 'auction', 'x123456789'],
    ['https://page.auctions.yahoo.co.jp/jp/auction/k1100000001', 'auction', 'k1100000001'],
    ['http://page5.auctions.yahoo.co.jp/jp/auction/u1029384756', 'auction', 'u1029384756'],
    ['https://page23.auctions.yahoo.co.jp/jp/auction/12345678', 'auction', '12345678'],
    ['https://auctions.yahoo.co.jp/jp/auction/x123456789?sc_i=shp_pc_search_itemlist_shsrg_img', 'auction', 'x123456789'],
    ['https://auctions.yahoo.co.jp/jp/auction/x123456789#enlargeImg', 'auction', 'x123456789'],
    ['https://AUCTIONS.YAHOO.CO.JP/jp/auction/x123456789', 'auction', 'x123456789'],
    ['https://auctions.yahoo.co.jp./jp/auction/x123456789', 'auction', 'x123456789'],
    ['auctions.yahoo.co.jp/jp/auction/x123456789', 'auction', 'x123456789'],
  ],
  shopping: [
    ['https://store.shopping.yahoo.co.jp/hair/haclm352nn.html', 'shopping', 'hair_haclm352nn'],
    ['https://store.shopping.yahoo.co.jp/k-tai-ichiba/4549995354397.html', 'shopping', 'k-tai-ichiba_4549995354397'],
    ['https://store.shopping.yahoo.co.jp/joshin/4902370550733.html?sc_i=shp_pc_search_itemlist_shsrg_title', 'shopping', 'joshin_4902370550733'],
    ['https://store.shopping.yahoo.co.jp/shop-a/item_01.v2.html#itemInfo', 'shopping', 'shop-a_item_01.v2'],
    ['https://store.shopping.yahoo.co.jp/Store9/ABC-123.html', 'shopping', 'Store9_ABC-123'],
    ['https://paypaymall.yahoo.co.jp/store/joshin/item/4902370550733/', 'shopping', 'joshin_4902370550733'],
    ['https://paypaymall.yahoo.co.jp/store/hair/item/haclm352nn?sc_e=afvc_shp', 'shopping', 'hair_haclm352nn'],
    ['store.shopping.yahoo.co.jp/hair/haclm352nn.html', 'shopping', 'hair_haclm352nn'],
  ],
  mercari: [
    ['https://jp.mercari.com/item/m12345678901', 'mercari', 'm12345678901'],
    ['https://jp.mercari.com/item/m123456789', 'mercari', 'm123456789'],
    ['https://jp.mercari.com/item/m123456789012/', 'mercari', 'm123456789012'],
    ['https://jp.mercari.com/en/item/m16944912747', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com/zh-TW/item/m16944912747', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com/item/m16944912747?utm_source=ios&utm_medium=share&source_location=share', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com/item/m16944912747?afid=1234567890&fbclid=IwAR0abc', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com/item/m16944912747#comments', 'mercari', 'm16944912747'],
    ['HTTPS://JP.MERCARI.COM/item/m16944912747', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com./item/m16944912747', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com:443/item/m16944912747', 'mercari', 'm16944912747'],
    ['http://jp.mercari.com:80/item/m16944912747', 'mercari', 'm16944912747'],
    ['  https://jp.mercari.com/item/m16944912747  ', 'mercari', 'm16944912747'],
    ['\n\thttps://jp.mercari.com/item/m16944912747\n', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com/item/%6D16944912747', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com/%69tem/m16944912747', 'mercari', 'm16944912747'],
    ['https://jp.mercari.com/search/../item/m16944912747', 'mercari', 'm16944912747'],
    ['jp.mercari.com/item/m12345678901', 'mercari', 'm12345678901'],
    ['JP.Mercari.com/item/m12345678901?utm_source=line', 'mercari', 'm12345678901'],
    ['https://item.mercari.com/jp/m123456789/', 'mercari', 'm123456789'],
    ['https://item.mercari.com/jp/m57109830923', 'mercari', 'm57109830923'],
    ['https://www.mercari.com/jp/items/m123456789/', 'mercari', 'm123456789'],
    ['https://www.mercari.com/jp/items/m57109830923?ref=share', 'mercari', 'm57109830923'],
  ],
  rakuten: [
    ['https://item.rakuten.co.jp/book/15455735/', 'rakuten', 'book:15455735'],
    ['https://item.rakuten.co.jp/biccamera/4549995354397/', 'rakuten', 'biccamera:4549995354397'],
    ['https://item.rakuten.co.jp/shop-abc/item_01-x.v2', 'rakuten', 'shop-abc:item_01-x.v2'],
    ['https://item.rakuten.co.jp/biccamera/4549995354397/?iasid=07rpp_10095___ej-lmq2&s-id=top_normal', 'rakuten', 'biccamera:4549995354397'],
    ['https://item.rakuten.co.jp/biccamera/4549995354397/?scid=af_pc_etc&sc2id=af_113_0_10001868#item-review', 'rakuten', 'biccamera:4549995354397'],
    ['https://m.rakuten.co.jp/biccamera/n/4549995354397/', 'rakuten', 'biccamera:4549995354397'],
    ['https://m.rakuten.co.jp/shop-abc/n/item_01?l-id=sp_top', 'rakuten', 'shop-abc:item_01'],
    [
      'https://hb.afl.rakuten.co.jp/hgc/1a2b3c4d.5e6f7a8b.1a2b3c4d.5e6f7a8b/?pc=https%3A%2F%2Fitem.rakuten.co.jp%2Fbiccamera%2F4549995354397%2F&m=http%3A%2F%2Fm.rakuten.co.jp%2Fbiccamera%2Fi%2F10000001%2F',
      'rakuten',
      'biccamera:4549995354397',
    ],
    [
      'https://hb.afl.rakuten.co.jp/ichiba/1a2b3c4d.5e6f7a8b.1a2b3c4d.5e6f7a8b/_RTLink12345?pc=https%3A%2F%2Fitem.rakuten.co.jp%2Fbook%2F15455735%2F&link_type=hybrid_url&ut=eyJwYWdlIjoiaXRlbSJ9',
      'rakuten',
      'book:15455735',
    ],
    [
      'https://hb.afl.rakuten.co.jp/hgc/abc/?pc=https%253A%252F%252Fitem.rakuten.co.jp%252Fbook%252F15455735%252F',
      'rakuten',
      'book:15455735',
    ],
    ['https://hb.afl.rakuten.co.jp/hgc/abc/?pc=https%3A%2F%2Fm.rakuten.co.jp%2Fbook%2Fn%2F15455735%2F', 'rakuten', 'book:15455735'],
    ['item.rakuten.co.jp/book/15455735/', 'rakuten', 'book:15455735'],
  ],
  paypay: [
    ['https://paypayfleamarket.yahoo.co.jp/item/z123456789', 'paypay', 'z123456789'],
    ['https://paypayfleamarket.yahoo.co.jp/item/z1102345678/', 'paypay', 'z1102345678'],
    ['https://paypayfleamarket.yahoo.co.jp/item/z123456?cpt_s=share&cpt_m=line&cpt_n=item', 'paypay', 'z123456'],
    ['https://PayPayFleaMarket.Yahoo.co.jp/item/z123456789#top', 'paypay', 'z123456789'],
    ['paypayfleamarket.yahoo.co.jp/item/z123456789', 'paypay', 'z123456789'],
  ],
  'suruga-ya': [
    ['https://www.suruga-ya.jp/product/detail/128000129', 'suruga-ya', '128000129'],
    ['https://www.suruga-ya.jp/product/detail/GL511757', 'suruga-ya', 'GL511757'],
    ['https://www.suruga-ya.jp/product/detail/G3918815/', 'suruga-ya', 'G3918815'],
    ['https://www.suruga-ya.jp/product/other/128000129', 'suruga-ya', '128000129'],
    ['https://www.suruga-ya.jp/product/detail/128000129?tenpo_cd=400426&branch_number=0001', 'suruga-ya', '128000129'],
    ['https://suruga-ya.jp/product/detail/ZHORE12345', 'suruga-ya', 'ZHORE12345'],
    ['https://www.suruga-ya.jp/product/detail/601-ABC-1?utm_source=x#spec', 'suruga-ya', '601-ABC-1'],
    ['www.suruga-ya.jp/product/detail/128000129', 'suruga-ya', '128000129'],
  ],
};

describe('resolveProductLink: accepted links', () => {
  for (const [site, rows] of Object.entries(accepted)) {
    describe(site, () => {
      it.each(rows)('%j', (input, s, code) => {
        expect(resolveProductLink(input)).toEqual(expected(s, code));
      });
    });
  }
});

describe('resolveProductLink: Mercari Shops products carry ?type=mers', () => {
  const shopsId = 'YNbLycRUjWa2FYFshcjS9F';
  it.each([
    `https://jp.mercari.com/shops/product/${shopsId}`,
    `https://jp.mercari.com/shops/product/${shopsId}/`,
    `https://jp.mercari.com/en/shops/product/${shopsId}?source=share`,
    `https://jp.mercari.com/zh-TW/shops/product/${shopsId}#reviews`,
    `https://mercari-shops.com/products/${shopsId}`,
    `https://mercari-shops.com/products/${shopsId}/?utm_campaign=x`,
    `jp.mercari.com/shops/product/${shopsId}`,
  ])('%s', (input) => {
    expect(resolveProductLink(input)).toEqual({
      site: 'mercari',
      code: shopsId,
      path: `/mercari/item/${shopsId}?type=mers`,
    });
  });

  it('accepts Shops ids of 16 to 26 characters', () => {
    expect(resolveProductLink('https://jp.mercari.com/shops/product/abcdefghij123456')?.code).toBe('abcdefghij123456');
    expect(resolveProductLink('https://jp.mercari.com/shops/product/abcdefghij1234567890ABCDEF')?.code).toBe(
      'abcdefghij1234567890ABCDEF',
    );
    expect(resolveProductLink('https://jp.mercari.com/shops/product/abcdefghij12345')).toBeNull();
    expect(resolveProductLink('https://jp.mercari.com/shops/product/abcdefghij1234567890ABCDEFG')).toBeNull();
  });

  it('refuses a Shops id that looks like a C2C item id (ambiguous code)', () => {
    expect(resolveProductLink('https://jp.mercari.com/shops/product/m1234567890123456')).toBeNull();
  });
});

const rejected: Array<[reason: string, input: string]> = [
  // Not a URL at all / empty
  ['empty', ''],
  ['blank', '   \n\t '],
  ['keyword', 'nintendo switch'],
  ['item id alone', 'm12345678901'],
  ['unknown host without scheme', 'example.com/item/m12345678901'],
  // Schemes
  ['javascript:', 'javascript:alert(1)//https://jp.mercari.com/item/m12345678901'],
  ['javascript: with host-looking text', 'javascript://jp.mercari.com/%0Aalert(1)'],
  ['data:', 'data:text/html,<a href="https://jp.mercari.com/item/m12345678901">x</a>'],
  ['ftp:', 'ftp://jp.mercari.com/item/m12345678901'],
  ['file:', 'file:///jp.mercari.com/item/m12345678901'],
  ['ws:', 'ws://jp.mercari.com/item/m12345678901'],
  ['mercari app scheme', 'mercari://item/m12345678901'],
  ['protocol-relative', '//jp.mercari.com/item/m12345678901'],
  // Lookalike hosts
  ['suffix lookalike', 'https://jp.mercari.com.evil.example/item/m12345678901'],
  ['prefix lookalike', 'https://evil-mercari.com/item/m12345678901'],
  ['sub-subdomain', 'https://evil.jp.mercari.com/item/m12345678901'],
  ['other subdomain', 'https://api.mercari.jp/item/m12345678901'],
  ['dotless i (punycode)', 'https://jp.mercarı.com/item/m12345678901'],
  ['cyrillic a (punycode)', 'https://jp.mercаri.com/item/m12345678901'],
  ['lookalike auction host', 'https://auctions.yahoo.co.jp.evil.example/jp/auction/x123456789'],
  ['pageX non-digit', 'https://pagex.auctions.yahoo.co.jp/jp/auction/x123456789'],
  ['lookalike rakuten', 'https://item.rakuten.co.jp.evil.example/book/15455735/'],
  ['lookalike rakuten 2', 'https://item-rakuten.co.jp/book/15455735/'],
  ['lookalike suruga-ya', 'https://www.suruga-ya.jp.evil.example/product/detail/128000129'],
  ['two trailing dots', 'https://jp.mercari.com../item/m12345678901'],
  ['mercari host in the path', 'https://evil.example/jp.mercari.com/item/m12345678901'],
  ['mercari host in the query', 'https://evil.example/?u=https://jp.mercari.com/item/m12345678901'],
  ['mercari host in the fragment', 'https://evil.example/#https://jp.mercari.com/item/m12345678901'],
  // Userinfo
  ['userinfo: evil host', 'https://jp.mercari.com@evil.example/item/m12345678901'],
  ['userinfo: evil host, no scheme', 'jp.mercari.com@evil.example/item/m12345678901'],
  ['userinfo: real host with a user name', 'https://evil.example@jp.mercari.com/item/m12345678901'],
  ['userinfo: real host with user and password', 'https://user:pass@jp.mercari.com/item/m12345678901'],
  ['userinfo: empty user, password', 'https://:x@jp.mercari.com/item/m12345678901'],
  ['userinfo: real host, no scheme', 'evil.example@jp.mercari.com/item/m12345678901'],
  ['userinfo: backslash trick', 'https://evil.example\\@jp.mercari.com/item/m12345678901'],
  // Ports and IPs
  ['non-default port', 'https://jp.mercari.com:8443/item/m12345678901'],
  ['port 80 on https', 'https://jp.mercari.com:80/item/m12345678901'],
  ['port on a scheme-less link', 'jp.mercari.com:8080/item/m12345678901'],
  ['IPv4 host', 'https://203.0.113.7/item/m12345678901'],
  ['IPv4 as a number', 'https://3405803783/item/m12345678901'],
  ['IPv6 host', 'https://[2001:db8::1]/item/m12345678901'],
  ['localhost', 'http://localhost/item/m12345678901'],
  // Short links need a redirect
  ['merc.li', 'https://merc.li/AbCdEf123'],
  ['a.r10.to', 'https://a.r10.to/hbXyZ1'],
  ['yahoo.jp', 'https://yahoo.jp/AbC12d'],
  ['r10.to', 'https://r10.to/hbXyZ1'],
  // Mercari US and other Mercari pages
  ['Mercari US', 'https://www.mercari.com/us/item/m12345678901/'],
  ['Mercari US, bare host', 'https://mercari.com/us/item/m12345678901/'],
  ['Mercari bare host', 'https://mercari.com/jp/items/m123456789/'],
  ['Mercari search', 'https://jp.mercari.com/search?keyword=switch'],
  ['Mercari user profile', 'https://jp.mercari.com/user/profile/123456789'],
  ['Mercari item, short id', 'https://jp.mercari.com/item/m12345678'],
  ['Mercari item, long id', 'https://jp.mercari.com/item/m1234567890123'],
  ['Mercari item, uppercase M', 'https://jp.mercari.com/item/M12345678901'],
  ['Mercari item, bad locale', 'https://jp.mercari.com/english/item/m12345678901'],
  ['Mercari item, extra segment', 'https://jp.mercari.com/item/m12345678901/comments'],
  ['Mercari item, double slash', 'https://jp.mercari.com//item/m12345678901'],
  ['Mercari item, encoded slash', 'https://jp.mercari.com/item%2Fm12345678901'],
  ['Mercari item, bad escape', 'https://jp.mercari.com/item/m1234567890%'],
  ['Mercari item, trailing junk', 'https://jp.mercari.com/item/m12345678901abc'],
  ['legacy share, wrong prefix', 'https://item.mercari.com/us/m123456789/'],
  ['www.mercari.com /jp/item (singular)', 'https://www.mercari.com/jp/item/m123456789/'],
  ['mercari-shops shop page', 'https://mercari-shops.com/shops/YNbLycRUjWa2FYFshcjS9F'],
  // Yahoo Auctions non-item pages
  ['auction search', 'https://auctions.yahoo.co.jp/search/search?p=switch'],
  ['auction category', 'https://auctions.yahoo.co.jp/category/list/2084005281/'],
  ['auction seller', 'https://auctions.yahoo.co.jp/seller/abc123'],
  ['auction id too short', 'https://auctions.yahoo.co.jp/jp/auction/x1234567'],
  ['auction id two letters', 'https://auctions.yahoo.co.jp/jp/auction/xx123456789'],
  ['auction id uppercase letter', 'https://auctions.yahoo.co.jp/jp/auction/X123456789'],
  ['auction wrong prefix', 'https://auctions.yahoo.co.jp/auction/x123456789'],
  // Yahoo Shopping store pages and others
  ['shopping search.html', 'https://store.shopping.yahoo.co.jp/hair/search.html?p=abc'],
  ['shopping info.html', 'https://store.shopping.yahoo.co.jp/hair/info.html'],
  ['shopping index.html', 'https://store.shopping.yahoo.co.jp/hair/index.html'],
  ['shopping guide.html', 'https://store.shopping.yahoo.co.jp/hair/guide.html'],
  ['shopping privacy.html', 'https://store.shopping.yahoo.co.jp/hair/privacy.html'],
  ['shopping store top', 'https://store.shopping.yahoo.co.jp/hair/'],
  ['shopping no .html', 'https://store.shopping.yahoo.co.jp/hair/haclm352nn'],
  ['shopping .html/', 'https://store.shopping.yahoo.co.jp/hair/haclm352nn.html/'],
  ['shopping store with _', 'https://store.shopping.yahoo.co.jp/ha_ir/haclm352nn.html'],
  ['shopping product catalogue', 'https://shopping.yahoo.co.jp/products/4549995354397'],
  ['shopping search', 'https://shopping.yahoo.co.jp/search?p=switch'],
  ['paypaymall store page', 'https://paypaymall.yahoo.co.jp/store/hair/top'],
  ['paypaymall item, odd chars', 'https://paypaymall.yahoo.co.jp/store/hair/item/a%20b/'],
  // Rakuten
  ['rakuten shop top', 'https://item.rakuten.co.jp/biccamera/'],
  ['rakuten category page', 'https://item.rakuten.co.jp/biccamera/c/0000000123/'],
  ['rakuten search', 'https://search.rakuten.co.jp/search/mall/switch/'],
  ['rakuten www', 'https://www.rakuten.co.jp/biccamera/'],
  ['rakuten mobile /i/ numeric', 'https://m.rakuten.co.jp/biccamera/i/10000001/'],
  ['rakuten affiliate without pc', 'https://hb.afl.rakuten.co.jp/hgc/abc/?m=https%3A%2F%2Fm.rakuten.co.jp%2F'],
  ['rakuten affiliate to a non-item page', 'https://hb.afl.rakuten.co.jp/hgc/abc/?pc=https%3A%2F%2Fwww.rakuten.co.jp%2F'],
  [
    'rakuten affiliate pointing off Rakuten',
    'https://hb.afl.rakuten.co.jp/hgc/abc/?pc=https%3A%2F%2Fjp.mercari.com%2Fitem%2Fm12345678901',
  ],
  ['rakuten affiliate pointing at evil', 'https://hb.afl.rakuten.co.jp/hgc/abc/?pc=https%3A%2F%2Fevil.example%2Fbook%2F1%2F'],
  [
    'rakuten affiliate nested twice',
    'https://hb.afl.rakuten.co.jp/hgc/abc/?pc=' +
      encodeURIComponent('https://hb.afl.rakuten.co.jp/hgc/def/?pc=' + encodeURIComponent('https://item.rakuten.co.jp/book/15455735/')),
  ],
  ['rakuten affiliate, javascript target', 'https://hb.afl.rakuten.co.jp/hgc/abc/?pc=javascript%3Aalert(1)'],
  ['rakuten affiliate lookalike', 'https://hb.afl.rakuten.co.jp.evil.example/hgc/abc/?pc=https%3A%2F%2Fitem.rakuten.co.jp%2Fbook%2F15455735%2F'],
  ['rakuten affiliate with port', 'https://hb.afl.rakuten.co.jp:8443/hgc/abc/?pc=https%3A%2F%2Fitem.rakuten.co.jp%2Fbook%2F15455735%2F'],
  ['rakuten item with port in pc', 'https://hb.afl.rakuten.co.jp/hgc/abc/?pc=https%3A%2F%2Fitem.rakuten.co.jp%3A8080%2Fbook%2F15455735%2F'],
  // PayPay
  ['paypay search', 'https://paypayfleamarket.yahoo.co.jp/search/switch'],
  ['paypay id without z', 'https://paypayfleamarket.yahoo.co.jp/item/123456789'],
  ['paypay id too short', 'https://paypayfleamarket.yahoo.co.jp/item/z12345'],
  ['paypay user page', 'https://paypayfleamarket.yahoo.co.jp/user/abc'],
  // Suruga-ya
  ['suruga-ya search', 'https://www.suruga-ya.jp/search?category=7&search_word=switch'],
  ['suruga-ya category', 'https://www.suruga-ya.jp/category/7'],
  ['suruga-ya top', 'https://www.suruga-ya.jp/'],
  ['suruga-ya other path', 'https://www.suruga-ya.jp/product/list/128000129'],
  ['suruga-ya lookalike', 'https://suruga-ya.jp.evil.example/product/detail/128000129'],
  ['suruga-ya subdomain', 'https://shop.suruga-ya.jp/product/detail/128000129'],
  ['suruga-ya code with odd chars', 'https://www.suruga-ya.jp/product/detail/128_000'],
];

describe('resolveProductLink: rejected input gives null', () => {
  it.each(rejected)('%s: %j', (_reason, input) => {
    expect(resolveProductLink(input)).toBeNull();
  });
});

describe('resolveProductLink: host comparison goes through the URL parser', () => {
  it('maps full-width host characters as a browser would (same host, so accepted)', () => {
    // The WHATWG parser maps ｊｐ．ｍｅｒｃａｒｉ．ｃｏｍ to jp.mercari.com: a browser opens Mercari.
    expect(resolveProductLink('https://ｊｐ．ｍｅｒｃａｒｉ．ｃｏｍ/item/m12345678901')).toEqual(
      expected('mercari', 'm12345678901'),
    );
  });

  it('treats a backslash after the host as a path separator, as browsers do', () => {
    expect(resolveProductLink('https://jp.mercari.com\\item\\m12345678901')).toEqual(expected('mercari', 'm12345678901'));
  });

  it('never matches on the raw string', () => {
    // Contains a perfectly valid Mercari URL as a substring, but the host is evil.example.
    expect(resolveProductLink('https://evil.example/redirect?to=https://jp.mercari.com/item/m12345678901')).toBeNull();
  });

  it('does not throw on arbitrary input', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (s) => {
        const r = resolveProductLink(s);
        expect(r === null || typeof r.code === 'string').toBe(true);
      }),
      { numRuns: 1000 },
    );
  });

  it('only ever returns a path made of the site and a code of safe characters', () => {
    const hosts = ['jp.mercari.com', 'item.rakuten.co.jp', 'store.shopping.yahoo.co.jp', 'www.suruga-ya.jp', 'evil.example'];
    const segment = fc.string({ unit: fc.constantFrom(...'abcXYZ019_-.%/:@?#~ mz'.split('')), maxLength: 16 });
    fc.assert(
      fc.property(fc.constantFrom(...hosts), fc.array(segment, { maxLength: 4 }), (host, segs) => {
        const r = resolveProductLink(`https://${host}/${segs.join('/')}`);
        if (r) expect(r.path).toMatch(/^\/(auction|shopping|mercari|rakuten|paypay|suruga-ya)\/item\/[A-Za-z0-9_.:-]+(\?type=mers)?$/);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('resolveProductLink and listingUrl round-trip', () => {
  const codes: Array<[SiteCode, string]> = [
    ['auction', 'x123456789'],
    ['auction', '1229405242'],
    ['shopping', 'hair_haclm352nn'],
    ['shopping', 'k-tai-ichiba_item_01.v2'],
    ['mercari', 'm16944912747'],
    ['mercari', 'YNbLycRUjWa2FYFshcjS9F'],
    ['rakuten', 'book:15455735'],
    ['rakuten', 'shop-abc:item_01-x.v2'],
    ['paypay', 'z123456789'],
    ['suruga-ya', 'GL511757'],
  ];
  it.each(codes)('%s %s', (site, code) => {
    const r = resolveProductLink(listingUrl(site, code));
    expect(r?.site).toBe(site);
    expect(r?.code).toBe(code);
  });

  it('holds for generated Mercari, PayPay and auction ids', () => {
    const digits = (min: number, max: number) =>
      fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength: min, maxLength: max });
    const cases = fc.oneof(
      digits(9, 12).map((d) => ['mercari', `m${d}`] as const),
      digits(6, 12).map((d) => ['paypay', `z${d}`] as const),
      fc.tuple(fc.constantFrom('', 'b', 'x', 'k'), digits(8, 10)).map(([l, d]) => ['auction', `${l}${d}`] as const),
    );
    fc.assert(
      fc.property(cases, ([site, code]) => {
        expect(resolveProductLink(listingUrl(site, code))).toEqual(expected(site, code));
      }),
    );
  });
});

describe('isLikelyUrl', () => {
  it.each([
    'https://jp.mercari.com/item/m12345678901',
    'http://example.com',
    '  https://evil.example/x  ',
    'HTTPS://JP.MERCARI.COM/item/m1',
    'ftp://jp.mercari.com/x',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'data:text/html,hi',
    'file:///etc/hosts',
    'jp.mercari.com/item/m12345678901',
    'jp.mercari.com',
    'item.rakuten.co.jp/book/15455735/',
    'merc.li/AbCdEf123',
    'a.r10.to/hbXyZ1',
    'yahoo.jp/AbC12d',
    'www.mercari.com/us/item/m123/',
    'shopping.yahoo.co.jp/search?p=x',
    'page5.auctions.yahoo.co.jp/jp/auction/x123456789',
    'www.suruga-ya.jp/search?search_word=x',
    'Store.Shopping.Yahoo.co.jp/hair/x.html',
  ])('true: %j', (input) => {
    expect(isLikelyUrl(input)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'nintendo switch',
    'ps5: slim',
    'note:abc',
    'm12345678901',
    'mercari',
    'rakuten co jp',
    'example.com/item/m1',
    'jp.mercari.com item',
    'ゲームボーイ',
    'áo khoác nam',
  ])('false: %j', (input) => {
    expect(isLikelyUrl(input)).toBe(false);
  });
});
