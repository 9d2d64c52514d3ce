import { normalizeKeyword, type SiteCode } from '@kaimono/contracts';
import { like } from 'drizzle-orm';
import type { Db } from '../../platform/db.ts';
import { searchKeywordVisits, searchKeywords } from '../../db/schema/index.ts';
import { SEARCH_KEYWORD_MIN_VISITORS } from './search.keyword-policy.ts';

/**
 * Demo data (SEED_DEMO_DATA): what Vietnamese buyers search for most on each site, so a fresh
 * installation's landing pages show "Từ khóa được tìm nhiều" and the search bar suggests something.
 * Each keyword is written the way buyers type it on that site (Japanese or a brand name, which the
 * marketplaces match as they are) with its Vietnamese reading where it differs; every one finds
 * listings on its site (search.seed.integration.test.ts searches each one).
 */
export const SEEDED_KEYWORDS: Readonly<Record<SiteCode, ReadonlyArray<readonly [name: string, vi: string | null]>>> = {
  auction: [
    ['ポケモンカード', 'thẻ Pokémon'],
    ['遊戯王', 'thẻ Yu-Gi-Oh!'],
    ['ルイヴィトン', 'túi Louis Vuitton'],
    ['一番くじ', 'Ichiban Kuji'],
    ['nintendo switch', null],
    ['呪術廻戦', 'Chú thuật hồi chiến'],
    ['ガンダム', 'mô hình Gundam'],
    ['seiko', null],
    ['lego', null],
    ['canon', null],
    ['ロレックス', 'đồng hồ Rolex'],
    ['ねんどろいど', 'Nendoroid'],
  ],
  shopping: [
    ['anker', null],
    ['the north face', null],
    ['sk-ii', null],
    ['lego', null],
    ['nike', null],
    ['porter', null],
    ['coach', null],
    ['dyson', null],
    ['資生堂', 'mỹ phẩm Shiseido'],
    ['snow peak', null],
    ['ユニクロ', 'Uniqlo'],
    ['ロレックス', 'đồng hồ Rolex'],
  ],
  mercari: [
    ['ポケモンカード', 'thẻ Pokémon'],
    ['遊戯王', 'thẻ Yu-Gi-Oh!'],
    ['ワンピース', 'One Piece'],
    ['ドラゴンボール', 'Dragon Ball'],
    ['nike', null],
    ['鬼滅の刃', 'Thanh gươm diệt quỷ'],
    ['supreme', null],
    ['一番くじ', 'Ichiban Kuji'],
    ['ルイヴィトン', 'túi Louis Vuitton'],
    ['資生堂', 'mỹ phẩm Shiseido'],
    ['lego', null],
    ['ねんどろいど', 'Nendoroid'],
  ],
  rakuten: [
    ['nike', null],
    ['コールマン', 'đồ cắm trại Coleman'],
    ['snow peak', null],
    ['sk-ii', null],
    ['gucci', null],
    ['ユニクロ', 'Uniqlo'],
    ['supreme', null],
    ['ワンピース', 'One Piece'],
    ['lego', null],
    ['anker', null],
    ['資生堂', 'mỹ phẩm Shiseido'],
    ['dyson', null],
  ],
  paypay: [
    ['ワンピース', 'One Piece'],
    ['鬼滅の刃', 'Thanh gươm diệt quỷ'],
    ['ポケモンカード', 'thẻ Pokémon'],
    ['nike', null],
    ['ユニクロ', 'Uniqlo'],
    ['一番くじ', 'Ichiban Kuji'],
    ['supreme', null],
    ['ガンダム', 'mô hình Gundam'],
    ['coach', null],
    ['資生堂', 'mỹ phẩm Shiseido'],
    ['ロレックス', 'đồng hồ Rolex'],
    ['dyson', null],
  ],
  'suruga-ya': [
    ['ガンダム', 'mô hình Gundam'],
    ['nintendo switch', null],
    ['ワンピース', 'One Piece'],
    ['呪術廻戦', 'Chú thuật hồi chiến'],
    ['鬼滅の刃', 'Thanh gươm diệt quỷ'],
    ['遊戯王', 'thẻ Yu-Gi-Oh!'],
    ['ポケモンカード', 'thẻ Pokémon'],
    ['一番くじ', 'Ichiban Kuji'],
    ['ドラゴンボール', 'Dragon Ball'],
    ['ねんどろいど', 'Nendoroid'],
    ['lego', null],
    ['初音ミク', 'Hatsune Miku'],
  ],
};

/** Seeded visitors are `s:<n>`: never a real customer (`u:`) or guest (`a:`). */
const SEED_VISITOR_PREFIX = 's:';
const DAY_MS = 24 * 3600_000;

/**
 * One formatter for every row: each `Intl.DateTimeFormat` holds ICU's calendar and time-zone data
 * outside the JavaScript heap, and a new one per row (thousands at a first start) left the server
 * ~60 MB larger for its whole life (ADR 0012).
 */
let dayFormat: Intl.DateTimeFormat | undefined;
function isoDay(date: Date): string {
  dayFormat ??= new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Ho_Chi_Minh', year: 'numeric', month: '2-digit', day: '2-digit' });
  return dayFormat.format(date);
}

/**
 * Writes the seeded keywords as the searches that count them: rows of search_keyword_visits (one per
 * visitor and day over the last four weeks) and the keyword's counts from those rows, as
 * recordVisit would — so a real search later recounts the visitors from the same table and the
 * keyword stays listed. The most searched first; the last still has more than
 * SEARCH_KEYWORD_MIN_VISITORS visitors. Once per database (seeded visitors already there: skip).
 */
export async function seedPopularKeywords(db: Db, now: Date = new Date()): Promise<boolean> {
  const already = await db.select({ name: searchKeywordVisits.name }).from(searchKeywordVisits).where(like(searchKeywordVisits.visitorKey, `${SEED_VISITOR_PREFIX}%`)).limit(1);
  if (already.length > 0) return false;
  const visits: (typeof searchKeywordVisits.$inferInsert)[] = [];
  const keywords: (typeof searchKeywords.$inferInsert)[] = [];
  for (const [site, list] of Object.entries(SEEDED_KEYWORDS) as [SiteCode, (typeof SEEDED_KEYWORDS)[SiteCode]][]) {
    list.forEach(([keyword, vi], rank) => {
      const name = normalizeKeyword(keyword).toLocaleLowerCase('vi');
      const visitors = SEARCH_KEYWORD_MIN_VISITORS + 3 + (list.length - rank) * 3;
      let count = 0;
      for (let v = 0; v < visitors; v += 1) {
        // Every visitor on one day, every third one again a week later.
        const days = v % 3 === 0 ? [v % 28, (v % 28) + 7] : [v % 28];
        for (const ago of days) {
          visits.push({ typeCode: site, name, visitorKey: `${SEED_VISITOR_PREFIX}${v + 1}`, day: isoDay(new Date(now.getTime() - ago * DAY_MS)) });
          count += 1;
        }
      }
      keywords.push({
        typeCode: site,
        name,
        namVi: vi,
        searchCount: count,
        visitorCount: visitors,
        lastSearchedAt: new Date(now.getTime() - rank * 60_000),
      });
    });
  }
  await db.transaction(async (tx) => {
    await tx.insert(searchKeywordVisits).values(visits).onConflictDoNothing();
    // A keyword real searches already counted keeps its counts (they come from its own visits).
    await tx.insert(searchKeywords).values(keywords).onConflictDoNothing();
  });
  return true;
}
