/** The picture of a category tile: one per kind of goods (drawn in category-icon.tsx). */
export type CategoryIconKind =
  | 'women'
  | 'men'
  | 'fashion'
  | 'watch'
  | 'bag'
  | 'shoe'
  | 'beauty'
  | 'camera'
  | 'computer'
  | 'appliance'
  | 'phone'
  | 'game'
  | 'toy'
  | 'anime'
  | 'book'
  | 'music'
  | 'film'
  | 'sport'
  | 'car'
  | 'home'
  | 'baby'
  | 'food'
  | 'antique'
  | 'office'
  | 'idol'
  | 'other';

/**
 * Rules in order: the first whose pattern matches the category's Japanese name (the marketplace's
 * own, the same on every site) or its Vietnamese name wins. Order matters: "腕時計" before
 * "時計"-containing accessory roots, women's and men's fashion before fashion.
 */
const rules: ReadonlyArray<readonly [CategoryIconKind, RegExp]> = [
  ['women', /レディース|thời trang nữ/i],
  ['men', /メンズ|thời trang nam/i],
  ['watch', /腕時計|đồng hồ/i],
  ['bag', /バッグ|túi/i],
  ['shoe', /靴|シューズ|giày/i],
  ['fashion', /ファッション|服|thời trang/i],
  ['beauty', /コスメ|美容|ビューティー|香水|mỹ phẩm|làm đẹp/i],
  ['camera', /カメラ|máy ảnh/i],
  ['computer', /パソコン|コンピュータ|máy tính/i],
  ['phone', /スマホ|携帯|điện thoại/i],
  ['anime', /アニメ|コミック|漫画|anime|truyện tranh/i],
  ['game', /ゲーム|game/i],
  ['toy', /おもちゃ|ホビー|フィギュア|đồ chơi|mô hình/i],
  ['book', /本|雑誌|書籍|sách/i],
  ['music', /音楽|CD|âm nhạc|đĩa nhạc/i],
  ['film', /映画|ビデオ|DVD|Blu-ray|phim/i],
  ['appliance', /家電|AV|TV|オーディオ|điện máy|tivi/i],
  ['sport', /スポーツ|アウトドア|レジャー|thể thao|dã ngoại/i],
  ['car', /自動車|オートバイ|バイク|ô tô|xe máy/i],
  ['home', /住まい|インテリア|家具|キッチン|nội thất|nhà cửa/i],
  ['baby', /ベビー|キッズ|em bé|trẻ em/i],
  ['food', /食品|飲料|thực phẩm|đồ uống/i],
  ['antique', /アンティーク|コレクション|đồ cổ|sưu tầm/i],
  ['office', /事務|店舗|文具|văn phòng/i],
  ['idol', /タレント|アイドル|thần tượng/i],
];

export function categoryIconOf(name: string, nameVi?: string | null): CategoryIconKind {
  for (const [kind, pattern] of rules) {
    if (pattern.test(name) || (nameVi && pattern.test(nameVi))) return kind;
  }
  return 'other';
}
