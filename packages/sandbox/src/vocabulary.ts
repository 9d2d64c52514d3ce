// Japanese vocabularies for the invented listings: brands (with readings), product families
// ("genres") with title builders and price ranges, seller and shop names.
// Names of real brands, works and characters are used the way real listings use them; the
// listings themselves, their sellers and shops are invented.

import type { Rng } from './rng.ts';

export type GenreKey =
  | 'figure'
  | 'card'
  | 'game'
  | 'camera'
  | 'bag'
  | 'fashion'
  | 'shoes'
  | 'book'
  | 'music'
  | 'video'
  | 'cosmetics'
  | 'food'
  | 'electronics'
  | 'watch'
  | 'toy'
  | 'outdoor'
  | 'doujin';

export interface Brand {
  /** Sandbox brand id, the same on every site. */
  id: number;
  /** Name as Japanese listings write it. */
  name: string;
  /** Latin spelling (Mercari `sub_name`). */
  latin: string;
  /** Reading in kana (katakana for foreign names, hiragana for Japanese ones). */
  jaPronunciation: string;
}

const B = (id: number, name: string, latin: string, jaPronunciation: string): Brand => ({ id, name, latin, jaPronunciation });

export const brands: readonly Brand[] = [
  // fashion, shoes, bags
  B(1001, 'ナイキ', 'NIKE', 'ナイキ'),
  B(1002, 'アディダス', 'adidas', 'アディダス'),
  B(1003, 'ニューバランス', 'New Balance', 'ニューバランス'),
  B(1004, 'コンバース', 'CONVERSE', 'コンバース'),
  B(1005, 'ザノースフェイス', 'THE NORTH FACE', 'ザノースフェイス'),
  B(1006, 'ユニクロ', 'UNIQLO', 'ユニクロ'),
  B(1007, 'ジーユー', 'GU', 'ジーユー'),
  B(1008, 'ザラ', 'ZARA', 'ザラ'),
  B(1009, 'ビームス', 'BEAMS', 'ビームス'),
  B(1010, 'シュプリーム', 'Supreme', 'シュプリーム'),
  B(1011, 'コムデギャルソン', 'COMME des GARCONS', 'コムデギャルソン'),
  B(1012, 'スナイデル', 'SNIDEL', 'スナイデル'),
  B(1013, 'アシックス', 'asics', 'アシックス'),
  B(1014, 'オニツカタイガー', 'Onitsuka Tiger', 'オニツカタイガー'),
  B(1015, 'ヴァンズ', 'VANS', 'ヴァンズ'),
  B(1016, 'リーガル', 'REGAL', 'リーガル'),
  B(1101, 'ルイヴィトン', 'LOUIS VUITTON', 'ルイヴィトン'),
  B(1102, 'シャネル', 'CHANEL', 'シャネル'),
  B(1103, 'グッチ', 'GUCCI', 'グッチ'),
  B(1104, 'エルメス', 'HERMES', 'エルメス'),
  B(1105, 'プラダ', 'PRADA', 'プラダ'),
  B(1106, 'コーチ', 'COACH', 'コーチ'),
  B(1107, 'フェンディ', 'FENDI', 'フェンディ'),
  B(1108, 'バーバリー', 'BURBERRY', 'バーバリー'),
  B(1109, 'ポーター', 'PORTER', 'ポーター'),
  B(1110, 'サマンサタバサ', 'Samantha Thavasa', 'サマンサタバサ'),
  // watches
  B(1201, 'セイコー', 'SEIKO', 'セイコー'),
  B(1202, 'カシオ', 'CASIO', 'カシオ'),
  B(1203, 'シチズン', 'CITIZEN', 'シチズン'),
  B(1204, 'ロレックス', 'ROLEX', 'ロレックス'),
  B(1205, 'オメガ', 'OMEGA', 'オメガ'),
  B(1206, 'タグホイヤー', 'TAG Heuer', 'タグホイヤー'),
  B(1207, 'オリエント', 'ORIENT', 'オリエント'),
  // cameras, electronics
  B(1301, 'キヤノン', 'Canon', 'キヤノン'),
  B(1302, 'ニコン', 'Nikon', 'ニコン'),
  B(1303, 'ソニー', 'SONY', 'ソニー'),
  B(1304, '富士フイルム', 'FUJIFILM', 'ふじふいるむ'),
  B(1305, 'オリンパス', 'OLYMPUS', 'オリンパス'),
  B(1306, 'ペンタックス', 'PENTAX', 'ペンタックス'),
  B(1307, 'パナソニック', 'Panasonic', 'パナソニック'),
  B(1308, 'リコー', 'RICOH', 'リコー'),
  B(1309, 'ライカ', 'Leica', 'ライカ'),
  B(1310, 'シグマ', 'SIGMA', 'シグマ'),
  B(1311, 'アップル', 'Apple', 'アップル'),
  B(1312, 'ダイソン', 'dyson', 'ダイソン'),
  B(1313, 'バッファロー', 'BUFFALO', 'バッファロー'),
  B(1314, 'ロジクール', 'Logicool', 'ロジクール'),
  B(1315, 'アンカー', 'Anker', 'アンカー'),
  B(1316, 'シャープ', 'SHARP', 'シャープ'),
  B(1317, '象印', 'ZOJIRUSHI', 'ぞうじるし'),
  // games, toys, hobby
  B(1401, '任天堂', 'Nintendo', 'にんてんどう'),
  B(1402, 'スクウェア・エニックス', 'SQUARE ENIX', 'スクウェアエニックス'),
  B(1403, 'カプコン', 'CAPCOM', 'カプコン'),
  B(1404, 'セガ', 'SEGA', 'セガ'),
  B(1405, 'コナミ', 'KONAMI', 'コナミ'),
  B(1406, 'バンダイ', 'BANDAI', 'バンダイ'),
  B(1407, 'タカラトミー', 'TAKARA TOMY', 'タカラトミー'),
  B(1408, 'グッドスマイルカンパニー', 'GOOD SMILE COMPANY', 'グッドスマイルカンパニー'),
  B(1409, 'マックスファクトリー', 'Max Factory', 'マックスファクトリー'),
  B(1410, 'コトブキヤ', 'KOTOBUKIYA', 'コトブキヤ'),
  B(1411, 'レゴ', 'LEGO', 'レゴ'),
  B(1412, 'ポケモン', 'Pokémon', 'ポケモン'),
  B(1413, 'エポック社', 'EPOCH', 'えぽっくしゃ'),
  // cosmetics
  B(1501, '資生堂', 'SHISEIDO', 'しせいどう'),
  B(1502, 'エスケーツー', 'SK-II', 'エスケーツー'),
  B(1503, 'アネッサ', 'ANESSA', 'アネッサ'),
  B(1504, 'コーセー', 'KOSE', 'コーセー'),
  B(1505, 'クリニーク', 'CLINIQUE', 'クリニーク'),
  B(1506, 'ディオール', 'Dior', 'ディオール'),
  B(1507, 'ランコム', 'LANCOME', 'ランコム'),
  B(1508, 'ケイト', 'KATE', 'ケイト'),
  B(1509, 'キャンメイク', 'CANMAKE', 'キャンメイク'),
  B(1510, '無印良品', 'MUJI', 'むじるしりょうひん'),
  // outdoor, sports
  B(1601, 'コールマン', 'Coleman', 'コールマン'),
  B(1602, 'スノーピーク', 'snow peak', 'スノーピーク'),
  B(1603, 'キャロウェイ', 'Callaway', 'キャロウェイ'),
  B(1604, 'テーラーメイド', 'TaylorMade', 'テーラーメイド'),
  B(1605, 'ミズノ', 'MIZUNO', 'みずの'),
  B(1606, 'ヨネックス', 'YONEX', 'ヨネックス'),
];

const brandById = new Map(brands.map((b) => [b.id, b]));

export function brandOf(id: number): Brand | undefined {
  return brandById.get(id);
}

export interface TitleParts {
  title: string;
  /** Facts shown in descriptions and spec tables (Japanese keys). */
  attributes: Record<string, string>;
}

export interface Genre {
  key: GenreKey;
  /** Short Japanese label (images, descriptions). */
  label: string;
  /** Price range in yen (log-uniform). */
  priceJpy: readonly [number, number];
  /** Brands a listing of this genre may carry; empty when the genre has none. */
  brandIds: readonly number[];
  /** Brands that fit a category path (default: brandIds). */
  brandIdsFor?(path: readonly string[]): readonly number[];
  /** Share of listings without a brand even though the genre has brands. */
  noBrandRate: number;
  /** Sizes/colours for variants (clothing and shoes). */
  variants: 'clothing' | 'shoes' | null;
  /** `path`: names of the listing's category path (root first), so titles agree with categories. */
  build(rng: Rng, brand: Brand | null, path: readonly string[]): TitleParts;
}

const t = (...parts: ReadonlyArray<string | false | undefined>): string =>
  parts
    .filter((p): p is string => typeof p === 'string' && p.length > 0)
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();

const FIGURE_CHARACTERS: ReadonlyArray<readonly [string, string]> = [
  ['ワンピース', 'モンキー・D・ルフィ'],
  ['ワンピース', 'ロロノア・ゾロ'],
  ['鬼滅の刃', '竈門炭治郎'],
  ['鬼滅の刃', '竈門禰豆子'],
  ['呪術廻戦', '五条悟'],
  ['呪術廻戦', '虎杖悠仁'],
  ['ドラゴンボール', '孫悟空'],
  ['ドラゴンボール', 'ベジータ'],
  ['初音ミク', '初音ミク'],
  ['ポケットモンスター', 'ピカチュウ'],
  ['エヴァンゲリオン', '綾波レイ'],
  ['SPY×FAMILY', 'アーニャ・フォージャー'],
  ['僕のヒーローアカデミア', '緑谷出久'],
  ['チェンソーマン', 'マキマ'],
  ['ウマ娘', 'スペシャルウィーク'],
  ['機動戦士ガンダム', 'シャア・アズナブル'],
  ['NARUTO', 'うずまきナルト'],
  ['進撃の巨人', 'リヴァイ'],
  ['推しの子', '星野アイ'],
  ['葬送のフリーレン', 'フリーレン'],
];
const FIGURE_LINES = [
  '一番くじ A賞',
  '一番くじ ラストワン賞',
  'ねんどろいど',
  'figma',
  'POP UP PARADE',
  'S.H.Figuarts',
  '1/7 スケールフィギュア',
  'プライズ フィギュア',
  'Q posket',
  'ARTFX J',
  'フィギュアーツZERO',
];
const FIGURE_TAILS = ['未開封', '新品', '開封品', '箱傷みあり', '国内正規品', '美品', '', ''];

/** [publisher brand id (0: none), game, cards, sets] */
const CARD_GAMES: ReadonlyArray<readonly [number, string, readonly string[], readonly string[]]> = [
  [1412, 'ポケモンカード', ['ピカチュウex SAR', 'リザードンex SAR', 'ミュウツー UR', 'ナンジャモ SR', 'リーリエ SR', 'マリィ SR', 'ブラッキーVMAX HR', 'イーブイ AR', 'ピカチュウ プロモ'], ['151', 'VSTARユニバース', 'シャイニートレジャーex', 'クレイバースト', '旧裏']],
  [1405, '遊戯王', ['ブラック・マジシャン・ガール シークレット', '青眼の白龍 レリーフ', '灰流うらら 20thシークレット', 'ブルーアイズ・ホワイト・ドラゴン ウルトラ'], ['20th ANNIVERSARY', 'QUARTER CENTURY', '初期']],
  [1406, 'ワンピースカード', ['モンキー・D・ルフィ パラレル', 'ヤマト SEC', 'ナミ SR パラレル', 'シャンクス SEC'], ['ROMANCE DAWN', '新時代の主役']],
  [1407, 'デュエルマスターズ', ['ボルメテウス・ホワイト・ドラゴン', '流星のガイアッシュ・カイザー', 'モルト NEXT'], ['20周年', '殿堂']],
  [0, 'ヴァイスシュヴァルツ', ['サイン SP', 'SSP ホロ'], ['ブースターパック']],
];
const CARD_TAILS = ['PSA10', 'PSA9', '美品', '未使用', 'ワンオーナー', '1枚', 'まとめ売り', '', ''];

const GAME_PLATFORMS = ['Nintendo Switch', 'PS5', 'PS4', 'ニンテンドー3DS', 'PS Vita', 'ゲームボーイアドバンス', 'スーパーファミコン', 'PS2', 'ニンテンドーDS'];
const GAME_TITLES: ReadonlyArray<readonly [number, string]> = [
  [1401, 'ゼルダの伝説 ティアーズ オブ ザ キングダム'],
  [1401, 'スーパーマリオブラザーズ ワンダー'],
  [1401, 'ポケットモンスター スカーレット'],
  [1401, 'あつまれ どうぶつの森'],
  [1401, 'スプラトゥーン3'],
  [1401, '大乱闘スマッシュブラザーズ SPECIAL'],
  [1401, '星のカービィ ディスカバリー'],
  [1402, 'ファイナルファンタジーVII リバース'],
  [1402, 'ドラゴンクエストXI S'],
  [1402, 'キングダムハーツIII'],
  [1402, 'クロノ・トリガー'],
  [1403, 'モンスターハンターライズ'],
  [1403, 'ストリートファイター6'],
  [1403, 'バイオハザード RE:4'],
  [1404, 'ペルソナ5 ザ・ロイヤル'],
  [1404, '龍が如く8'],
  [1405, 'メタルギアソリッド'],
  [1405, '桃太郎電鉄ワールド'],
];
const GAME_FORMS = ['ソフト', 'パッケージ版', '限定版', '初回特典付き', '箱説付き', 'ソフトのみ'];
const CONSOLES: ReadonlyArray<readonly [number, string]> = [
  [1401, 'Nintendo Switch 有機ELモデル 本体 ホワイト'],
  [1401, 'Nintendo Switch Lite 本体 ターコイズ'],
  [1401, 'ゲームボーイアドバンスSP 本体 パールブルー'],
  [1401, 'ニンテンドー3DS LL 本体 New'],
  [1303, 'PS5 本体 CFI-2000 ディスクドライブ搭載'],
  [1303, 'PS4 Pro 本体 CUH-7200'],
];

type Row = readonly [brandId: number, name: string, hints?: readonly string[]];

const DIGITAL = ['デジタル', 'カメラ'];
const CAMERA_MODELS: ReadonlyArray<Row> = [
  [1301, 'EOS R6 Mark II ボディ', DIGITAL],
  [1301, 'EOS 5D Mark IV', DIGITAL],
  [1301, 'EOS Kiss X10 ダブルズームキット', DIGITAL],
  [1301, 'AE-1 フィルムカメラ', ['フィルム']],
  [1301, 'RF24-105mm F4 L IS USM レンズ', ['レンズ']],
  [1302, 'Z6II ボディ', DIGITAL],
  [1302, 'D750', DIGITAL],
  [1302, 'FM2 フィルムカメラ', ['フィルム']],
  [1302, 'AF-S NIKKOR 50mm f/1.8G レンズ', ['レンズ']],
  [1303, 'α7 IV ILCE-7M4', DIGITAL],
  [1303, 'α6400 パワーズームレンズキット', DIGITAL],
  [1303, 'RX100M7', DIGITAL],
  [1304, 'X100V シルバー', DIGITAL],
  [1304, 'X-T5 ボディ', DIGITAL],
  [1305, 'PEN E-P7', DIGITAL],
  [1305, 'OM-D E-M10 Mark IV', DIGITAL],
  [1306, 'K-3 Mark III', DIGITAL],
  [1306, 'SP フィルムカメラ', ['フィルム']],
  [1307, 'LUMIX GH6', DIGITAL],
  [1308, 'GR III', DIGITAL],
  [1309, 'M6 フィルムカメラ', ['フィルム']],
  [1310, '35mm F1.4 DG DN Art レンズ', ['レンズ']],
];
const CAMERA_TAILS = ['美品', '動作確認済み', 'ショット数少', '元箱付き', 'シャッター回数約3000回', 'レンズ曇りなし', 'ジャンク', ''];

const BAG_LINES: Readonly<Record<number, readonly string[]>> = {
  1101: ['モノグラム ネヴァーフルMM トートバッグ', 'ダミエ スピーディ30', 'モノグラム ポシェット・アクセソワール', 'エピ アルマ ハンドバッグ'],
  1102: ['マトラッセ チェーンショルダーバッグ', 'キャビアスキン ココマーク トート', 'ボーイシャネル ショルダー'],
  1103: ['GGマーモント ショルダーバッグ', 'GGスプリーム トートバッグ', 'バンブー ハンドバッグ'],
  1104: ['バーキン30', 'ケリー28', 'エールライン トート', 'ガーデンパーティ PM'],
  1105: ['テスート ナイロン リュック', 'サフィアーノ 2way ハンドバッグ'],
  1106: ['シグネチャー ショルダーバッグ', 'レザー トートバッグ', 'ミニ ボディバッグ'],
  1107: ['ピーカブー', 'バゲット ショルダー'],
  1108: ['ノバチェック トートバッグ', 'ヴィンテージチェック ショルダー'],
  1109: ['タンカー 2way ヘルメットバッグ', 'リフト トートバッグ'],
  1110: ['2way ハンドバッグ', 'ショルダーバッグ ピンク'],
};
const BAG_TAILS = ['正規品', '鑑定済み', '美品', 'USED', '箱・保存袋付き', 'ヴィンテージ', ''];

const CLOTHES: ReadonlyArray<readonly [string, string]> = [
  ['レディース', 'ワンピース 花柄 ロング'],
  ['レディース', 'ニット カーディガン'],
  ['レディース', 'シャツ ブラウス 長袖'],
  ['レディース', 'プリーツスカート'],
  ['レディース', 'トレンチコート'],
  ['レディース', 'デニムパンツ ワイド'],
  ['メンズ', 'ヌプシジャケット ダウン'],
  ['メンズ', 'パーカー スウェット'],
  ['メンズ', 'Tシャツ 半袖 ロゴ'],
  ['メンズ', 'チノパン'],
  ['メンズ', 'ウルトラライトダウン ジャケット'],
  ['メンズ', 'マウンテンパーカー'],
];
export const COLOURS = ['ブラック', 'ホワイト', 'ネイビー', 'ベージュ', 'グレー', 'カーキ', 'ピンク', 'ブルー'];
export const CLOTHING_SIZES = ['S', 'M', 'L', 'XL', 'FREE'];
export const SHOE_SIZES = ['23.0', '23.5', '24.0', '24.5', '25.0', '25.5', '26.0', '26.5', '27.0', '27.5', '28.0', '29.0'];

const SHOE_MODELS: Readonly<Record<number, readonly string[]>> = {
  1001: ['エアフォース1 07', 'エアマックス90', 'ダンク ロー レトロ', 'エアジョーダン1 ハイ OG'],
  1002: ['スタンスミス', 'スーパースター', 'サンバ OG'],
  1003: ['996', '574', '2002R'],
  1004: ['オールスター ハイカット', 'ジャックパーセル'],
  1015: ['オールドスクール', 'スリッポン'],
  1013: ['ゲルカヤノ 30', 'GEL-1130'],
  1014: ['メキシコ66'],
  1016: ['ストレートチップ ビジネスシューズ'],
};

const MANGA = ['ONE PIECE', '呪術廻戦', '鬼滅の刃', 'SPY×FAMILY', '進撃の巨人', 'ハイキュー!!', '葬送のフリーレン', 'チェンソーマン', 'キングダム', '名探偵コナン', 'ドラゴンボール', 'SLAM DUNK', 'ブルーロック', '薬屋のひとりごと'];
const BOOKS = [
  '村上春樹 ノルウェイの森 上下巻 文庫',
  '東野圭吾 容疑者Xの献身 文庫',
  '又吉直樹 火花 単行本',
  '宮部みゆき 火車 文庫',
  'ハリー・ポッターと賢者の石 単行本',
  'JLPT N2 問題集 新完全マスター',
  'ドラゴンクエストV 公式ガイドブック 攻略本',
  'イラスト集 画集 初版',
  '週刊少年ジャンプ 2024年 1号',
];
const PUBLISHERS = ['集英社', '講談社', '小学館', 'KADOKAWA', '新潮社'];

const ARTISTS = ['King Gnu', 'YOASOBI', '宇多田ヒカル', 'Mrs. GREEN APPLE', '米津玄師', 'Official髭男dism', "B'z", 'サザンオールスターズ', '安室奈美恵', '嵐', '乃木坂46', 'LiSA', 'Ado', 'スピッツ', 'Aimer'];
const ALBUM_FORMS = ['ベストアルバム 初回生産限定盤 CD+Blu-ray', 'アルバム 通常盤 CD', 'シングル 初回盤A', 'ライブ Blu-ray', 'アナログ盤 LP', 'ALL TIME BEST 3CD', 'アニメ主題歌 CD'];
const VIDEOS = ['鬼滅の刃 遊郭編', '呪術廻戦 懐玉・玉折', 'となりのトトロ', '千と千尋の神隠し', '新世紀エヴァンゲリオン', 'ガールズ&パンツァー', 'ラブライブ！サンシャイン!!', 'けいおん!', '機動戦士ガンダム 水星の魔女', '君の名は。', 'シン・ゴジラ', '半沢直樹 ドラマ'];
const VIDEO_FORMS = ['Blu-ray 完全生産限定版 第1巻', 'DVD', 'Blu-ray BOX', '4K UHD Blu-ray', 'DVD 全巻セット', '特装限定版 Blu-ray'];

const COSMETICS: Readonly<Record<number, readonly string[]>> = {
  1501: ['エリクシール 化粧水 とてもしっとり 170ml', 'アルティミューン 美容液 50ml', 'ベネフィーク 乳液'],
  1502: ['フェイシャルトリートメントエッセンス 230ml', 'スキンパワー クリーム 80g'],
  1503: ['パーフェクトUV スキンケアミルク 60ml', '日焼け止め ジェル 90g'],
  1504: ['雪肌精 化粧水 200ml', 'コスメデコルテ リポソーム 美容液'],
  1505: ['モイスチャー サージ 100H', 'クラリファイング ローション 2'],
  1506: ['ルージュ ディオール 口紅 999', 'アディクト リップ マキシマイザー'],
  1507: ['ジェニフィック アドバンスト N 50ml', 'タンイドル ファンデーション'],
  1508: ['デザイニングアイブロウ 3D', 'リップモンスター'],
  1509: ['マシュマロフィニッシュパウダー', 'パーフェクトスタイリストアイズ'],
  1510: ['化粧水 敏感肌用 高保湿タイプ 400ml', 'ホホバオイル 200ml'],
};
const COSMETIC_TAILS = ['新品未開封', '正規品', '限定品', '数量限定', '2個セット', ''];

const FOODS: ReadonlyArray<Row> = [
  [0, '北海道産 ゆめぴりか 10kg 令和6年産', ['米']],
  [0, '魚沼産コシヒカリ 5kg', ['米']],
  [0, '国産 もち麦 800g', ['米', '雑穀']],
  [0, '訳あり 辛子明太子 1kg', ['魚', '海産']],
  [0, '北海道 ホタテ 貝柱 1kg 刺身用', ['魚', '海産']],
  [0, 'うなぎ 蒲焼き 国産 2尾', ['魚', '海産']],
  [0, '神戸牛 すき焼き用 500g', ['肉']],
  [0, '黒毛和牛 ハンバーグ 10個セット', ['肉']],
  [0, '博多 もつ鍋セット 4人前', ['肉']],
  [0, '宇治抹茶 スイーツ 詰め合わせ', ['菓子', 'スイーツ']],
  [0, '白い恋人風 ラングドシャ 24枚入', ['菓子', 'スイーツ']],
  [0, 'チーズケーキ 5号 冷凍', ['菓子', 'スイーツ']],
];
const FOOD_TAGS = ['送料無料', 'ギフト', 'お歳暮', 'お中元', '訳あり', 'ポイント10倍', '楽天ランキング1位'];

const AUDIO = ['ヘッド', 'イヤ', 'オーディオ'];
const HOME = ['家電', '掃除機', '炊飯器'];
const PC = ['周辺機器', 'ストレージ', 'マウス', 'PC'];
const ELECTRONICS: ReadonlyArray<Row> = [
  [1311, 'iPad 第10世代 64GB Wi-Fiモデル', ['タブレット']],
  [1311, 'iPhone 13 128GB SIMフリー', ['スマートフォン']],
  [1303, 'Xperia 10 V SIMフリー', ['スマートフォン']],
  [1311, 'AirPods Pro 第2世代', AUDIO],
  [1303, 'WH-1000XM5 ワイヤレスヘッドホン', AUDIO],
  [1303, 'WF-1000XM5 イヤホン', AUDIO],
  [1307, 'ナノケア ドライヤー EH-NA0J', HOME],
  [1312, 'V12 Detect Slim コードレス掃除機', HOME],
  [1316, '加湿空気清浄機 プラズマクラスター', HOME],
  [1317, '炊飯器 圧力IH 5.5合', HOME],
  [1313, '外付けHDD 4TB', PC],
  [1314, 'MX Master 3S マウス', PC],
  [1315, 'モバイルバッテリー 20000mAh', PC],
];

const WATCHES: ReadonlyArray<Row> = [
  [1201, 'プレザージュ 自動巻き'],
  [1201, '5スポーツ SBSA'],
  [1201, 'グランドセイコー SBGX'],
  [1202, 'G-SHOCK GA-2100'],
  [1202, 'オシアナス マンタ'],
  [1203, 'アテッサ エコドライブ'],
  [1204, 'サブマリーナ 16610'],
  [1204, 'デイトジャスト 16233'],
  [1205, 'スピードマスター プロフェッショナル'],
  [1206, 'アクアレーサー'],
  [1207, 'バンビーノ'],
];
const WATCH_TAILS = ['稼働品', 'OH済み', '美品', '箱・保証書付き', 'ジャンク', ''];

const KITS = ['プラモデル', '模型', 'ガンプラ'];
const CARS = ['ミニカー', '鉄道'];
const TOYS: ReadonlyArray<Row> = [
  [1406, 'ガンプラ HG 1/144 ガンダム エアリアル', KITS],
  [1406, 'MG 1/100 νガンダム Ver.Ka', KITS],
  [1406, 'RG 1/144 ユニコーンガンダム', KITS],
  [1410, 'フレームアームズ・ガール プラモデル', KITS],
  [1407, 'トミカ ミニカー 50台セット', CARS],
  [1407, 'プラレール 新幹線 N700S', CARS],
  [1406, 'たまごっち Uni', ['おもちゃ', '玩具']],
  [1411, 'レゴ 75192 ミレニアム・ファルコン', ['おもちゃ', '玩具']],
  [1407, 'ベイブレードX スターターセット', ['おもちゃ', '玩具']],
  [1413, 'シルバニアファミリー 赤い屋根の大きなお家', ['おもちゃ', '玩具']],
];

const CAMP = ['アウトドア', 'テント', 'キャンプ'];
const OUTDOOR: ReadonlyArray<Row> = [
  [1601, 'テント タフドーム 3025', CAMP],
  [1601, 'ツーバーナー ガソリンストーブ', CAMP],
  [1602, '焚火台 L', CAMP],
  [1602, 'ランドロック テント', CAMP],
  [1603, 'ドライバー PARADYM 10.5°', ['ゴルフ', 'クラブ']],
  [1604, 'アイアンセット 6本', ['ゴルフ', 'クラブ']],
  [1605, '野球グローブ 硬式 内野用', ['スポーツ']],
  [1606, 'バドミントンラケット アストロクス', ['スポーツ']],
];

const DOUJIN_WORKS = ['東方Project', '艦隊これくしょん', 'Fate/Grand Order', 'ブルーアーカイブ', '原神', 'アイドルマスター', '刀剣乱舞', 'ヘタリア'];
const DOUJIN_FORMS = ['同人誌 B5 {n}P', '同人ソフト CD-ROM', '同人グッズ アクリルスタンド', '同人音楽CD C{n}'];

function byBrand<T extends readonly [number, ...unknown[]]>(table: ReadonlyArray<T>, brand: Brand | null, rng: Rng): T {
  const own = brand ? table.filter(([id]) => id === brand.id) : [];
  return own.length > 0 ? rng.pick(own) : rng.pick(table);
}

function cardGamesFor(path: readonly string[]): typeof CARD_GAMES {
  const named = CARD_GAMES.filter(([, g]) => path.some((p) => p.includes(g.slice(0, 3))));
  return named.length > 0 ? named : CARD_GAMES;
}

function consolesFor(path: readonly string[]): ReadonlyArray<readonly [number, string]> {
  const platform = GAME_PLATFORMS.find((p) => path.includes(p));
  return platform ? CONSOLES.filter(([, name]) => name.startsWith(platform)) : CONSOLES;
}

/** Rows whose hints name one of the category path's words; all rows when none do. */
function fit(table: ReadonlyArray<Row>, path: readonly string[]): ReadonlyArray<Row> {
  const matching = table.filter(([, , hints]) => hints?.some((h) => path.some((p) => p.includes(h))));
  return matching.length > 0 ? matching : table;
}

const brandIdsOf = (table: ReadonlyArray<readonly [number, ...unknown[]]>): number[] => [...new Set(table.map(([id]) => id))];

/** Brand names compared without separators (ルイ・ヴィトン = ルイヴィトン). */
const squash = (text: string): string => text.replace(/[\s・･.-]/g, '').toLowerCase();

export const genres: Readonly<Record<GenreKey, Genre>> = {
  figure: {
    key: 'figure',
    label: 'フィギュア',
    priceJpy: [800, 60_000],
    brandIds: [1406, 1408, 1409, 1410, 1404],
    noBrandRate: 0.3,
    variants: null,
    build(rng, brand) {
      const [series, character] = rng.pick(FIGURE_CHARACTERS);
      const line = rng.pick(FIGURE_LINES);
      const title = t(line, series, character, 'フィギュア', rng.pick(FIGURE_TAILS));
      return { title, attributes: { 作品名: series, キャラクター: character, ...(brand ? { メーカー: brand.name } : {}) } };
    },
  },
  card: {
    key: 'card',
    label: 'トレカ',
    priceJpy: [100, 300_000],
    brandIds: [1412, 1405, 1406, 1407],
    brandIdsFor: (path) => cardGamesFor(path).map(([id]) => id).filter((id) => id > 0),
    noBrandRate: 0.4,
    variants: null,
    build(rng, brand, path) {
      const fitting = cardGamesFor(path);
      const own = brand ? fitting.filter(([id]) => id === brand.id) : fitting.filter(([id]) => id === 0);
      const [, game, cards, sets] = rng.pick(own.length > 0 ? own : fitting);
      const card = rng.pick(cards);
      const title = `【${game}】${t(card, rng.chance(0.7) ? rng.pick(sets) : '', rng.pick(CARD_TAILS))}`;
      return { title, attributes: { ゲーム: game, カード名: card } };
    },
  },
  game: {
    key: 'game',
    label: 'ゲーム',
    priceJpy: [300, 60_000],
    brandIds: [1401, 1402, 1403, 1404, 1405, 1303],
    // Console categories: console makers; software categories: publishers (Nintendo is both).
    brandIdsFor: (path) => (path.some((p) => p.includes('本体')) ? brandIdsOf(consolesFor(path)) : brandIdsOf(GAME_TITLES)),
    noBrandRate: 0,
    variants: null,
    build(rng, brand, path): TitleParts {
      const pathPlatform = GAME_PLATFORMS.find((p) => path.includes(p));
      const consoles = consolesFor(path).filter(([id]) => !brand || id === brand.id);
      if (consoles.length > 0 && (path.some((p) => p.includes('本体')) || rng.chance(0.2))) {
        const [, body] = rng.pick(consoles);
        return { title: t(body, rng.pick(['動作確認済み', '箱付き', '美品', ''])), attributes: { 種類: '本体' } };
      }
      const [, name] = byBrand(GAME_TITLES, brand, rng);
      const platform = pathPlatform ?? rng.pick(GAME_PLATFORMS);
      return { title: t(platform, name, rng.pick(GAME_FORMS)), attributes: { 機種: platform, タイトル: name } };
    },
  },
  camera: {
    key: 'camera',
    label: 'カメラ',
    priceJpy: [3_000, 450_000],
    brandIds: brandIdsOf(CAMERA_MODELS),
    brandIdsFor: (path) => brandIdsOf(fit(CAMERA_MODELS, path)),
    noBrandRate: 0,
    variants: null,
    build(rng, brand, path) {
      const [id, model] = byBrand(fit(CAMERA_MODELS, path), brand, rng);
      const latin = (brand && brand.id === id ? brand : brandOf(id))?.latin ?? '';
      return { title: t(latin, model, rng.pick(CAMERA_TAILS)), attributes: { 型番: model } };
    },
  },
  bag: {
    key: 'bag',
    label: 'バッグ',
    priceJpy: [3_000, 1_200_000],
    brandIds: Object.keys(BAG_LINES).map(Number),
    brandIdsFor: (path) => {
      const ids = Object.keys(BAG_LINES).map(Number);
      const named = ids.filter((id) => path.some((p) => squash(p).includes(squash(brandOf(id)?.name ?? '?'))));
      return named.length > 0 ? named : ids;
    },
    noBrandRate: 0,
    variants: null,
    build(rng, brand) {
      const b = brand && BAG_LINES[brand.id] ? brand : (brandOf(1101) as Brand);
      const line = rng.pick(BAG_LINES[b.id] as readonly string[]);
      return { title: t(b.latin, b.name, line, rng.pick(BAG_TAILS)), attributes: { ライン: line } };
    },
  },
  fashion: {
    key: 'fashion',
    label: 'ファッション',
    priceJpy: [500, 60_000],
    brandIds: [1001, 1002, 1005, 1006, 1007, 1008, 1009, 1010, 1011, 1012],
    noBrandRate: 0.15,
    variants: 'clothing',
    build(rng, brand, path) {
      const gender = path.some((p) => p.includes('メンズ')) ? 'メンズ' : path.some((p) => p.includes('レディース')) ? 'レディース' : null;
      const fitting = gender ? CLOTHES.filter(([g]) => g === gender) : CLOTHES;
      const [, item] = rng.pick(fitting);
      const shownGender = gender ?? (CLOTHES.find(([, i]) => i === item)?.[0] as string);
      const colour = rng.pick(COLOURS);
      return {
        title: t(brand?.latin, item, colour, shownGender),
        attributes: { 対象: shownGender, カラー: colour },
      };
    },
  },
  shoes: {
    key: 'shoes',
    label: 'シューズ',
    priceJpy: [1_500, 80_000],
    brandIds: Object.keys(SHOE_MODELS).map(Number),
    noBrandRate: 0,
    variants: 'shoes',
    build(rng, brand) {
      const b = brand && SHOE_MODELS[brand.id] ? brand : (brandOf(1001) as Brand);
      const model = rng.pick(SHOE_MODELS[b.id] as readonly string[]);
      const size = rng.pick(SHOE_SIZES);
      const colour = rng.pick(COLOURS);
      return { title: t(b.latin, model, `${size}cm`, colour, model.includes('シューズ') ? '' : 'スニーカー'), attributes: { サイズ: `${size}cm`, カラー: colour } };
    },
  },
  book: {
    key: 'book',
    label: '本・コミック',
    priceJpy: [100, 40_000],
    brandIds: [],
    noBrandRate: 1,
    variants: null,
    build(rng): TitleParts {
      const publisher = rng.pick(PUBLISHERS);
      if (rng.chance(0.65)) {
        const work = rng.pick(MANGA);
        const n = rng.int(5, 107);
        const form = rng.pick(['全巻セット', `1-${n}巻 セット`, `第${n}巻 初版`, `最新刊 ${n}巻`, '完全版 全巻', `特装版 ${n}巻`]);
        return { title: t(work, form, rng.pick(['漫画', 'コミック', ''])), attributes: { 作品名: work, 出版社: publisher } };
      }
      return { title: rng.pick(BOOKS), attributes: { 出版社: publisher } };
    },
  },
  music: {
    key: 'music',
    label: 'CD',
    priceJpy: [200, 20_000],
    brandIds: [],
    noBrandRate: 1,
    variants: null,
    build(rng) {
      const artist = rng.pick(ARTISTS);
      return { title: t(artist, rng.pick(ALBUM_FORMS), rng.pick(['帯付き', '美品', '未開封', ''])), attributes: { アーティスト: artist } };
    },
  },
  video: {
    key: 'video',
    label: 'DVD・BD',
    priceJpy: [300, 40_000],
    brandIds: [],
    noBrandRate: 1,
    variants: null,
    build(rng) {
      const work = rng.pick(VIDEOS);
      return { title: t(work, rng.pick(VIDEO_FORMS), rng.pick(['特典付き', '国内正規品', '']) ), attributes: { タイトル: work } };
    },
  },
  cosmetics: {
    key: 'cosmetics',
    label: 'コスメ',
    priceJpy: [500, 30_000],
    brandIds: Object.keys(COSMETICS).map(Number),
    noBrandRate: 0,
    variants: null,
    build(rng, brand) {
      const b = brand && COSMETICS[brand.id] ? brand : (brandOf(1501) as Brand);
      const product = rng.pick(COSMETICS[b.id] as readonly string[]);
      return { title: t(b.latin, b.name, product, rng.pick(COSMETIC_TAILS)), attributes: { 内容: product } };
    },
  },
  food: {
    key: 'food',
    label: '食品',
    priceJpy: [500, 20_000],
    brandIds: [],
    noBrandRate: 1,
    variants: null,
    build(rng, _brand, path) {
      const [, food] = rng.pick(fit(FOODS, path));
      return { title: `【${rng.pick(FOOD_TAGS)}】${food}`, attributes: { 内容量: food.split(' ').pop() ?? '' } };
    },
  },
  electronics: {
    key: 'electronics',
    label: '家電',
    priceJpy: [1_500, 200_000],
    brandIds: brandIdsOf(ELECTRONICS),
    brandIdsFor: (path) => brandIdsOf(fit(ELECTRONICS, path)),
    noBrandRate: 0,
    variants: null,
    build(rng, brand, path) {
      const [id, model] = byBrand(fit(ELECTRONICS, path), brand, rng);
      const latin = brandOf(id)?.latin ?? '';
      return { title: t(latin, model, rng.pick(['新品', '未開封', '美品', '動作品', '保証付き', ''])), attributes: { 型番: model } };
    },
  },
  watch: {
    key: 'watch',
    label: '腕時計',
    priceJpy: [2_000, 2_000_000],
    brandIds: brandIdsOf(WATCHES),
    noBrandRate: 0,
    variants: null,
    build(rng, brand) {
      const [id, model] = byBrand(WATCHES, brand, rng);
      const latin = brandOf(id)?.latin ?? '';
      return { title: t(latin, model, '腕時計', rng.pick(WATCH_TAILS)), attributes: { モデル: model } };
    },
  },
  toy: {
    key: 'toy',
    label: 'おもちゃ',
    priceJpy: [300, 90_000],
    brandIds: brandIdsOf(TOYS),
    brandIdsFor: (path) => brandIdsOf(fit(TOYS, path)),
    noBrandRate: 0,
    variants: null,
    build(rng, brand, path) {
      const [, model] = byBrand(fit(TOYS, path), brand, rng);
      return { title: t(model, rng.pick(['未組立', '新品', '箱付き', '中古', ''])), attributes: { 商品名: model } };
    },
  },
  outdoor: {
    key: 'outdoor',
    label: 'アウトドア',
    priceJpy: [1_000, 150_000],
    brandIds: brandIdsOf(OUTDOOR),
    brandIdsFor: (path) => brandIdsOf(fit(OUTDOOR, path)),
    noBrandRate: 0,
    variants: null,
    build(rng, brand, path) {
      const [id, model] = byBrand(fit(OUTDOOR, path), brand, rng);
      const latin = brandOf(id)?.latin ?? '';
      return { title: t(latin, model, rng.pick(['新品', '美品', '数回使用', ''])), attributes: { 商品名: model } };
    },
  },
  doujin: {
    key: 'doujin',
    label: '同人',
    priceJpy: [100, 15_000],
    brandIds: [],
    noBrandRate: 1,
    variants: null,
    build(rng) {
      const work = rng.pick(DOUJIN_WORKS);
      const form = rng.pick(DOUJIN_FORMS).replace('{n}', String(rng.int(16, 120)));
      return { title: t(`${work}`, form), attributes: { ジャンル: work } };
    },
  },
};

export const genreKeys = Object.keys(genres) as GenreKey[];

// --- people and shops -------------------------------------------------------------------------

/** Nicknames of private sellers (Mercari, PayPay, Yahoo Auctions display names). */
export const NICKNAMES = [
  'もちごめ', 'ねこまる', 'さくら', 'ゆうき', 'たろう', 'mii', 'kana', 'プロフ必読', 'ひよこ', 'まめ太',
  'りんご', 'なっちゃん', 'hana', 'ココア', 'そら', 'ぽんず', 'きなこ', 'Yuki', 'みかん箱', 'はるか',
  'ゆず', 'まるちゃん', 'いちご大福', 'おでん', 'tomo', 'しろくま', 'あんこ', 'ミント', 'こはる', 'ぴよ',
];

/** Romaji words for Yahoo user ids and shop codes. */
export const ROMAJI = [
  'mochi', 'neko', 'sakura', 'yuki', 'taro', 'hana', 'sora', 'kinako', 'mikan', 'yuzu',
  'kuma', 'anko', 'koharu', 'piyo', 'tanuki', 'kitsune', 'momo', 'hoshi', 'umi', 'kaze',
];

export const SHOP_PREFIXES: ReadonlyArray<readonly [string, string]> = [
  ['さくら', 'sakura'],
  ['富士', 'fuji'],
  ['みなと', 'minato'],
  ['あおば', 'aoba'],
  ['ひかり', 'hikari'],
  ['やまと', 'yamato'],
  ['こまち', 'komachi'],
  ['いろは', 'iroha'],
  ['つばめ', 'tsubame'],
  ['はなまる', 'hanamaru'],
  ['大黒', 'daikoku'],
  ['みやび', 'miyabi'],
];

/** Shop kinds and the genres they sell. */
export const SHOP_KINDS: ReadonlyArray<{ ja: string; romaji: string; genres: readonly GenreKey[] }> = [
  { ja: '書店', romaji: 'books', genres: ['book', 'music', 'video', 'doujin'] },
  { ja: 'カメラ', romaji: 'camera', genres: ['camera', 'electronics'] },
  { ja: '電機', romaji: 'denki', genres: ['electronics', 'game', 'camera'] },
  { ja: 'ファッション', romaji: 'fashion', genres: ['fashion', 'shoes', 'bag', 'watch'] },
  { ja: 'ホビー', romaji: 'hobby', genres: ['figure', 'card', 'toy', 'game'] },
  { ja: 'コスメ', romaji: 'cosme', genres: ['cosmetics'] },
  { ja: '食品館', romaji: 'food', genres: ['food'] },
  { ja: 'スポーツ', romaji: 'sports', genres: ['outdoor', 'shoes', 'fashion'] },
  { ja: 'ブランドリユース', romaji: 'reuse', genres: ['bag', 'watch', 'camera', 'fashion'] },
];

export const PREFECTURES = [
  '北海道', '青森県', '宮城県', '福島県', '茨城県', '栃木県', '埼玉県', '千葉県', '東京都', '神奈川県',
  '新潟県', '長野県', '静岡県', '愛知県', '京都府', '大阪府', '兵庫県', '奈良県', '岡山県', '広島県',
  '香川県', '福岡県', '熊本県', '沖縄県',
];
