/**
 * Title-only term tables (data; the engine is translate.titles.ts): Japanese words and names as
 * they appear in marketplace titles → how a Vietnamese buyer would write them. They are only used
 * to show titles, never to build a Japanese search (that is translate.glossary.ts).
 *
 * Sources: Mercari's colour, size and condition masters and category tree (recorded responses),
 * the sandbox's vocabulary of genres, works and brands (packages/sandbox/src/vocabulary.ts), and
 * the words most often left in Japanese when `npm run bench:titles` translates its corpus.
 * Names of works, characters and product lines use their official Latin names (ねんどろいど →
 * Nendoroid); other katakana names are transliterated by the engine.
 */
export const TITLE_TERMS: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  // Words a morpheme-level match needs whole (the character glossary once matched them inside others).
  words: {
    コードレス: 'không dây',
    掃除機: 'máy hút bụi',
    全巻: 'trọn bộ',
    全巻セット: 'trọn bộ',
    セット: 'bộ',
    漫画: 'truyện tranh',
    コミック: 'truyện tranh',
    コミックス: 'truyện tranh',
    画集: 'artbook',
    イラスト: 'tranh minh họa',
    初版: 'bản in đầu',
    未組立: 'chưa lắp ráp',
    未開封品: 'nguyên seal',
    鑑定済み: 'đã giám định',
    同人グッズ: 'đồ doujin',
    プロモ: 'promo',
    限定版: 'phiên bản giới hạn',
    数量限定: 'số lượng có hạn',
  },
};

/**
 * Numbers with a counter, rewritten before segmenting ("全23巻" → "trọn bộ 23 tập"). `$1` is the
 * number. Patterns are tried in order; each is a regular expression source.
 */
export const COUNTER_PATTERNS: readonly (readonly [pattern: string, vi: string])[] = [
  ['全(\\d+)巻', 'trọn bộ $1 tập'],
  ['第(\\d+)巻', 'tập $1'],
  ['(\\d+)\\s*[-〜~]\\s*(\\d+)巻', 'tập $1-$2'],
  ['(\\d+)巻', 'tập $1'],
  ['(\\d+)枚組', 'bộ $1 tấm'],
  ['(\\d+)枚', '$1 tấm'],
  ['(\\d+)個', '$1 cái'],
  ['(\\d+)点', '$1 món'],
  ['(\\d+)本', '$1 chiếc'],
  ['(\\d+)足', '$1 đôi'],
  ['(\\d+)箱', '$1 hộp'],
  ['(\\d+)袋', '$1 túi'],
  ['(\\d+)年', 'năm $1'],
  ['(\\d+)月', 'tháng $1'],
];
