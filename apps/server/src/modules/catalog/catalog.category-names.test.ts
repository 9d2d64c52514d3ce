import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { yahooAuctionCategories } from '@kaimono/marketplaces';
import { categoryNames, sandboxCategoryNames, type CategoryName } from './catalog.category-names.ts';

// The recorded fixtures live in the `shared` folder beside the repository root: from this file,
// catalog/ -> modules/ -> src/ -> server/ -> apps/ -> repository root -> its parent.
const fixturesDir = new URL('../../../../../../shared/fixtures/', import.meta.url);

interface MercariCategory {
  id: number;
  name: string;
  child?: MercariCategory[];
}

const all = [...categoryNames, ...sandboxCategoryNames];
const key = (type: string, code: string) => `${type}\u0000${code}`;
const byKey = new Map(all.map((row) => [key(row.type, row.code), row]));
const named = (type: string, code: string): CategoryName | undefined => byKey.get(key(type, code));

describe('the curated category names', () => {
  it('name each (type, code) once, in Vietnamese, with the marketplace name beside it', () => {
    expect(byKey.size).toBe(all.length);
    for (const row of all) {
      const where = `${row.type} ${row.code}`;
      expect(['mercari-jp', 'auction', 'shopping', 'rakuten', 'paypay', 'suruga-ya'], where).toContain(row.type);
      expect(row.code, where).toMatch(/^\d+$/);
      expect(row.nameJa.trim(), where).not.toBe('');
      expect(row.nameVi, where).toBe(row.nameVi.trim());
      // No kana or kanji left, no doubled spaces, a capital first letter.
      expect(row.nameVi, where).not.toMatch(/[\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Han}]|\s{2}/u);
      expect(row.nameVi[0], where).toBe(row.nameVi[0]!.toLocaleUpperCase('vi'));
      // Written in composed Unicode, as typed on a Vietnamese keyboard.
      expect(row.nameVi, where).toBe(row.nameVi.normalize('NFC'));
    }
  });

  it('seed real codes and sandbox codes apart', () => {
    const real = new Set(categoryNames.map((row) => key(row.type, row.code)));
    expect(sandboxCategoryNames.filter((row) => real.has(key(row.type, row.code)))).toEqual([]);
  });

  it('cover every Mercari root and second-level category of the master list', () => {
    const tree = (JSON.parse(readFileSync(new URL('mercari/facets/categories.json', fixturesDir), 'utf8')) as { data: MercariCategory[] }).data;
    const wanted = tree.flatMap((root) => [root, ...(root.child ?? [])]);
    expect(wanted.length).toBeGreaterThan(150);
    for (const category of wanted) {
      expect(named('mercari-jp', String(category.id))?.nameJa, `mercari ${category.id}`).toBe(category.name.trim());
    }
    // Deeper ones that are listed carry the master list's name too.
    const deeper = new Map(tree.flatMap((root) => (root.child ?? []).flatMap((c) => c.child ?? [])).map((c) => [String(c.id), c.name.trim()]));
    for (const row of categoryNames.filter((r) => r.type === 'mercari-jp' && deeper.has(r.code))) {
      expect(row.nameJa, `mercari ${row.code}`).toBe(deeper.get(row.code));
    }
  });

  it('cover the Yahoo! Auctions categories the auction adapter browses by', () => {
    for (const top of yahooAuctionCategories) {
      expect(named('auction', top.id)?.nameJa, `auction ${top.id}`).toBe(top.name);
      for (const [id, name] of top.children ?? []) expect(named('auction', id)?.nameJa, `auction ${id}`).toBe(name);
    }
  });

  it('count a few hundred names over the six sites', () => {
    const count = (type: string) => categoryNames.filter((row) => row.type === type).length;
    expect(count('mercari-jp')).toBeGreaterThanOrEqual(157);
    expect(count('rakuten')).toBeGreaterThanOrEqual(30);
    expect(count('auction')).toBeGreaterThanOrEqual(100);
    expect(count('suruga-ya')).toBe(7);
    expect(count('shopping')).toBeGreaterThan(0);
    expect(count('paypay')).toBe(count('shopping'));
  });
});
