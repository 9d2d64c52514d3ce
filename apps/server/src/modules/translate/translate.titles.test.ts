import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { glossaryTranslateJapanese } from './translate.providers.ts';
import { loadSegmenter, type Segmenter } from './translate.segmenter.ts';
import { mixedScriptWords, romanizeName, scriptRunSegmenter, translateJapaneseTitle } from './translate.titles.ts';

let kuromoji: Segmenter;
beforeAll(async () => {
  kuromoji = await loadSegmenter();
}, 120_000);

const corpus = readFileSync(join(import.meta.dirname, '../../../../../bench/titles-corpus.tsv'), 'utf8')
  .split('\n')
  .filter((line) => line && !line.startsWith('#'))
  .map((line) => line.split('\t')[1]!);

describe('the title engine (issue 14 §1)', () => {
  it('never translates part of a word: the four titles of the issue', () => {
    // The character glossary gave "SEIKO プ da ジュ", "ガールズ&quần ァー", "コー đầm dạ hội", "火 ô tô".
    expect(glossaryTranslateJapanese('SEIKO プレザージュ').text).toBe('SEIKO プ da ジュ');
    const vi = (title: string) => translateJapaneseTitle(title, kuromoji).text;
    expect(vi('SEIKO プレザージュ')).toBe('SEIKO Purezaju');
    expect(vi('ガールズ&パンツァー')).toBe('Garuzu&Pantsa');
    expect(vi('コードレス')).toBe('không dây');
    expect(vi('Cordless')).toBe('Cordless');
    expect(vi('火車')).toBe('火車');
    for (const title of ['SEIKO プレザージュ', 'ガールズ&パンツァー', 'コードレス', '火車']) expect(mixedScriptWords(vi(title))).toEqual([]);
  });

  it('translates whole morphemes and known terms, keeps brands and model numbers', () => {
    const vi = (title: string) => translateJapaneseTitle(title, kuromoji).text;
    expect(vi('【新品未使用】ナイキ エアマックス90 スニーカー 27cm 黒')).toBe('【mới chưa sử dụng】 Nike Air Max 90 giày thể thao 27cm đen');
    expect(vi('グッチ ショルダーバッグ 中古')).toBe('Gucci túi đeo chéo đã qua sử dụng');
    expect(vi('シャネルバッグ')).toBe('Chanel túi xách');
    expect(vi('鬼滅の刃 全23巻')).toBe('Demon Slayer trọn bộ 23 tập');
    expect(vi('コードレス掃除機')).toBe('không dây máy hút bụi');
  });

  it('transliterates katakana names whole and keeps words it does not know in Japanese, apart from Latin', () => {
    expect(romanizeName('チェンソーマン')).toBe('Chensoman');
    expect(translateJapaneseTitle('チェンソーマン マキマ フィギュア', kuromoji).text).toBe('Chainsaw Man Makima mô hình');
    expect(translateJapaneseTitle('ヌプシ マキマ', kuromoji).text).toBe('Nupushi Makima');
    const kept = translateJapaneseTitle('PS5ソフト 妄殺オタクティクス', kuromoji).text;
    expect(mixedScriptWords(kept)).toEqual([]);
    expect(translateJapaneseTitle('Tシャツ 半袖', kuromoji).text).toBe('áo thun tay ngắn');
  });

  it('has no word mixing scripts on the 500-title corpus, with kuromoji and before it loads', () => {
    expect(corpus.length).toBeGreaterThanOrEqual(500);
    const runs = scriptRunSegmenter();
    const mixed = corpus.flatMap((title) =>
      [translateJapaneseTitle(title, kuromoji).text, translateJapaneseTitle(title, runs).text].filter((out) => mixedScriptWords(out).length > 0),
    );
    expect(mixed).toEqual([]);
    // The character glossary did mix scripts on this corpus: the test can fail.
    expect(corpus.filter((title) => mixedScriptWords(glossaryTranslateJapanese(title).text).length > 0).length).toBeGreaterThan(0);
  });

  it("renders Mercari's colour and size names", () => {
    const vi = (title: string) => translateJapaneseTitle(title, kuromoji).text;
    expect(vi('ホワイト系')).toBe('tông trắng');
    expect(vi('Mサイズ')).toBe('cỡ M');
    expect(vi('XXLサイズ以上')).toBe('cỡ XXL trở lên');
    expect(vi('20インチ')).toBe('20 inch');
    expect(vi('キヤノンEFマウント')).toBe('Canon EF ngàm');
  });

  it('finds words that mix scripts', () => {
    expect(mixedScriptWords('SEIKO プ da ジュ')).toEqual([]);
    expect(mixedScriptWords('quầnァー')).toEqual(['quầnァー']);
    expect(mixedScriptWords('27cm 黒 23巻')).toEqual([]);
  });
});
