// Category trees of the six sites, and which leaves each product family (genre) is listed under.
//
// Ids that are real (taken from recorded data or the research notes):
// - Mercari: every id below is from the master category list (fixtures/mercari/facets), 3 levels.
// - Suruga-ya: the top codes 7 ゲーム, 3 映像ソフト, 4 音楽ソフト, 5 おもちゃ・ホビー, 10 書籍・コミック,
//   2 家電・カメラ・AV, 11 同人. Sub-codes (701, 702 ...) are sandbox codes.
// - Rakuten: the level-1 genre ids (100371, 551177, 216131, 558885, 101070, 100026, 101240, 200162,
//   566382, 101164, 100227, 100939 and others below). Level-2 ids are sandbox ids.
// - Yahoo Shopping / PayPay: 13457 ファッション and 2502 パソコン are real; the rest are sandbox ids.
// - Yahoo Auctions: the path of the recorded Pokémon card listing (25464 > 27727 > 25826 >
//   2084241343 > 2084259479), 23632 家電、AV、カメラ > 23960 > 2084005067 of the recorded auctionItem,
//   and the top and second-level ids of the static category list the adapters use (23000, 23104,
//   21600, 22152, 21964, 24698, 23172, 23176, 23288, 21636, 22192, 2084239338, 24702 ...). Leaves
//   below those (2084040001 Nintendo Switch, 2084050001 ルイ・ヴィトン ...) are sandbox ids.

import type { SiteCode } from '@kaimono/marketplaces';
import type { GenreKey } from './vocabulary.ts';

type Def = readonly [id: number, name: string, kids: ReadonlyArray<Def> | ReadonlyArray<GenreKey>];

export interface Category {
  id: string;
  name: string;
  parentId: string | null;
  /** 1 for a top category. */
  level: number;
  childIds: string[];
  genres: GenreKey[];
}

const mercariTree: Def[] = [
  [1, 'レディース', [
    [11, 'トップス', [[119, 'Tシャツ/カットソー(半袖/袖なし)', ['fashion']], [122, 'シャツ/ブラウス(七分/長袖)', ['fashion']]]],
    [15, 'ワンピース', [[173, 'ひざ丈ワンピース', ['fashion']], [174, 'ロングワンピース', ['fashion']]]],
    [16, '靴', [[179, 'スニーカー', ['shoes']], [176, 'ハイヒール/パンプス', ['shoes']]]],
    [20, 'バッグ', [[208, 'ハンドバッグ', ['bag']], [209, 'トートバッグ', ['bag']], [214, 'ショルダーバッグ', ['bag']]]],
    [24, '時計', [[265, '腕時計(アナログ)', ['watch']]]],
  ]],
  [2, 'メンズ', [
    [30, 'トップス', [[302, 'Tシャツ/カットソー(半袖/袖なし)', ['fashion']], [308, 'パーカー', ['fashion']]]],
    [31, 'ジャケット/アウター', [[318, 'ダウンジャケット', ['fashion']], [321, 'ナイロンジャケット', ['fashion']]]],
    [33, '靴', [[345, 'スニーカー', ['shoes']]]],
    [34, 'バッグ', [[355, 'リュック/バックパック', ['bag']]]],
    [39, '時計', [[414, '腕時計(アナログ)', ['watch']], [415, '腕時計(デジタル)', ['watch']]]],
  ]],
  [5, '本・音楽・ゲーム', [
    [72, '本', [[668, '文学/小説', ['book']]]],
    [71, '漫画', [[662, '全巻セット', ['book']], [663, '少年漫画', ['book']]]],
    [75, 'CD', [[694, '邦楽', ['music']], [696, 'アニメ', ['music']]]],
    [74, 'DVD/ブルーレイ', [[687, 'アニメ', ['video']], [686, '日本映画', ['video']]]],
    [76, 'テレビゲーム', [[701, '家庭用ゲーム本体', ['game']], [702, '家庭用ゲームソフト', ['game']], [704, '携帯用ゲームソフト', ['game']]]],
  ]],
  [1328, 'おもちゃ・ホビー・グッズ', [
    [83, 'おもちゃ', [[747, 'プラモデル', ['toy']], [744, 'ミニカー', ['toy']]]],
    [82, 'トレーディングカード', [[1289, 'ポケモンカードゲーム', ['card']], [1152, '遊戯王', ['card']], [1290, 'デュエルマスターズ', ['card']]]],
    [81, 'フィギュア', [[733, 'コミック/アニメ', ['figure']], [735, 'ゲームキャラクター', ['figure']]]],
  ]],
  [6, 'コスメ・香水・美容', [
    [1263, 'スキンケア/基礎化粧品', [[1264, '化粧水/ローション', ['cosmetics']], [1266, '美容液', ['cosmetics']]]],
    [1387, 'メイクアップ', [[796, '口紅', ['cosmetics']], [793, 'アイシャドウ', ['cosmetics']]]],
  ]],
  [7, '家電・スマホ・カメラ', [
    [100, 'スマートフォン/携帯電話', [[859, 'スマートフォン本体', ['electronics']]]],
    [96, 'PC/タブレット', [[968, 'タブレット', ['electronics']], [841, 'PC周辺機器', ['electronics']]]],
    [97, 'カメラ', [[843, 'デジタルカメラ', ['camera']], [846, 'レンズ(単焦点)', ['camera']], [844, 'フィルムカメラ', ['camera']]]],
    [99, 'オーディオ機器', [[1210, 'ヘッドフォン', ['electronics']], [854, 'イヤフォン', ['electronics']]]],
    [101, '生活家電', [[875, '掃除機', ['electronics']], [868, '炊飯器', ['electronics']]]],
  ]],
  [8, 'スポーツ・レジャー', [
    [1164, 'アウトドア', [[1165, 'テント/タープ', ['outdoor']]]],
    [1183, 'ゴルフ', [[1184, 'クラブ', ['outdoor']]]],
  ]],
  [10, 'その他', [[112, '食品', [[1137, '菓子', ['food']], [1133, '米', ['food']]]]]],
];

const surugayaTree: Def[] = [
  [7, 'ゲーム', [
    [701, 'Nintendo Switch', ['game']],
    [702, 'PS5', ['game']],
    [703, 'PS4', ['game']],
    [704, 'ニンテンドー3DS', ['game']],
    [705, 'スーパーファミコン', ['game']],
    [706, 'ゲームボーイアドバンス', ['game']],
  ]],
  [3, '映像ソフト', [[301, 'アニメ Blu-ray', ['video']], [302, 'アニメ DVD', ['video']], [303, '邦画・ドラマ', ['video']]]],
  [4, '音楽ソフト', [[401, 'アニメ・ゲームCD', ['music']], [402, '邦楽CD', ['music']], [403, 'アイドルCD', ['music']]]],
  [5, 'おもちゃ・ホビー', [[501, 'フィギュア', ['figure']], [502, 'トレーディングカード', ['card']], [503, 'プラモデル', ['toy']], [504, 'ミニカー・鉄道模型', ['toy']]]],
  [10, '書籍・コミック', [[1001, '少年コミック', ['book']], [1002, '青年コミック', ['book']], [1003, 'ライトノベル', ['book']], [1004, '攻略本・設定資料集', ['book']]]],
  [2, '家電・カメラ・AV', [[201, 'デジタルカメラ', ['camera']], [202, 'オーディオ', ['electronics']], [203, 'PC周辺機器', ['electronics']]]],
  [11, '同人', [[1101, '同人誌', ['doujin']], [1102, '同人ソフト', ['doujin']], [1103, '同人グッズ', ['doujin']]]],
];

const rakutenTree: Def[] = [
  [100371, 'レディースファッション', [[555086, 'トップス', ['fashion']], [110729, 'ワンピース', ['fashion']], [555083, 'コート・ジャケット', ['fashion']]]],
  [551177, 'メンズファッション', [[555087, 'トップス', ['fashion']], [555084, 'コート・ジャケット', ['fashion']], [555089, 'パンツ', ['fashion']]]],
  [216131, 'バッグ・小物・ブランド雑貨', [[216133, 'レディースバッグ', ['bag']], [216134, 'メンズバッグ', ['bag']]]],
  [558929, '腕時計', [[565601, 'メンズ腕時計', ['watch']], [565602, 'レディース腕時計', ['watch']]]],
  [558885, '靴', [[565710, 'スニーカー', ['shoes']], [565711, 'ビジネスシューズ', ['shoes']]]],
  [101070, 'スポーツ・アウトドア', [[565801, 'アウトドア', ['outdoor']], [565802, 'ゴルフ', ['outdoor']]]],
  [100026, 'パソコン・周辺機器', [[565901, 'タブレットPC', ['electronics']], [565902, 'マウス・キーボード', ['electronics']], [565903, '外付けドライブ・ストレージ', ['electronics']]]],
  [211742, 'TV・オーディオ・カメラ', [[566001, 'デジタルカメラ', ['camera']], [566002, 'ヘッドホン・イヤホン', ['electronics']]]],
  [562637, '家電', [[566101, '生活家電', ['electronics']], [566102, 'キッチン家電', ['electronics']]]],
  [101240, 'CD・DVD', [[566201, '邦楽CD', ['music']], [566202, 'アニメDVD・Blu-ray', ['video']]]],
  [200162, '本・雑誌・コミック', [[566301, '漫画（コミック）', ['book']], [566302, '小説・エッセイ', ['book']]]],
  [566382, 'おもちゃ', [[566401, 'プラモデル・模型', ['toy']], [566402, 'キャラクター玩具', ['toy', 'figure']]]],
  [101164, 'おもちゃ・ホビー・ゲーム', [[566501, 'テレビゲーム', ['game']], [566502, 'トレーディングカード', ['card']], [566503, 'フィギュア', ['figure']]]],
  [100227, '食品', [[566601, '米・雑穀', ['food']], [566602, '魚介類・水産加工品', ['food']], [566603, '肉・肉加工品', ['food']], [566604, 'スイーツ・お菓子', ['food']]]],
  [100939, '美容・コスメ・香水', [[566701, 'スキンケア', ['cosmetics']], [566702, 'ベースメイク・メイクアップ', ['cosmetics']]]],
];

const yahooShoppingTree: Def[] = [
  [13457, 'ファッション', [
    [37052, 'レディースファッション', ['fashion']],
    [36861, 'メンズファッション', ['fashion']],
    [37006, 'バッグ', ['bag']],
    [45421, '靴、シューズ', ['shoes']],
    [46760, '腕時計', ['watch']],
  ]],
  [2501, 'コスメ、美容、ヘアケア', [[1748, 'スキンケア、基礎化粧品', ['cosmetics']], [1754, 'メイクアップ、ネイル', ['cosmetics']]]],
  [2498, '食品', [[1542, '米、雑穀', ['food']], [1577, '魚介類、海産物', ['food']], [4765, 'スイーツ、洋菓子', ['food']]]],
  [2502, 'パソコン、周辺機器', [[2510, 'タブレットPC', ['electronics']], [2511, 'PC周辺機器', ['electronics']]]],
  [2504, '家電', [[2520, '生活家電', ['electronics']], [2521, 'カメラ', ['camera']], [2522, 'オーディオ', ['electronics']]]],
  [2513, 'スポーツ', [[2530, 'アウトドア、キャンプ', ['outdoor']], [2531, 'ゴルフ', ['outdoor']]]],
  [2505, 'おもちゃ、ゲーム', [[2540, 'テレビゲーム', ['game']], [2420, 'トレーディングカード', ['card']], [2541, 'フィギュア', ['figure']], [2542, 'プラモデル', ['toy']]]],
  [10002, '本、雑誌、コミック', [[2550, 'コミック', ['book']], [2551, '小説、文芸', ['book']]]],
  [2516, 'CD、音楽ソフト、チケット', [[2560, 'CD', ['music']], [2561, 'DVD、Blu-ray', ['video']]]],
];

const yahooAuctionTree: Def[] = [
  [25464, 'おもちゃ、ゲーム', [
    [27727, 'ゲーム', [
      [25826, 'トレーディングカードゲーム', [
        [2084241343, 'ポケモンカードゲーム', [[2084259479, 'シングルカード', ['card']]]],
        [2084006471, '遊戯王（OCG）', [[2084006472, 'シングルカード', ['card']]]],
        [2084006480, 'その他のカードゲーム', [[2084006481, 'シングルカード', ['card']]]],
      ]],
      [2084040000, 'テレビゲーム', [[2084040001, 'Nintendo Switch', ['game']], [2084040002, 'PS5', ['game']], [2084040003, 'レトロゲーム', ['game']]]],
    ]],
    [25888, 'フィギュア', [[2084040101, 'コミック、アニメ', ['figure']]]],
    [2084250263, 'プラモデル', ['toy']],
    [2084260113, 'ミニカー', ['toy']],
  ]],
  [23632, '家電、AV、カメラ', [
    [2084261684, 'カメラ、光学機器', [[2084261685, 'デジタルカメラ', ['camera']], [2084261686, 'フィルムカメラ', ['camera']], [2084261687, 'レンズ', ['camera']]]],
    [23960, '携帯電話、スマートフォン', [[2084005067, 'スマートフォン本体', ['electronics']]]],
    [23764, 'オーディオ機器', [[2084261701, 'ヘッドホン', ['electronics']]]],
  ]],
  [23000, 'ファッション', [
    [23172, 'ブランド別', [[2084050001, 'ルイ・ヴィトン', ['bag']], [2084050002, 'シャネル', ['bag']], [2084050003, 'その他ブランド', ['bag']]]],
    [23176, 'メンズファッション', ['fashion']],
    [23288, 'レディースファッション', ['fashion']],
    [23200, 'メンズシューズ', ['shoes']],
    [23312, 'レディースシューズ', ['shoes']],
  ]],
  [23104, 'アクセサリー、時計', [[23260, 'ブランド腕時計', ['watch']], [23264, 'メンズ腕時計', ['watch']]]],
  [21600, '本、雑誌', [[21636, '漫画、コミック', ['book']], [2084008525, '文学、小説', ['book']]]],
  [22152, '音楽', [[22192, 'CD', ['music']], [22260, 'レコード', ['music']]]],
  [21964, '映画、ビデオ', [[2084239338, 'ブルーレイ', ['video']], [21968, 'DVD', ['video']]]],
  [24698, 'スポーツ、レジャー', [[24702, 'キャンプ、アウトドア用品', ['outdoor']], [25152, 'スポーツ別', [[2084033001, 'ゴルフ', ['outdoor']]]]]],
];

export class CategoryTree {
  readonly byId = new Map<string, Category>();
  readonly rootIds: string[] = [];
  private readonly leavesByGenre = new Map<GenreKey, string[]>();

  constructor(defs: readonly Def[]) {
    const walk = (def: Def, parentId: string | null, level: number): void => {
      const [id, name, kids] = def;
      const node: Category = { id: String(id), name, parentId, level, childIds: [], genres: [] };
      if (this.byId.has(node.id)) throw new Error(`duplicate category ${node.id}`);
      this.byId.set(node.id, node);
      if (parentId === null) this.rootIds.push(node.id);
      else this.byId.get(parentId)?.childIds.push(node.id);
      if (kids.length > 0 && typeof kids[0] === 'string') {
        node.genres = [...(kids as ReadonlyArray<GenreKey>)];
        for (const g of node.genres) {
          const list = this.leavesByGenre.get(g) ?? [];
          list.push(node.id);
          this.leavesByGenre.set(g, list);
        }
      } else {
        for (const kid of kids as ReadonlyArray<Def>) walk(kid, node.id, level + 1);
      }
    };
    for (const def of defs) walk(def, null, 1);
  }

  get(id: string): Category | undefined {
    return this.byId.get(id);
  }

  /** Root first, the category itself last. */
  path(id: string): Category[] {
    const out: Category[] = [];
    let node = this.byId.get(id);
    while (node) {
      out.unshift(node);
      node = node.parentId === null ? undefined : this.byId.get(node.parentId);
    }
    return out;
  }

  /** True when `id` is `ancestorId` or below it. */
  isWithin(id: string, ancestorId: string): boolean {
    let node = this.byId.get(id);
    while (node) {
      if (node.id === ancestorId) return true;
      node = node.parentId === null ? undefined : this.byId.get(node.parentId);
    }
    return false;
  }

  children(id: string | null): Category[] {
    const ids = id === null ? this.rootIds : (this.byId.get(id)?.childIds ?? []);
    return ids.map((c) => this.byId.get(c) as Category);
  }

  leavesFor(genre: GenreKey): readonly string[] {
    return this.leavesByGenre.get(genre) ?? [];
  }

  genresCovered(): GenreKey[] {
    return [...this.leavesByGenre.keys()];
  }
}

export const categoryTrees: Readonly<Record<SiteCode, CategoryTree>> = (() => {
  const shopping = new CategoryTree(yahooShoppingTree);
  return {
    auction: new CategoryTree(yahooAuctionTree),
    shopping,
    // Yahoo!フリマ files items under Yahoo! Shopping's product categories.
    paypay: shopping,
    mercari: new CategoryTree(mercariTree),
    rakuten: new CategoryTree(rakutenTree),
    'suruga-ya': new CategoryTree(surugayaTree),
  };
})();
