// Yahoo! Auctions has no public category API (research §3.4), so the browse tree is a static list:
// the top categories and their best-known children, with the ids the search takes as `auccat`.
//
// Source: the category map of a public auction-search tool (search index file id 40363371039,
// "yahmap"), cross-checked against the category id paths in the recorded fixtures
// (`0,23632,…` 家電、AV、カメラ in the old auctionItem body, `0,25464,27727,…` おもちゃ、ゲーム >
// ゲーム in the search fragment). Not verified against the live site in this workspace: check
// auctions.yahoo.co.jp/list/ before relying on an id, and refresh the list when Yahoo reorganises.

import type { CategoryNode } from '../model.ts';

interface StaticCategory {
  id: string;
  name: string;
  children?: readonly (readonly [id: string, name: string])[];
}

export const yahooAuctionCategories: readonly StaticCategory[] = [
  {
    id: '23000',
    name: 'ファッション',
    children: [
      ['23172', 'ブランド別'],
      ['23004', 'ファッション小物'],
      ['2084005069', 'レディースバッグ'],
      ['23176', 'メンズファッション'],
      ['23312', 'レディースシューズ'],
      ['23200', 'メンズシューズ'],
      ['23288', 'レディースファッション'],
      ['2084006467', 'メンズバッグ'],
      ['2084293011', 'キッズ、ベビーファッション'],
      ['2084233229', '男女兼用バッグ'],
      ['2084005204', '女性和服、着物'],
    ],
  },
  {
    id: '23104',
    name: 'アクセサリー、時計',
    children: [
      ['2084052553', 'ブランドアクセサリー'],
      ['23260', 'ブランド腕時計'],
      ['2084005358', 'メンズアクセサリー'],
      ['2084005359', 'レディースアクセサリー'],
      ['23268', 'レディース腕時計'],
      ['23264', 'メンズ腕時計'],
      ['23272', 'ユニセックス腕時計'],
      ['23276', '懐中時計'],
    ],
  },
  {
    id: '26318',
    name: '自動車、オートバイ',
    children: [
      ['26360', '中古車・新車'],
      ['26308', 'オートバイ'],
      ['26322', 'パーツ'],
      ['26320', 'アクセサリー'],
    ],
  },
  {
    id: '42177',
    name: 'ビューティー、ヘルスケア',
    children: [
      ['42179', '香水、フレグランス'],
      ['2084012478', 'めがね、コンタクト'],
      ['2084042544', '健康用品、健康器具'],
      ['2084007425', 'ボディケア'],
      ['2084005298', 'ネイルケア'],
      ['2084005297', 'ヘアケア'],
    ],
  },
  {
    id: '20000',
    name: 'アンティーク、コレクション',
    children: [
      ['21152', '雑貨'],
      ['20116', '印刷物'],
      ['21060', '乗り物'],
      ['2084024008', '工芸品'],
      ['27771', '広告、ノベルティグッズ'],
      ['20992', 'トレーディングカード'],
      ['27858', 'ディズニー'],
    ],
  },
  {
    id: '22896',
    name: '事務、店舗用品',
    children: [
      ['2084047365', 'ラッピング、包装'],
      ['22920', '机上アクセサリー'],
      ['22904', 'バッグ、スーツケース'],
    ],
  },
  {
    id: '21600',
    name: '本、雑誌',
    children: [
      ['21884', '雑誌'],
      ['21636', '漫画、コミック'],
      ['21624', '児童書、絵本'],
      ['2084008525', '文学、小説'],
      ['2084008755', 'ビジネス、経済'],
      ['2084009036', 'アート、エンターテインメント'],
      ['2084008861', '趣味、スポーツ、実用'],
      ['2084263670', '古書、古文書'],
    ],
  },
  {
    id: '23632',
    name: '家電、AV、カメラ',
    children: [
      ['23960', '携帯電話、スマートフォン'],
      ['2084316074', 'スマートウォッチ、ウェアラブル端末'],
      ['2084008364', 'キッチン、食卓'],
      ['23764', 'オーディオ機器'],
    ],
  },
  {
    id: '22152',
    name: '音楽',
    children: [
      ['22192', 'CD'],
      ['22260', 'レコード'],
      ['22344', 'カセットテープ'],
      ['2084046929', 'DVD'],
    ],
  },
  {
    id: '24198',
    name: '住まい、インテリア',
    children: [
      ['24230', '家具、インテリア'],
      ['42168', 'キッチン、食器'],
      ['42160', '家庭用品'],
      ['24534', 'ペット用品'],
      ['2084240626', 'ハンドメイド作品'],
      ['24642', '工具、DIY用品'],
    ],
  },
  {
    id: '24698',
    name: 'スポーツ、レジャー',
    children: [
      ['23008', 'スポーツウエア'],
      ['25152', 'スポーツ別'],
      ['24702', 'キャンプ、アウトドア用品'],
      ['26222', '自転車、サイクリング'],
    ],
  },
  {
    id: '24242',
    name: 'ホビー、カルチャー',
    children: [
      ['20056', '美術品'],
      ['20924', 'ハンドクラフト、手工芸'],
      ['20428', 'ミリタリー'],
      ['22436', '楽器、器材'],
    ],
  },
  {
    id: '25464',
    name: 'おもちゃ、ゲーム',
    children: [
      ['27727', 'ゲーム'],
      ['2084260113', 'ミニカー'],
      ['40494', 'ぬいぐるみ'],
      ['25888', 'フィギュア'],
      ['25864', '人形、キャラクタードール'],
      ['2084250263', 'プラモデル'],
      ['26018', 'パズル'],
      ['2084312318', '食玩、おまけ'],
      ['26077', 'キャラクター玩具'],
    ],
  },
  { id: '20060', name: 'コミック、アニメグッズ', children: [['2084000109', '作品別']] },
  {
    id: '21964',
    name: '映画、ビデオ',
    children: [
      ['21968', 'DVD'],
      ['2084239338', 'ブルーレイ'],
      ['22124', '映画関連グッズ'],
      ['22072', 'ビデオテープ'],
    ],
  },
  {
    id: '23336',
    name: 'コンピュータ',
    children: [
      ['2084039759', 'パソコン'],
      ['2084292086', 'タブレット'],
      ['2084039561', '周辺機器'],
      ['2084039461', 'サプライ'],
    ],
  },
  { id: '24202', name: 'ベビー用品', children: [['2084042548', '外出、移動用品']] },
  { id: '2084032594', name: 'タレントグッズ' },
  { id: '23976', name: '食品、飲料', children: [['23982', '菓子、デザート']] },
  {
    id: '26084',
    name: 'その他',
    children: [
      ['2084214140', '修理、取り付け'],
      ['2084307720', 'レンタル'],
    ],
  },
];

/** The static nodes under `parentId` (null = the top categories). */
export function yahooAuctionCategoryNodes(parentId: string | null): CategoryNode[] {
  if (parentId === null || parentId === '0') {
    return yahooAuctionCategories.map((c) => ({ id: c.id, name: c.name, parentId: null, hasChildren: (c.children?.length ?? 0) > 0 }));
  }
  const parent = yahooAuctionCategories.find((c) => c.id === parentId);
  // Deeper levels are not listed; they are still searchable by id (from item category paths).
  return (parent?.children ?? []).map(([id, name]) => ({ id, name, parentId, hasChildren: false }));
}
