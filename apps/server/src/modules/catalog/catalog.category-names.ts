/**
 * Curated Vietnamese names of the marketplaces' categories (data only; seeded into
 * category_translations by seedCategoryNames, where they win over the glossary's word-by-word
 * translation).
 *
 * Choices:
 * - Names are what a Vietnamese shop calls the category (Thời trang nữ, Điện máy, Mẹ và bé), in
 *   sentence case with full diacritics; pairs and lists are joined with "&" and ",". Loanwords that
 *   Vietnamese shoppers use as they are (game, golf, handmade, Blu-ray, anime) stay as they are.
 * - A child category that means something only under its parent (トップス, 靴, その他) is named so
 *   it still reads right alone in a breadcrumb or a category-by-code answer (Áo nữ, Giày nam,
 *   Đồ nữ khác).
 * - `nameJa` is the marketplace's own name for the code, as the catalog shows it.
 *
 * Sources of the codes:
 * - Mercari (type mercari-jp): the master category list (every root and second-level category,
 *   and the third-level categories the sandbox lists plus all children of the busiest
 *   second-level ones).
 * - Rakuten: the level-1 genre ids of Rakuten Ichiba's genre list (the ones a shop for Vietnam
 *   can sell from; tickets, services, real estate and digital content are left out).
 * - Yahoo! Auctions: the static category list the auction adapter browses by
 *   (packages/marketplaces/src/adapters/auction-categories.ts) and the real ids of the recorded
 *   listings' category paths.
 * - Yahoo! Shopping and PayPay Flea Market: the two real top category ids the sandbox uses.
 * - Suruga-ya: the real top codes.
 * The sandbox's own ids (below real top categories, see packages/sandbox/src/categories.ts) are
 * listed apart in `sandboxCategoryNames`: they are seeded only when the catalog runs on the
 * sandbox, so an invented id never names a real category of the same number.
 */

import { surugayaCategoryText } from '@kaimono/i18n';

/** One curated name: `type` is the category type (mercari-jp for Mercari, else the site code). */
export interface CategoryName {
  type: string;
  code: string;
  nameJa: string;
  nameVi: string;
}

type Row = readonly [code: number | string, nameJa: string, nameVi: string];

const mercari: readonly Row[] = [
  // Roots
  [1, 'レディース', 'Thời trang nữ'],
  [2, 'メンズ', 'Thời trang nam'],
  [3, 'ベビー・キッズ', 'Mẹ và bé'],
  [4, 'インテリア・住まい・小物', 'Nhà cửa & đời sống'],
  [5, '本・音楽・ゲーム', 'Sách, âm nhạc & game'],
  [1328, 'おもちゃ・ホビー・グッズ', 'Đồ chơi, sở thích & sưu tầm'],
  [6, 'コスメ・香水・美容', 'Mỹ phẩm, nước hoa & làm đẹp'],
  [7, '家電・スマホ・カメラ', 'Điện máy, điện thoại & máy ảnh'],
  [8, 'スポーツ・レジャー', 'Thể thao & dã ngoại'],
  [9, 'ハンドメイド', 'Đồ handmade'],
  [1027, 'チケット', 'Vé'],
  [1318, '自動車・オートバイ', 'Ô tô & xe máy'],
  [10, 'その他', 'Khác'],

  // レディース
  [11, 'トップス', 'Áo nữ'],
  [12, 'ジャケット/アウター', 'Áo khoác nữ'],
  [13, 'パンツ', 'Quần nữ'],
  [14, 'スカート', 'Chân váy'],
  [15, 'ワンピース', 'Đầm, váy liền'],
  [16, '靴', 'Giày nữ'],
  [17, 'ルームウェア/パジャマ', 'Đồ mặc nhà & đồ ngủ nữ'],
  [18, 'レッグウェア', 'Tất & quần tất'],
  [19, '帽子', 'Mũ nữ'],
  [20, 'バッグ', 'Túi xách nữ'],
  [21, 'アクセサリー', 'Trang sức nữ'],
  [22, 'ヘアアクセサリー', 'Phụ kiện tóc'],
  [23, '小物', 'Phụ kiện thời trang nữ'],
  [24, '時計', 'Đồng hồ nữ'],
  [25, 'ウィッグ/エクステ', 'Tóc giả & tóc nối'],
  [26, '浴衣/水着', 'Yukata & đồ bơi nữ'],
  [27, 'スーツ/フォーマル/ドレス', 'Vest, đồ dự tiệc & đầm dạ hội'],
  [28, 'マタニティ', 'Đồ bầu'],
  [29, 'その他', 'Đồ nữ khác'],

  // メンズ
  [30, 'トップス', 'Áo nam'],
  [31, 'ジャケット/アウター', 'Áo khoác nam'],
  [32, 'パンツ', 'Quần nam'],
  [33, '靴', 'Giày nam'],
  [34, 'バッグ', 'Túi xách nam'],
  [35, 'スーツ', 'Bộ vest nam'],
  [36, '帽子', 'Mũ nam'],
  [37, 'アクセサリー', 'Trang sức nam'],
  [38, '小物', 'Phụ kiện thời trang nam'],
  [39, '時計', 'Đồng hồ nam'],
  [40, '水着', 'Đồ bơi nam'],
  [41, 'レッグウェア', 'Tất nam'],
  [42, 'アンダーウェア', 'Đồ lót nam'],
  [43, 'その他', 'Đồ nam khác'],

  // ベビー・キッズ
  [44, 'ベビー服(女の子用)  ~95cm', 'Quần áo em bé gái (đến 95 cm)'],
  [1107, 'ベビー服(男の子用)  ~95cm', 'Quần áo em bé trai (đến 95 cm)'],
  [1307, 'ベビー服(男女兼用)  ~95cm', 'Quần áo em bé unisex (đến 95 cm)'],
  [45, 'キッズ服(女の子用) 100cm~', 'Quần áo bé gái (từ 100 cm)'],
  [46, 'キッズ服(男の子用) 100cm~', 'Quần áo bé trai (từ 100 cm)'],
  [47, 'キッズ服(男女兼用) 100cm~', 'Quần áo trẻ em unisex (từ 100 cm)'],
  [48, 'キッズ靴', 'Giày trẻ em'],
  [49, '子ども用ファッション小物', 'Phụ kiện thời trang trẻ em'],
  [50, 'おむつ/トイレ/バス', 'Bỉm, vệ sinh & tắm cho bé'],
  [51, '外出/移動用品', 'Xe đẩy, địu & đồ đi ra ngoài'],
  [52, '授乳/食事', 'Đồ cho bé bú & ăn dặm'],
  [53, 'ベビー家具/寝具/室内用品', 'Nội thất & chăn gối cho bé'],
  [54, 'おもちゃ', 'Đồ chơi cho bé'],
  [55, '行事/記念品', 'Đồ lễ & kỷ niệm cho bé'],
  [56, 'その他', 'Đồ mẹ và bé khác'],

  // インテリア・住まい・小物
  [57, 'キッチン/食器', 'Đồ bếp & bát đĩa'],
  [58, 'ベッド/マットレス', 'Giường & nệm'],
  [59, 'ソファ/ソファベッド', 'Ghế sofa & sofa giường'],
  [60, '椅子/チェア', 'Ghế'],
  [61, '机/テーブル', 'Bàn'],
  [62, '収納家具', 'Tủ & kệ'],
  [63, 'ラグ/カーペット/マット', 'Thảm'],
  [64, 'カーテン/ブラインド', 'Rèm cửa'],
  [65, 'ライト/照明', 'Đèn & thiết bị chiếu sáng'],
  [66, '寝具', 'Chăn ga gối'],
  [67, 'インテリア小物', 'Đồ trang trí nội thất'],
  [68, '季節/年中行事', 'Đồ trang trí lễ tết & theo mùa'],
  [70, 'その他', 'Đồ nhà cửa khác'],

  // 本・音楽・ゲーム
  [72, '本', 'Sách'],
  [71, '漫画', 'Truyện tranh'],
  [73, '雑誌', 'Tạp chí'],
  [75, 'CD', 'Đĩa CD'],
  [74, 'DVD/ブルーレイ', 'DVD & Blu-ray'],
  [1160, 'レコード', 'Đĩa than'],
  [76, 'テレビゲーム', 'Trò chơi điện tử'],

  // おもちゃ・ホビー・グッズ
  [83, 'おもちゃ', 'Đồ chơi'],
  [77, 'タレントグッズ', 'Đồ lưu niệm thần tượng'],
  [972, 'コミック/アニメグッズ', 'Hàng anime & truyện tranh'],
  [82, 'トレーディングカード', 'Thẻ bài sưu tầm'],
  [81, 'フィギュア', 'Mô hình nhân vật'],
  [79, '楽器/器材', 'Nhạc cụ & thiết bị âm nhạc'],
  [114, 'コレクション', 'Đồ sưu tầm'],
  [80, 'ミリタリー', 'Đồ quân sự sưu tầm'],
  [84, '美術品', 'Tác phẩm nghệ thuật'],
  [85, 'アート用品', 'Dụng cụ mỹ thuật'],
  [86, 'その他', 'Đồ chơi & sưu tầm khác'],

  // コスメ・香水・美容
  [88, 'ベースメイク', 'Trang điểm nền'],
  [1387, 'メイクアップ', 'Trang điểm'],
  [89, 'ネイルケア', 'Chăm sóc móng'],
  [87, '香水', 'Nước hoa'],
  [1263, 'スキンケア/基礎化粧品', 'Chăm sóc da'],
  [90, 'ヘアケア', 'Chăm sóc tóc'],
  [91, 'ボディケア', 'Chăm sóc cơ thể'],
  [92, 'オーラルケア', 'Chăm sóc răng miệng'],
  [93, 'リラクゼーション', 'Thư giãn & xông hương'],
  [94, 'ダイエット', 'Giảm cân'],
  [95, 'その他', 'Làm đẹp khác'],

  // 家電・スマホ・カメラ
  [100, 'スマートフォン/携帯電話', 'Điện thoại'],
  [862, 'スマホアクセサリー', 'Phụ kiện điện thoại'],
  [96, 'PC/タブレット', 'Máy tính & máy tính bảng'],
  [97, 'カメラ', 'Máy ảnh'],
  [98, 'テレビ/映像機器', 'Tivi & thiết bị video'],
  [99, 'オーディオ機器', 'Thiết bị âm thanh'],
  [1237, '美容/健康', 'Thiết bị làm đẹp & sức khỏe'],
  [1243, '冷暖房/空調', 'Điều hòa, quạt & máy sưởi'],
  [101, '生活家電', 'Điện gia dụng'],
  [102, 'その他', 'Điện máy khác'],

  // スポーツ・レジャー
  [1183, 'ゴルフ', 'Golf'],
  [1172, 'フィッシング', 'Câu cá'],
  [1139, '自転車', 'Xe đạp'],
  [1153, 'トレーニング/エクササイズ', 'Tập luyện & thể hình'],
  [884, '野球', 'Bóng chày'],
  [885, 'サッカー/フットサル', 'Bóng đá & futsal'],
  [892, 'テニス', 'Quần vợt'],
  [104, 'スノーボード', 'Trượt ván tuyết'],
  [1216, 'スキー', 'Trượt tuyết'],
  [103, 'その他スポーツ', 'Môn thể thao khác'],
  [1164, 'アウトドア', 'Dã ngoại & cắm trại'],
  [105, 'その他', 'Thể thao & dã ngoại khác'],

  // ハンドメイド
  [914, 'アクセサリー(女性用)', 'Trang sức nữ handmade'],
  [106, 'ファッション/小物', 'Thời trang & phụ kiện handmade'],
  [107, 'アクセサリー/時計', 'Trang sức & đồng hồ handmade'],
  [108, '日用品/インテリア', 'Đồ dùng & trang trí nhà handmade'],
  [109, '趣味/おもちゃ', 'Đồ chơi & sở thích handmade'],
  [110, 'キッズ/ベビー', 'Đồ trẻ em handmade'],
  [1097, '素材/材料', 'Nguyên phụ liệu handmade'],
  [111, 'その他', 'Đồ handmade khác'],

  // チケット
  [1028, '音楽', 'Vé ca nhạc'],
  [1037, 'スポーツ', 'Vé thể thao'],
  [1049, '演劇/芸能', 'Vé kịch & biểu diễn'],
  [1059, 'イベント', 'Vé sự kiện'],
  [1064, '映画', 'Vé xem phim'],
  [1068, '施設利用券', 'Vé vào cửa & sử dụng dịch vụ'],
  [1079, '優待券/割引券', 'Phiếu ưu đãi & giảm giá'],
  [1089, 'その他', 'Vé khác'],

  // 自動車・オートバイ
  [1329, '自動車本体', 'Xe ô tô'],
  [1330, '自動車タイヤ/ホイール', 'Lốp & mâm xe ô tô'],
  [946, '自動車パーツ', 'Phụ tùng ô tô'],
  [115, '自動車アクセサリー', 'Phụ kiện ô tô'],
  [949, 'オートバイ車体', 'Xe máy'],
  [951, 'オートバイパーツ', 'Phụ tùng xe máy'],
  [116, 'オートバイアクセサリー', 'Phụ kiện xe máy'],

  // その他
  [1108, 'まとめ売り', 'Bán theo lô'],
  [69, 'ペット用品', 'Đồ dùng thú cưng'],
  [112, '食品', 'Thực phẩm'],
  [929, '飲料/酒', 'Đồ uống & rượu'],
  [113, '日用品/生活雑貨/旅行', 'Đồ dùng hằng ngày & du lịch'],
  [1256, 'アンティーク/コレクション', 'Đồ cổ & sưu tầm'],
  [1151, '文房具/事務用品', 'Văn phòng phẩm'],
  [117, '事務/店舗用品', 'Đồ dùng văn phòng & cửa hàng'],
  [118, 'その他', 'Hàng khác'],

  // Third level: レディース
  [119, 'Tシャツ/カットソー(半袖/袖なし)', 'Áo thun nữ (ngắn tay, không tay)'],
  [122, 'シャツ/ブラウス(七分/長袖)', 'Áo sơ mi & áo kiểu nữ (tay lỡ, dài tay)'],
  [173, 'ひざ丈ワンピース', 'Đầm ngang gối'],
  [174, 'ロングワンピース', 'Đầm dài'],
  [179, 'スニーカー', 'Giày thể thao nữ'],
  [176, 'ハイヒール/パンプス', 'Giày cao gót'],
  [208, 'ハンドバッグ', 'Túi xách tay'],
  [209, 'トートバッグ', 'Túi tote'],
  [214, 'ショルダーバッグ', 'Túi đeo vai'],
  [265, '腕時計(アナログ)', 'Đồng hồ kim nữ'],
  // Third level: メンズ
  [302, 'Tシャツ/カットソー(半袖/袖なし)', 'Áo thun nam (ngắn tay, không tay)'],
  [308, 'パーカー', 'Áo hoodie nam'],
  [318, 'ダウンジャケット', 'Áo phao nam'],
  [321, 'ナイロンジャケット', 'Áo khoác gió nam'],
  [345, 'スニーカー', 'Giày thể thao nam'],
  [355, 'リュック/バックパック', 'Ba lô nam'],
  [414, '腕時計(アナログ)', 'Đồng hồ kim nam'],
  [415, '腕時計(デジタル)', 'Đồng hồ điện tử nam'],
  // Third level: 本・音楽・ゲーム
  [668, '文学/小説', 'Văn học & tiểu thuyết'],
  [662, '全巻セット', 'Truyện tranh trọn bộ'],
  [663, '少年漫画', 'Truyện tranh thiếu niên'],
  [664, '少女漫画', 'Truyện tranh thiếu nữ'],
  [665, '青年漫画', 'Truyện tranh thanh niên'],
  [666, '女性漫画', 'Truyện tranh cho phụ nữ'],
  [969, '同人誌', 'Doujinshi'],
  [667, 'その他', 'Truyện tranh khác'],
  [694, '邦楽', 'Nhạc Nhật'],
  [696, 'アニメ', 'Nhạc anime'],
  [687, 'アニメ', 'Phim anime'],
  [686, '日本映画', 'Phim Nhật Bản'],
  [701, '家庭用ゲーム本体', 'Máy chơi game console'],
  [702, '家庭用ゲームソフト', 'Đĩa & băng game console'],
  [703, '携帯用ゲーム本体', 'Máy chơi game cầm tay'],
  [704, '携帯用ゲームソフト', 'Game cho máy cầm tay'],
  [705, 'PCゲーム', 'Game máy tính'],
  [706, 'その他', 'Trò chơi điện tử khác'],
  // Third level: おもちゃ・ホビー・グッズ
  [745, 'キャラクターグッズ', 'Đồ lưu niệm nhân vật'],
  [742, 'ぬいぐるみ', 'Thú nhồi bông'],
  [731, '小物/アクセサリー', 'Phụ kiện & đồ chơi nhỏ'],
  [743, '模型/プラモデル', 'Mô hình các loại'],
  [744, 'ミニカー', 'Xe mô hình'],
  [746, 'トイラジコン', 'Đồ chơi điều khiển từ xa'],
  [747, 'プラモデル', 'Mô hình lắp ráp'],
  [748, 'ホビーラジコン', 'Mô hình điều khiển từ xa'],
  [749, '鉄道模型', 'Mô hình tàu hỏa'],
  [750, 'その他', 'Đồ chơi khác'],
  [1152, '遊戯王', 'Thẻ bài Yu-Gi-Oh!'],
  [1288, 'マジック：ザ・ギャザリング', 'Thẻ bài Magic: The Gathering'],
  [1289, 'ポケモンカードゲーム', 'Thẻ bài Pokémon'],
  [1290, 'デュエルマスターズ', 'Thẻ bài Duel Masters'],
  [1323, 'バトルスピリッツ', 'Thẻ bài Battle Spirits'],
  [1322, 'プリパラ', 'Thẻ PriPara'],
  [1291, 'アイカツ', 'Thẻ Aikatsu!'],
  [1292, 'カードファイト!! ヴァンガード', 'Thẻ bài Cardfight!! Vanguard'],
  [1293, 'ヴァイスシュヴァルツ', 'Thẻ bài Weiß Schwarz'],
  [1294, 'プロ野球オーナーズリーグ', 'Thẻ bóng chày Owners League'],
  [1295, 'ベースボールヒーローズ', 'Thẻ bóng chày Baseball Heroes'],
  [1296, 'ドラゴンボール', 'Thẻ bài Dragon Ball'],
  [1321, 'スリーブ', 'Bọc thẻ bài'],
  [741, 'その他', 'Thẻ bài khác'],
  [733, 'コミック/アニメ', 'Mô hình anime & truyện tranh'],
  [734, '特撮', 'Mô hình tokusatsu'],
  [735, 'ゲームキャラクター', 'Mô hình nhân vật game'],
  [736, 'SF/ファンタジー/ホラー', 'Mô hình viễn tưởng, kỳ ảo & kinh dị'],
  [737, 'アメコミ', 'Mô hình truyện tranh Mỹ'],
  [738, 'スポーツ', 'Mô hình thể thao'],
  [739, 'ミリタリー', 'Mô hình quân sự'],
  [740, 'その他', 'Mô hình khác'],
  // Third level: コスメ・香水・美容
  [1264, '化粧水/ローション', 'Nước hoa hồng & lotion'],
  [1266, '美容液', 'Serum & tinh chất'],
  [796, '口紅', 'Son môi'],
  [793, 'アイシャドウ', 'Phấn mắt'],
  // Third level: 家電・スマホ・カメラ
  [859, 'スマートフォン本体', 'Điện thoại thông minh'],
  [863, 'バッテリー/充電器', 'Pin & sạc điện thoại'],
  [860, '携帯電話本体', 'Điện thoại phổ thông'],
  [861, 'PHS本体', 'Điện thoại PHS'],
  [864, 'その他', 'Điện thoại & phụ kiện khác'],
  [968, 'タブレット', 'Máy tính bảng'],
  [840, 'ノートPC', 'Máy tính xách tay'],
  [839, 'デスクトップ型PC', 'Máy tính để bàn'],
  [1262, 'ディスプレイ', 'Màn hình máy tính'],
  [1106, '電子ブックリーダー', 'Máy đọc sách điện tử'],
  [841, 'PC周辺機器', 'Thiết bị ngoại vi máy tính'],
  [1156, 'PCパーツ', 'Linh kiện máy tính'],
  [842, 'その他', 'Máy tính & phụ kiện khác'],
  [843, 'デジタルカメラ', 'Máy ảnh kỹ thuật số'],
  [845, 'ビデオカメラ', 'Máy quay phim'],
  [846, 'レンズ(単焦点)', 'Ống kính một tiêu cự'],
  [1255, 'レンズ(ズーム)', 'Ống kính zoom'],
  [844, 'フィルムカメラ', 'Máy ảnh phim'],
  [880, '防犯カメラ', 'Camera an ninh'],
  [847, 'その他', 'Máy ảnh & phụ kiện khác'],
  [1210, 'ヘッドフォン', 'Tai nghe chụp tai'],
  [854, 'イヤフォン', 'Tai nghe nhét tai'],
  [875, '掃除機', 'Máy hút bụi'],
  [868, '炊飯器', 'Nồi cơm điện'],
  // Third level: スポーツ・レジャー, その他
  [1165, 'テント/タープ', 'Lều & tăng che'],
  [1184, 'クラブ', 'Gậy golf'],
  [1137, '菓子', 'Bánh kẹo'],
  [1133, '米', 'Gạo'],
];

const rakuten: readonly Row[] = [
  [100371, 'レディースファッション', 'Thời trang nữ'],
  [551177, 'メンズファッション', 'Thời trang nam'],
  [100433, 'インナー・下着・ナイトウエア', 'Đồ lót & đồ ngủ'],
  [216131, 'バッグ・小物・ブランド雑貨', 'Túi xách, phụ kiện & hàng hiệu'],
  [558885, '靴', 'Giày dép'],
  [558929, '腕時計', 'Đồng hồ đeo tay'],
  [216129, 'ジュエリー・アクセサリー', 'Trang sức & phụ kiện'],
  [100533, 'キッズ・ベビー・マタニティ', 'Mẹ và bé'],
  [566382, 'おもちゃ', 'Đồ chơi'],
  [101164, 'おもちゃ・ホビー・ゲーム', 'Đồ chơi, sở thích & game'],
  [101205, 'テレビゲーム', 'Trò chơi điện tử'],
  [101070, 'スポーツ・アウトドア', 'Thể thao & dã ngoại'],
  [562637, '家電', 'Điện máy'],
  [211742, 'TV・オーディオ・カメラ', 'Tivi, âm thanh & máy ảnh'],
  [100026, 'パソコン・周辺機器', 'Máy tính & thiết bị ngoại vi'],
  [564500, 'スマートフォン・タブレット', 'Điện thoại & máy tính bảng'],
  [565004, '光回線・モバイル通信', 'Internet & viễn thông di động'],
  [100227, '食品', 'Thực phẩm'],
  [551167, 'スイーツ・お菓子', 'Bánh ngọt & bánh kẹo'],
  [100316, '水・ソフトドリンク', 'Nước uống & nước ngọt'],
  [510915, 'ビール・洋酒', 'Bia & rượu ngoại'],
  [510901, '日本酒・焼酎', 'Rượu sake & shochu'],
  [100804, 'インテリア・寝具・収納', 'Nội thất, chăn ga gối & đồ lưu trữ'],
  [215783, '日用品雑貨・文房具・手芸', 'Đồ dùng hằng ngày, văn phòng phẩm & đồ thủ công'],
  [558944, 'キッチン用品・食器・調理器具', 'Đồ dùng nhà bếp & bát đĩa'],
  [200162, '本・雑誌・コミック', 'Sách, tạp chí & truyện tranh'],
  [101240, 'CD・DVD', 'CD & DVD'],
  [112493, '楽器・音響機器', 'Nhạc cụ & thiết bị âm thanh'],
  [101114, '車・バイク', 'Ô tô & xe máy'],
  [503190, '車用品・バイク用品', 'Phụ kiện ô tô & xe máy'],
  [100939, '美容・コスメ・香水', 'Làm đẹp, mỹ phẩm & nước hoa'],
  [100938, 'ダイエット・健康', 'Giảm cân & sức khỏe'],
  [551169, '医薬品・コンタクト・介護', 'Dược phẩm, kính áp tròng & đồ điều dưỡng'],
  [101213, 'ペット・ペットグッズ', 'Thú cưng & đồ dùng thú cưng'],
  [100005, '花・ガーデン・DIY', 'Hoa, làm vườn & DIY'],
  [100000, '百貨店・総合通販・ギフト', 'Bách hóa tổng hợp & quà tặng'],
];

const auction: readonly Row[] = [
  [23000, 'ファッション', 'Thời trang'],
  [23172, 'ブランド別', 'Thời trang theo thương hiệu'],
  [23004, 'ファッション小物', 'Phụ kiện thời trang'],
  [2084005069, 'レディースバッグ', 'Túi xách nữ'],
  [23176, 'メンズファッション', 'Thời trang nam'],
  [23312, 'レディースシューズ', 'Giày nữ'],
  [23200, 'メンズシューズ', 'Giày nam'],
  [23288, 'レディースファッション', 'Thời trang nữ'],
  [2084006467, 'メンズバッグ', 'Túi xách nam'],
  [2084293011, 'キッズ、ベビーファッション', 'Thời trang trẻ em & em bé'],
  [2084233229, '男女兼用バッグ', 'Túi unisex'],
  [2084005204, '女性和服、着物', 'Kimono & trang phục truyền thống nữ'],

  [23104, 'アクセサリー、時計', 'Trang sức & đồng hồ'],
  [2084052553, 'ブランドアクセサリー', 'Trang sức hàng hiệu'],
  [23260, 'ブランド腕時計', 'Đồng hồ hàng hiệu'],
  [2084005358, 'メンズアクセサリー', 'Trang sức nam'],
  [2084005359, 'レディースアクセサリー', 'Trang sức nữ'],
  [23268, 'レディース腕時計', 'Đồng hồ nữ'],
  [23264, 'メンズ腕時計', 'Đồng hồ nam'],
  [23272, 'ユニセックス腕時計', 'Đồng hồ unisex'],
  [23276, '懐中時計', 'Đồng hồ bỏ túi'],

  [26318, '自動車、オートバイ', 'Ô tô & xe máy'],
  [26360, '中古車・新車', 'Ô tô mới & cũ'],
  [26308, 'オートバイ', 'Xe máy'],
  [26322, 'パーツ', 'Phụ tùng xe'],
  [26320, 'アクセサリー', 'Phụ kiện xe'],

  [42177, 'ビューティー、ヘルスケア', 'Làm đẹp & chăm sóc sức khỏe'],
  [42179, '香水、フレグランス', 'Nước hoa'],
  [2084012478, 'めがね、コンタクト', 'Kính mắt & kính áp tròng'],
  [2084042544, '健康用品、健康器具', 'Dụng cụ chăm sóc sức khỏe'],
  [2084007425, 'ボディケア', 'Chăm sóc cơ thể'],
  [2084005298, 'ネイルケア', 'Chăm sóc móng'],
  [2084005297, 'ヘアケア', 'Chăm sóc tóc'],

  [20000, 'アンティーク、コレクション', 'Đồ cổ & sưu tầm'],
  [21152, '雑貨', 'Đồ vật sưu tầm'],
  [20116, '印刷物', 'Ấn phẩm in'],
  [21060, '乗り物', 'Xe cộ sưu tầm'],
  [2084024008, '工芸品', 'Đồ thủ công mỹ nghệ'],
  [27771, '広告、ノベルティグッズ', 'Đồ quảng cáo & quà khuyến mãi'],
  [20992, 'トレーディングカード', 'Thẻ sưu tầm'],
  [27858, 'ディズニー', 'Disney'],

  [22896, '事務、店舗用品', 'Đồ dùng văn phòng & cửa hàng'],
  [2084047365, 'ラッピング、包装', 'Giấy gói & bao bì'],
  [22920, '机上アクセサリー', 'Đồ dùng để bàn'],
  [22904, 'バッグ、スーツケース', 'Túi & vali'],

  [21600, '本、雑誌', 'Sách & tạp chí'],
  [21884, '雑誌', 'Tạp chí'],
  [21636, '漫画、コミック', 'Truyện tranh'],
  [21624, '児童書、絵本', 'Sách thiếu nhi & truyện tranh ảnh'],
  [2084008525, '文学、小説', 'Văn học & tiểu thuyết'],
  [2084008755, 'ビジネス、経済', 'Kinh doanh & kinh tế'],
  [2084009036, 'アート、エンターテインメント', 'Nghệ thuật & giải trí'],
  [2084008861, '趣味、スポーツ、実用', 'Sở thích, thể thao & kỹ năng sống'],
  [2084263670, '古書、古文書', 'Sách cổ & văn thư cổ'],

  [23632, '家電、AV、カメラ', 'Điện máy, nghe nhìn & máy ảnh'],
  [23960, '携帯電話、スマートフォン', 'Điện thoại di động'],
  [2084005067, 'スマートフォン本体', 'Điện thoại thông minh'],
  [2084316074, 'スマートウォッチ、ウェアラブル端末', 'Đồng hồ thông minh & thiết bị đeo'],
  [2084008364, 'キッチン、食卓', 'Đồ điện nhà bếp'],
  [23764, 'オーディオ機器', 'Thiết bị âm thanh'],

  [22152, '音楽', 'Âm nhạc'],
  [22192, 'CD', 'Đĩa CD'],
  [22260, 'レコード', 'Đĩa than'],
  [22344, 'カセットテープ', 'Băng cassette'],
  [2084046929, 'DVD', 'DVD ca nhạc'],

  [24198, '住まい、インテリア', 'Nhà cửa & nội thất'],
  [24230, '家具、インテリア', 'Nội thất & trang trí'],
  [42168, 'キッチン、食器', 'Đồ bếp & bát đĩa'],
  [42160, '家庭用品', 'Đồ gia dụng'],
  [24534, 'ペット用品', 'Đồ dùng thú cưng'],
  [2084240626, 'ハンドメイド作品', 'Đồ handmade'],
  [24642, '工具、DIY用品', 'Dụng cụ & đồ DIY'],

  [24698, 'スポーツ、レジャー', 'Thể thao & dã ngoại'],
  [23008, 'スポーツウエア', 'Quần áo thể thao'],
  [25152, 'スポーツ別', 'Theo môn thể thao'],
  [24702, 'キャンプ、アウトドア用品', 'Đồ cắm trại & dã ngoại'],
  [26222, '自転車、サイクリング', 'Xe đạp'],

  [24242, 'ホビー、カルチャー', 'Sở thích & văn hóa'],
  [20056, '美術品', 'Tác phẩm nghệ thuật'],
  [20924, 'ハンドクラフト、手工芸', 'Đồ thủ công'],
  [20428, 'ミリタリー', 'Đồ quân sự sưu tầm'],
  [22436, '楽器、器材', 'Nhạc cụ & thiết bị âm nhạc'],

  [25464, 'おもちゃ、ゲーム', 'Đồ chơi & game'],
  [27727, 'ゲーム', 'Game & thẻ bài'],
  [25826, 'トレーディングカードゲーム', 'Thẻ bài sưu tầm'],
  [2084241343, 'ポケモンカードゲーム', 'Thẻ bài Pokémon'],
  [2084259479, 'シングルカード', 'Thẻ lẻ'],
  [2084260113, 'ミニカー', 'Xe mô hình'],
  [40494, 'ぬいぐるみ', 'Thú nhồi bông'],
  [25888, 'フィギュア', 'Mô hình nhân vật'],
  [25864, '人形、キャラクタードール', 'Búp bê & búp bê nhân vật'],
  [2084250263, 'プラモデル', 'Mô hình lắp ráp'],
  [26018, 'パズル', 'Trò chơi xếp hình'],
  [2084312318, '食玩、おまけ', 'Đồ chơi kèm kẹo & quà tặng kèm'],
  [26077, 'キャラクター玩具', 'Đồ chơi nhân vật'],

  [20060, 'コミック、アニメグッズ', 'Hàng anime & truyện tranh'],
  [2084000109, '作品別', 'Theo tác phẩm'],

  [21964, '映画、ビデオ', 'Phim & video'],
  [21968, 'DVD', 'DVD'],
  [2084239338, 'ブルーレイ', 'Blu-ray'],
  [22124, '映画関連グッズ', 'Đồ lưu niệm điện ảnh'],
  [22072, 'ビデオテープ', 'Băng video'],

  [23336, 'コンピュータ', 'Máy tính'],
  [2084039759, 'パソコン', 'Máy tính cá nhân'],
  [2084292086, 'タブレット', 'Máy tính bảng'],
  [2084039561, '周辺機器', 'Thiết bị ngoại vi'],
  [2084039461, 'サプライ', 'Vật tư máy tính & máy in'],

  [24202, 'ベビー用品', 'Đồ dùng em bé'],
  [2084042548, '外出、移動用品', 'Xe đẩy, địu & đồ đi ra ngoài'],
  [2084032594, 'タレントグッズ', 'Đồ lưu niệm thần tượng'],
  [23976, '食品、飲料', 'Thực phẩm & đồ uống'],
  [23982, '菓子、デザート', 'Bánh kẹo & tráng miệng'],
  [26084, 'その他', 'Khác'],
  [2084214140, '修理、取り付け', 'Sửa chữa & lắp đặt'],
  [2084307720, 'レンタル', 'Cho thuê'],
];

/** Yahoo! Shopping's real top categories that the catalog uses; PayPay Flea Market files items under the same ones. */
const shopping: readonly Row[] = [
  [13457, 'ファッション', 'Thời trang'],
  [2502, 'パソコン、周辺機器', 'Máy tính & thiết bị ngoại vi'],
];

/**
 * Suruga-ya's top categories carry the names the web shows them under (its search popover's radio
 * list and its category pages: `surugayaCategoryText` of the UI catalogue), so a category reads
 * the same on the landing page, in the popover and on its page.
 */
const surugaya: readonly Row[] = (['7', '3', '4', '5', '10', '2', '11'] as const).map((code) => [code, surugayaCategoryText[code].japanese, surugayaCategoryText[code].vietnamese] as const);

// --- Ids the sandbox invented below real categories (packages/sandbox/src/categories.ts) ---

const sandboxRakuten: readonly Row[] = [
  [555086, 'トップス', 'Áo nữ'],
  [110729, 'ワンピース', 'Đầm, váy liền'],
  [555083, 'コート・ジャケット', 'Áo khoác nữ'],
  [555087, 'トップス', 'Áo nam'],
  [555084, 'コート・ジャケット', 'Áo khoác nam'],
  [555089, 'パンツ', 'Quần nam'],
  [216133, 'レディースバッグ', 'Túi xách nữ'],
  [216134, 'メンズバッグ', 'Túi xách nam'],
  [565601, 'メンズ腕時計', 'Đồng hồ nam'],
  [565602, 'レディース腕時計', 'Đồng hồ nữ'],
  [565710, 'スニーカー', 'Giày thể thao'],
  [565711, 'ビジネスシューズ', 'Giày tây công sở'],
  [565801, 'アウトドア', 'Dã ngoại & cắm trại'],
  [565802, 'ゴルフ', 'Golf'],
  [565901, 'タブレットPC', 'Máy tính bảng'],
  [565902, 'マウス・キーボード', 'Chuột & bàn phím'],
  [565903, '外付けドライブ・ストレージ', 'Ổ cứng gắn ngoài & thiết bị lưu trữ'],
  [566001, 'デジタルカメラ', 'Máy ảnh kỹ thuật số'],
  [566002, 'ヘッドホン・イヤホン', 'Tai nghe'],
  [566101, '生活家電', 'Điện gia dụng'],
  [566102, 'キッチン家電', 'Đồ điện nhà bếp'],
  [566201, '邦楽CD', 'CD nhạc Nhật'],
  [566202, 'アニメDVD・Blu-ray', 'DVD & Blu-ray anime'],
  [566301, '漫画（コミック）', 'Truyện tranh'],
  [566302, '小説・エッセイ', 'Tiểu thuyết & tản văn'],
  [566401, 'プラモデル・模型', 'Mô hình & mô hình lắp ráp'],
  [566402, 'キャラクター玩具', 'Đồ chơi nhân vật'],
  [566501, 'テレビゲーム', 'Trò chơi điện tử'],
  [566502, 'トレーディングカード', 'Thẻ bài sưu tầm'],
  [566503, 'フィギュア', 'Mô hình nhân vật'],
  [566601, '米・雑穀', 'Gạo & ngũ cốc'],
  [566602, '魚介類・水産加工品', 'Hải sản & hải sản chế biến'],
  [566603, '肉・肉加工品', 'Thịt & thịt chế biến'],
  [566604, 'スイーツ・お菓子', 'Bánh ngọt & bánh kẹo'],
  [566701, 'スキンケア', 'Chăm sóc da'],
  [566702, 'ベースメイク・メイクアップ', 'Trang điểm'],
];

const sandboxShopping: readonly Row[] = [
  [37052, 'レディースファッション', 'Thời trang nữ'],
  [36861, 'メンズファッション', 'Thời trang nam'],
  [37006, 'バッグ', 'Túi xách'],
  [45421, '靴、シューズ', 'Giày dép'],
  [46760, '腕時計', 'Đồng hồ đeo tay'],
  [2501, 'コスメ、美容、ヘアケア', 'Mỹ phẩm, làm đẹp & chăm sóc tóc'],
  [1748, 'スキンケア、基礎化粧品', 'Chăm sóc da'],
  [1754, 'メイクアップ、ネイル', 'Trang điểm & làm móng'],
  [2498, '食品', 'Thực phẩm'],
  [1542, '米、雑穀', 'Gạo & ngũ cốc'],
  [1577, '魚介類、海産物', 'Hải sản'],
  [4765, 'スイーツ、洋菓子', 'Bánh ngọt'],
  [2510, 'タブレットPC', 'Máy tính bảng'],
  [2511, 'PC周辺機器', 'Thiết bị ngoại vi máy tính'],
  [2504, '家電', 'Điện máy'],
  [2520, '生活家電', 'Điện gia dụng'],
  [2521, 'カメラ', 'Máy ảnh'],
  [2522, 'オーディオ', 'Thiết bị âm thanh'],
  [2513, 'スポーツ', 'Thể thao'],
  [2530, 'アウトドア、キャンプ', 'Dã ngoại & cắm trại'],
  [2531, 'ゴルフ', 'Golf'],
  [2505, 'おもちゃ、ゲーム', 'Đồ chơi & game'],
  [2540, 'テレビゲーム', 'Trò chơi điện tử'],
  [2420, 'トレーディングカード', 'Thẻ bài sưu tầm'],
  [2541, 'フィギュア', 'Mô hình nhân vật'],
  [2542, 'プラモデル', 'Mô hình lắp ráp'],
  [10002, '本、雑誌、コミック', 'Sách, tạp chí & truyện tranh'],
  [2550, 'コミック', 'Truyện tranh'],
  [2551, '小説、文芸', 'Tiểu thuyết & văn học'],
  [2516, 'CD、音楽ソフト、チケット', 'CD, đĩa nhạc & vé'],
  [2560, 'CD', 'Đĩa CD'],
  [2561, 'DVD、Blu-ray', 'DVD & Blu-ray'],
];

const sandboxAuction: readonly Row[] = [
  [2084006471, '遊戯王（OCG）', 'Thẻ bài Yu-Gi-Oh! (OCG)'],
  [2084006472, 'シングルカード', 'Thẻ lẻ'],
  [2084006480, 'その他のカードゲーム', 'Thẻ bài khác'],
  [2084006481, 'シングルカード', 'Thẻ lẻ'],
  [2084040000, 'テレビゲーム', 'Trò chơi điện tử'],
  [2084040001, 'Nintendo Switch', 'Nintendo Switch'],
  [2084040002, 'PS5', 'PS5'],
  [2084040003, 'レトロゲーム', 'Game cổ điển'],
  [2084040101, 'コミック、アニメ', 'Mô hình anime & truyện tranh'],
  [2084261684, 'カメラ、光学機器', 'Máy ảnh & thiết bị quang học'],
  [2084261685, 'デジタルカメラ', 'Máy ảnh kỹ thuật số'],
  [2084261686, 'フィルムカメラ', 'Máy ảnh phim'],
  [2084261687, 'レンズ', 'Ống kính'],
  [2084261701, 'ヘッドホン', 'Tai nghe'],
  [2084050001, 'ルイ・ヴィトン', 'Louis Vuitton'],
  [2084050002, 'シャネル', 'Chanel'],
  [2084050003, 'その他ブランド', 'Thương hiệu khác'],
  [2084033001, 'ゴルフ', 'Golf'],
];

const sandboxSurugaya: readonly Row[] = [
  [701, 'Nintendo Switch', 'Nintendo Switch'],
  [702, 'PS5', 'PS5'],
  [703, 'PS4', 'PS4'],
  [704, 'ニンテンドー3DS', 'Nintendo 3DS'],
  [705, 'スーパーファミコン', 'Super Famicom'],
  [706, 'ゲームボーイアドバンス', 'Game Boy Advance'],
  [301, 'アニメ Blu-ray', 'Blu-ray anime'],
  [302, 'アニメ DVD', 'DVD anime'],
  [303, '邦画・ドラマ', 'Phim điện ảnh & phim truyền hình Nhật'],
  [401, 'アニメ・ゲームCD', 'CD nhạc anime & game'],
  [402, '邦楽CD', 'CD nhạc Nhật'],
  [403, 'アイドルCD', 'CD thần tượng'],
  [501, 'フィギュア', 'Mô hình nhân vật'],
  [502, 'トレーディングカード', 'Thẻ bài sưu tầm'],
  [503, 'プラモデル', 'Mô hình lắp ráp'],
  [504, 'ミニカー・鉄道模型', 'Xe & tàu hỏa mô hình'],
  [1001, '少年コミック', 'Truyện tranh thiếu niên'],
  [1002, '青年コミック', 'Truyện tranh thanh niên'],
  [1003, 'ライトノベル', 'Light novel'],
  [1004, '攻略本・設定資料集', 'Sách hướng dẫn game & sách tư liệu thiết kế'],
  [201, 'デジタルカメラ', 'Máy ảnh kỹ thuật số'],
  [202, 'オーディオ', 'Thiết bị âm thanh'],
  [203, 'PC周辺機器', 'Thiết bị ngoại vi máy tính'],
  [1101, '同人誌', 'Doujinshi'],
  [1102, '同人ソフト', 'Game & phần mềm doujin'],
  [1103, '同人グッズ', 'Hàng doujin'],
];

const rows = (type: string, list: readonly Row[]): CategoryName[] =>
  list.map(([code, nameJa, nameVi]) => ({ type, code: String(code), nameJa, nameVi }));

/** Curated names of real category codes: seeded on every database. */
export const categoryNames: readonly CategoryName[] = [
  ...rows('mercari-jp', mercari),
  ...rows('rakuten', rakuten),
  ...rows('auction', auction),
  ...rows('shopping', shopping),
  ...rows('paypay', shopping),
  ...rows('suruga-ya', surugaya),
];

/** Curated names of the sandbox's invented codes: seeded only when the catalog runs on the sandbox. */
export const sandboxCategoryNames: readonly CategoryName[] = [
  ...rows('rakuten', sandboxRakuten),
  ...rows('auction', sandboxAuction),
  ...rows('shopping', sandboxShopping),
  ...rows('paypay', sandboxShopping),
  ...rows('suruga-ya', sandboxSurugaya),
];
