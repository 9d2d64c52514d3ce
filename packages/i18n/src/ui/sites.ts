/** The six marketplaces as the UI names them. Keys are the site codes of the API. */
export const siteText = {
  auction: {
    name: 'Yahoo! Auctions',
    shortName: 'Yahoo Auction',
    japaneseName: 'ヤフオク!',
    tagline: 'Sàn đấu giá lớn nhất Nhật Bản',
    description:
      'Hàng triệu phiên đấu giá mỗi ngày: đồ cũ, đồ sưu tầm, linh kiện, máy ảnh, đồng hồ. Kaimono đặt giá thay bạn, kể cả đặt giá phút chót.',
  },
  shopping: {
    name: 'Yahoo! Shopping',
    shortName: 'Yahoo Shopping',
    japaneseName: 'Yahoo!ショッピング',
    tagline: 'Trung tâm mua sắm trực tuyến của Yahoo! Japan',
    description: 'Hàng mới chính hãng từ hàng nghìn cửa hàng Nhật: mỹ phẩm, thực phẩm chức năng, đồ gia dụng, thời trang.',
  },
  mercari: {
    name: 'Mercari',
    shortName: 'Mercari',
    japaneseName: 'メルカリ',
    tagline: 'Chợ đồ cũ cá nhân phổ biến nhất Nhật Bản',
    description: 'Đồ cũ giá tốt do người dùng Nhật đăng bán: thời trang, đồ hiệu, đồ chơi, sách, đồ điện tử.',
  },
  rakuten: {
    name: 'Rakuten Ichiba',
    shortName: 'Rakuten',
    japaneseName: '楽天市場',
    tagline: 'Sàn thương mại điện tử lớn của Nhật',
    description: 'Hơn 50.000 cửa hàng chính hãng với hàng mới, nhiều ưu đãi theo mùa.',
  },
  paypay: {
    name: 'PayPay Flea Market',
    shortName: 'PayPay Flea Market',
    japaneseName: 'Yahoo!フリマ',
    tagline: 'Chợ đồ cũ giá cố định của Yahoo! Japan',
    description: 'Đồ cũ giá cố định, mua ngay không cần đấu giá; nhiều món hiếm về thẻ bài, mô hình, đồ sưu tầm.',
  },
  'suruga-ya': {
    name: 'Suruga-ya',
    shortName: 'Suruga-ya',
    japaneseName: '駿河屋',
    tagline: 'Thiên đường game, anime và đồ sưu tầm',
    description: 'Máy chơi game, đĩa game, CD/DVD, truyện tranh, mô hình và đồ doujin mới lẫn đã qua sử dụng.',
  },
} as const;

/** Suruga-ya top categories of the search popover; '0' is all. */
export const surugayaCategoryText = {
  '0': { japanese: 'すべて', vietnamese: 'Tất cả' },
  '7': { japanese: 'ゲーム', vietnamese: 'Trò chơi' },
  '3': { japanese: '映像ソフト', vietnamese: 'Phim/Video' },
  '4': { japanese: '音楽ソフト', vietnamese: 'Âm nhạc' },
  '5': { japanese: 'おもちゃ・ホビー', vietnamese: 'Đồ chơi & mô hình' },
  '10': { japanese: '書籍・コミック', vietnamese: 'Sách & truyện tranh' },
  '2': { japanese: '家電・カメラ・AV', vietnamese: 'Điện tử' },
  '11': { japanese: '同人', vietnamese: 'Doujin' },
} as const;
