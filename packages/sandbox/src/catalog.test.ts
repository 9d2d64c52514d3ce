import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { listingUrl, resolveProductLink, siteCodes, type SiteCode } from '@kaimono/marketplaces';
import { describe, expect, it } from 'vitest';
import { createCatalog, Flag, type Catalog } from './catalog.ts';
import { brands } from './vocabulary.ts';

const catalog = createCatalog({ seed: 42 });

function fingerprint(c: Catalog, sample = 50): string {
  const parts: string[] = [];
  for (const site of siteCodes) {
    for (let i = 0; i < c.size(site); i += Math.max(1, Math.floor(c.size(site) / sample))) {
      const it = c.item(site, i);
      parts.push(`${site}|${it.code}|${it.title}|${it.priceJpy}|${it.category.id}|${it.seller.id}|${it.soldOut}|${it.variants.length}`);
    }
  }
  return parts.join('\n');
}

describe('catalog', () => {
  it('is deterministic: same seed, same catalog; another seed, another one', () => {
    const again = createCatalog({ seed: 42 });
    expect(fingerprint(again)).toBe(fingerprint(catalog));
    expect(fingerprint(createCatalog({ seed: 43 }))).not.toBe(fingerprint(catalog));
    expect(fingerprint(createCatalog({ seed: 'kaimono' }))).toBe(fingerprint(createCatalog({ seed: 'kaimono' })));
  });

  it('is deterministic across processes', () => {
    const entry = fileURLToPath(new URL('./catalog.ts', import.meta.url));
    const script = `import { createCatalog } from ${JSON.stringify(entry)};
      const c = createCatalog({ seed: 42, itemsPerSite: 300 });
      const out = [];
      for (const site of ['auction','shopping','mercari','rakuten','paypay','suruga-ya']) for (let i = 0; i < 300; i += 37) { const it = c.item(site, i); out.push(site + '|' + it.code + '|' + it.title + '|' + it.priceJpy); }
      console.log(out.join('\\n'));`;
    const child = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8' }).trim();
    const local = createCatalog({ seed: 42, itemsPerSite: 300 });
    const expected: string[] = [];
    for (const site of siteCodes) for (let i = 0; i < 300; i += 37) {
      const it = local.item(site, i);
      expected.push(`${site}|${it.code}|${it.title}|${it.priceJpy}`);
    }
    expect(child).toBe(expected.join('\n'));
  }, 20_000);

  it('has itemsPerSite listings on every site', () => {
    for (const site of siteCodes) expect(catalog.size(site)).toBe(2_000);
    expect(createCatalog({ seed: 1, itemsPerSite: 10 }).size('rakuten')).toBe(10);
    expect(() => createCatalog({ itemsPerSite: 0 })).toThrow(RangeError);
    expect(() => createCatalog({ itemsPerSite: 200_001 })).toThrow(RangeError);
  });

  it('issues codes in the resolver formats, unique, that decode back and resolve from their listing URL', () => {
    for (const site of siteCodes) {
      const seen = new Set<string>();
      for (let i = 0; i < catalog.size(site); i += 1) {
        const code = catalog.codeOf(site, i);
        expect(seen.has(code)).toBe(false);
        seen.add(code);
        if (i % 3 === 0) expect(catalog.decode(site, code)).toEqual({ index: i, generation: 0 });
        if (i % 11 === 0) {
          const resolved = resolveProductLink(listingUrl(site, code));
          expect(resolved?.site).toBe(site);
          expect(resolved?.code).toBe(code);
        }
      }
    }
    expect(catalog.codeOf('auction', 5)).toMatch(/^[a-z]\d{10}$/);
    expect(catalog.codeOf('paypay', 5)).toMatch(/^z\d{10}$/);
    expect(catalog.codeOf('rakuten', 5)).toMatch(/^[a-z0-9-]+:\d{8}$/);
    expect(catalog.codeOf('shopping', 5)).toMatch(/^[a-z0-9-]+_[a-z]{2}\d{7}$/);
    const suruga = Array.from({ length: 400 }, (_, i) => catalog.codeOf('suruga-ya', i));
    expect(suruga.some((c) => /^\d{9}$/.test(c))).toBe(true);
    expect(suruga.some((c) => /^[A-Z]+\d{7}$/.test(c))).toBe(true);
  });

  it('rejects codes it never issued', () => {
    expect(catalog.decode('mercari', 'm00000000000')).toBeNull();
    expect(catalog.decode('mercari', 'm12345678901')).toBeNull();
    expect(catalog.decode('auction', 'x123456789')).toBeNull();
    expect(catalog.decode('rakuten', 'nosuchshop:12345678')).toBeNull();
    const real = catalog.codeOf('rakuten', 3);
    expect(catalog.decode('rakuten', real.replace(/^[^:]+/, 'other-shop'))).toBeNull();
    expect(catalog.decode('paypay', 'z1')).toBeNull();
  });

  it('marks 10-15 % of fixed-price listings sold out', () => {
    for (const site of ['shopping', 'mercari', 'rakuten', 'paypay', 'suruga-ya'] as const) {
      let sold = 0;
      let fixed = 0;
      for (let i = 0; i < catalog.size(site); i += 1) {
        const flags = catalog.flagsOf(site, i);
        if (flags & Flag.Auction) continue;
        fixed += 1;
        if (flags & Flag.SoldOut) sold += 1;
      }
      expect(sold / fixed).toBeGreaterThan(0.08);
      expect(sold / fixed).toBeLessThan(0.17);
    }
  });

  it('makes about a tenth of Mercari listings Shops products with 22-character ids, and some auctions', () => {
    let shops = 0;
    let auctions = 0;
    for (let i = 0; i < catalog.size('mercari'); i += 1) {
      const it = catalog.item('mercari', i);
      if (it.isShops) {
        shops += 1;
        expect(it.code).toMatch(/^[A-Za-z0-9]{22}$/);
        expect(it.seller.isStore).toBe(true);
      } else expect(it.code).toMatch(/^m\d{11}$/);
      if (it.isAuctionSlot) auctions += 1;
    }
    expect(shops / 2000).toBeGreaterThan(0.07);
    expect(shops / 2000).toBeLessThan(0.13);
    expect(auctions).toBeGreaterThan(60);
  });

  it('fills the fields the sites need, with site-specific edge cases', () => {
    const items = siteCodes.flatMap((site) => Array.from({ length: 300 }, (_, i) => catalog.item(site, i)));
    for (const it of items) {
      expect(it.title.length).toBeGreaterThan(3);
      expect(/[\u3040-\u30ff\u4e00-\u9fff]/.test(it.title + it.description)).toBe(true);
      expect(it.priceJpy).toBeGreaterThan(0);
      expect(it.categoryPath.at(-1)?.id).toBe(it.category.id);
      expect(it.imageCount).toBeGreaterThan(0);
    }
    const mercari = Array.from({ length: 2000 }, (_, i) => catalog.item('mercari', i));
    expect(mercari.some((it) => it.noPrice)).toBe(true);
    expect(mercari.some((it) => it.trading)).toBe(true);
    const rakuten = Array.from({ length: 2000 }, (_, i) => catalog.item('rakuten', i));
    expect(rakuten.some((it) => it.taxExcluded)).toBe(true);
    expect(rakuten.filter((it) => it.taxExcluded).length / 2000).toBeLessThan(0.08);
    expect(rakuten.some((it) => it.variants.length > 0 && it.genre === 'fashion')).toBe(true);
    const shoppingVariants = Array.from({ length: 2000 }, (_, i) => catalog.item('shopping', i)).filter((it) => it.variants.length > 0);
    expect(shoppingVariants.length).toBeGreaterThan(50);
    for (const it of shoppingVariants) expect(['fashion', 'shoes']).toContain(it.genre);
    const auctionStores = Array.from({ length: 500 }, (_, i) => catalog.item('auction', i)).filter((it) => it.seller.isStore);
    expect(auctionStores.length).toBeGreaterThan(50);
    for (const it of auctionStores) expect(it.taxRate).toBe(10);
    const paypayGrades = new Set(Array.from({ length: 2000 }, (_, i) => catalog.conditionOf('paypay', i)));
    expect([...paypayGrades].sort()).toEqual([0, 1, 2, 3, 4, 5]);
  });

  it('uses the real top genres and category codes', () => {
    const rakutenTops = catalog.trees.rakuten.children(null).map((c) => c.id);
    for (const id of ['100371', '551177', '216131', '558885', '101070', '100026', '101240', '200162', '566382', '101164', '100227', '100939']) {
      expect(rakutenTops).toContain(id);
    }
    expect(catalog.trees['suruga-ya'].children(null).map((c) => c.id).sort()).toEqual(['10', '11', '2', '3', '4', '5', '7']);
    const mercariLeaf = catalog.trees.mercari.path('1289').map((c) => c.name);
    expect(mercariLeaf).toEqual(['おもちゃ・ホビー・グッズ', 'トレーディングカード', 'ポケモンカードゲーム']);
    expect(catalog.trees.auction.path('2084259479').map((c) => c.id)).toEqual(['25464', '27727', '25826', '2084241343', '2084259479']);
  });

  it('keeps titles, categories and brands consistent', () => {
    for (let i = 0; i < 2000; i += 1) {
      const it = catalog.item('suruga-ya', i);
      if (it.genre === 'game' && it.category.name === 'PS5') expect(it.title.startsWith('PS5')).toBe(true);
      const bag = catalog.item('auction', i);
      if (bag.category.name === 'シャネル') expect(bag.brand?.name).toBe('シャネル');
    }
  });

  it('gives every brand a kana reading', () => {
    for (const b of brands) expect(b.jaPronunciation).toMatch(/^[\u3041-\u309f\u30a0-\u30ffー]+$/);
    expect(brands.find((b) => b.name === '任天堂')?.jaPronunciation).toBe('にんてんどう');
    expect(brands.find((b) => b.name === 'ナイキ')?.jaPronunciation).toBe('ナイキ');
  });

  it('builds 100,000 listings per site quickly', () => {
    const started = performance.now();
    const big = createCatalog({ seed: 42, large: true });
    const ms = performance.now() - started;
    expect(big.size('mercari')).toBe(100_000);
    const code = big.codeOf('mercari', 99_999);
    expect(big.decode('mercari', code)?.index).toBe(99_999);
    expect(big.item('rakuten', 77_777).title.length).toBeGreaterThan(3);
    console.info(`catalog: 100,000 per site built in ${ms.toFixed(0)} ms`);
    expect(ms).toBeLessThan(5_000);
  });

  it('matches keywords case-insensitively and across full/half width', () => {
    const site: SiteCode = 'shopping';
    let found = 0;
    for (let i = 0; i < catalog.size(site); i += 1) {
      if (catalog.matchesKeyword(site, i, ['apple'])) {
        found += 1;
        expect(catalog.searchableTitle(site, i)).toContain('apple');
      }
    }
    expect(found).toBeGreaterThan(0);
    const wide = Array.from({ length: catalog.size(site) }, (_, i) => i).filter((i) => catalog.matchesKeyword(site, i, ['ａｐｐｌｅ'.normalize('NFKC').toLowerCase()]));
    expect(wide.length).toBe(found);
  });
});
