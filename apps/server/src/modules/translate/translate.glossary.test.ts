import { describe, expect, it } from 'vitest';
import {
  glossaryIssues,
  glossaryStats,
  glossaryTranslateJapanese,
  glossaryTranslateLatin,
  normalizeText,
  stripDiacritics,
} from './translate.providers.ts';

const toJa = (text: string) => glossaryTranslateLatin(text, 'ja');
const toVi = (text: string) => glossaryTranslateJapanese(text);

describe('the glossary data', () => {
  it('has at least 300 rows and no conflicting entries', () => {
    const stats = glossaryStats();
    expect(stats.terms + stats.brands).toBeGreaterThanOrEqual(300);
    expect(stats.brands).toBeGreaterThanOrEqual(100);
    expect(glossaryIssues()).toEqual([]);
  });

  it.each([
    ['Nike', 'ナイキ'],
    ['Adidas', 'アディダス'],
    ['Chanel', 'シャネル'],
    ['Louis Vuitton', 'ルイヴィトン'],
    ['Gucci', 'グッチ'],
    ['Hermes', 'エルメス'],
    ['Prada', 'プラダ'],
    ['Coach', 'コーチ'],
    ['Uniqlo', 'ユニクロ'],
    ['Sony', 'ソニー'],
    ['Canon', 'キヤノン'],
    ['Nikon', 'ニコン'],
    ['Fujifilm', '富士フイルム'],
    ['Olympus', 'オリンパス'],
    ['Panasonic', 'パナソニック'],
    ['Nintendo', '任天堂'],
    ['Pokemon', 'ポケモン'],
    ['Bandai', 'バンダイ'],
    ['Seiko', 'セイコー'],
    ['Casio', 'カシオ'],
    ['Citizen', 'シチズン'],
    ['Shiseido', '資生堂'],
    ['Muji', '無印良品'],
    ['Tamiya', 'タミヤ'],
    ['Yonex', 'ヨネックス'],
    ['Mizuno', 'ミズノ'],
    ['Asics', 'アシックス'],
    ['Shimano', 'シマノ'],
    ['Daiwa', 'ダイワ'],
    ['Zojirushi', '象印'],
    ['Tiger', 'タイガー'],
    ['Yamaha', 'ヤマハ'],
    ['Roland', 'ローランド'],
  ])('knows the brand %s ⇄ %s both ways', (latin, japanese) => {
    expect(toJa(latin.toLowerCase()).text).toBe(japanese);
    expect(toVi(japanese).text).toBe(latin);
  });

  it('keeps SK-II as written and reads its katakana name', () => {
    expect(toVi('エスケーツー 化粧水').text).toBe('SK-II nước hoa hồng');
    expect(toJa('sk-ii').text).toBe('SK-II');
  });

  it.each([
    ['新品', 'mới'],
    ['未使用', 'chưa sử dụng'],
    ['中古', 'đã qua sử dụng'],
    ['ジャンク', 'hàng hỏng'],
  ])('renders the condition %s as "%s"', (japanese, vietnamese) => {
    expect(toVi(japanese).text).toBe(vietnamese);
  });

  it.each([
    ['hàng mới', '新品'],
    ['đã qua sử dụng', '中古'],
    ['chưa sử dụng', '未使用'],
    ['hàng hỏng', 'ジャンク'],
  ])('searches "%s" as %s', (vietnamese, japanese) => {
    expect(toJa(vietnamese).text).toBe(japanese);
  });
});

describe('Vietnamese → Japanese', () => {
  it('matches the longest phrase first', () => {
    expect(toJa('đồng hồ').text).toBe('時計');
    expect(toJa('đồng hồ đeo tay').text).toBe('腕時計');
    expect(toJa('túi xách').text).toBe('バッグ');
    expect(toJa('túi xách tay').text).toBe('ハンドバッグ');
    expect(toJa('máy ảnh').text).toBe('カメラ');
    expect(toJa('thẻ bài').text).toBe('カード');
    expect(toJa('thẻ bài pokemon').text).toBe('ポケモンカード');
    expect(toJa('mới chưa sử dụng').text).toBe('新品未使用');
  });

  it('translates whole queries and keeps words it does not know', () => {
    expect(toJa('túi xách chanel')).toEqual({ text: 'バッグ シャネル', translated: true });
    expect(toJa('máy ảnh Canon EOS R6 Mark II').text).toBe('カメラ キヤノン EOS R6 Mark II');
    expect(toJa('đồng hồ đeo tay seiko nam').text).toBe('腕時計 セイコー メンズ');
    expect(toJa('thẻ bài pokemon pikachu 25th').text).toBe('ポケモンカード pikachu 25th');
  });

  it('only matches whole words', () => {
    // "nam" is a glossary word; "namco" is not, and neither is "túixách".
    expect(toJa('namco')).toEqual({ text: 'namco', translated: false });
    expect(toJa('túixách')).toEqual({ text: 'túixách', translated: false });
    // Punctuation breaks a phrase: "túi, xách" is two words.
    expect(toJa('túi, xách').text).toBe('バッグ, xách');
  });

  it('ignores case, the Unicode form and the tone-mark convention', () => {
    expect(toJa('MÁY ẢNH').text).toBe('カメラ');
    expect(toJa('Túi Xách').text).toBe('バッグ');
    expect(toJa('máy ảnh'.normalize('NFD')).text).toBe('カメラ');
    expect(toJa('  máy    ảnh  ').text).toBe('カメラ');
    // hoạ (tone on a) and họa (tone on o) are the same word.
    expect(toJa('hoạ tiết hoa').text).toBe('花柄');
    expect(toJa('họa tiết hoa').text).toBe('花柄');
    expect(normalizeText('khoẻ')).toBe(normalizeText('khỏe'));
  });

  it('understands multi-word phrases typed without accents', () => {
    expect(stripDiacritics('Đồng hồ')).toBe('Dong ho');
    expect(toJa('tui xach louis vuitton').text).toBe('バッグ ルイヴィトン');
    expect(toJa('ao khoac nam').text).toBe('ジャケット メンズ');
    expect(toJa('may anh').text).toBe('カメラ');
  });

  it('drops filler words and repeated terms', () => {
    expect(toJa('mua giày nike cho nam').text).toBe('靴 ナイキ メンズ');
    expect(toJa('áo thun t-shirt').text).toBe('Tシャツ');
    expect(toJa('mua')).toEqual({ text: 'mua', translated: false });
  });

  it('says nothing was translated when nothing changed', () => {
    expect(toJa('EOS R6 2020')).toEqual({ text: 'EOS R6 2020', translated: false });
  });

  it('renders English words in Vietnamese when asked', () => {
    expect(glossaryTranslateLatin('leather wallet', 'vi')).toEqual({ text: 'da ví', translated: true });
    expect(glossaryTranslateLatin('nike', 'vi')).toEqual({ text: 'nike', translated: false });
  });
});

describe('Japanese → Vietnamese (titles)', () => {
  it('replaces known words and brands, longest first, and keeps the rest', () => {
    expect(toVi('【新品未使用】ナイキ エアマックス90 スニーカー 27cm 黒')).toEqual({
      text: '【mới chưa sử dụng】 Nike Air Max 90 giày thể thao 27cm đen',
      translated: true,
    });
    expect(toVi('セイコー 腕時計 自動巻き').text).toBe('Seiko đồng hồ đeo tay đồng hồ tự động');
    expect(toVi('ポケモンカード 151 BOX 未開封').text).toBe('thẻ bài Pokemon 151 BOX nguyên seal');
    expect(toVi('ボールペン').text).toBe('bút bi');
  });

  it('renders the words of category names, whole compounds first', () => {
    expect(toVi('レディースファッション').text).toBe('thời trang nữ');
    expect(toVi('メンズファッション').text).toBe('thời trang nam');
    expect(toVi('インテリア・住まい・小物').text).toBe('nội thất・nhà cửa・小物');
    expect(toVi('インテリア小物').text).toBe('đồ trang trí nội thất');
    expect(toVi('スマホアクセサリー').text).toBe('phụ kiện điện thoại');
    expect(toJa('thời trang nữ').text).toBe('レディースファッション');
    expect(toJa('nội thất').text).toBe('インテリア');
    expect(toJa('đồ nội thất').text).toBe('家具');
  });

  it('spaces words that were written together', () => {
    expect(toVi('シャネルバッグ').text).toBe('Chanel túi xách');
  });

  it('reads half-width katakana', () => {
    expect(toVi('ｼｬﾈﾙ ﾊﾞｯｸﾞ').text).toBe('Chanel túi xách');
  });

  it('leaves ambiguous words and fragments of longer words alone', () => {
    // ワンピース is a dress and a manga; ペン inside ペンギン is not a pen; ブルー inside ブルートゥース.
    expect(toVi('ワンピース カード').text).toBe('ワンピース thẻ bài');
    expect(toVi('ペンギン ぬいぐるみ').text).toBe('ペンギン gấu bông');
    expect(toVi('ブルートゥーススピーカー').text).toBe('Bluetooth loa');
    expect(toVi('ダイヤル')).toEqual({ text: 'ダイヤル', translated: false });
  });

  it('returns the title unchanged when it knows no word of it', () => {
    const title = 'ＡＢＣ ｘｙｚ 123';
    expect(toVi(title)).toEqual({ text: title, translated: false });
  });
});
