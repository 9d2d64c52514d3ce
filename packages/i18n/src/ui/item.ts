/** The product page /{site}/item/{code}. */
export const itemText = {
  pageTitle: (site: string) => `Sản phẩm trên ${site}`,
  loading: 'Đang tải thông tin sản phẩm…',
  notFoundTitle: 'Không tìm thấy sản phẩm',
  notFoundHelp: 'Bạn có thể tìm sản phẩm khác trên sàn này hoặc dán lại link sản phẩm vào ô tìm kiếm.',
  failedTitle: 'Chưa tải được sản phẩm',
  failedHelp: 'Sàn Nhật có thể đang chậm. Bạn hãy thử lại sau giây lát.',
  backToSite: (site: string) => `Về trang ${site}`,
  code: 'Mã sản phẩm',
  mercariShops: 'Mercari Shops (cửa hàng trên Mercari)',
  titleVi: 'Tên tiếng Việt (dịch tự động)',
  /** Before the Japanese original under the Vietnamese heading (screen readers). */
  titleJa: 'Tên gốc tiếng Nhật',

  // gallery
  galleryLabel: 'Ảnh sản phẩm',
  thumbnailsLabel: 'Chọn ảnh sản phẩm',
  imageAlt: (title: string, n: number, total: number) => `${title} — ảnh ${n} / ${total}`,
  thumbnailLabel: (n: number, total: number) => `Ảnh ${n} / ${total}`,
  previousImage: 'Ảnh trước',
  nextImage: 'Ảnh sau',
  noImage: 'Sản phẩm chưa có ảnh',

  // price
  priceLabel: 'Giá bán',
  priceTaxIncluded: '(đã gồm thuế)',
  priceExTax: (price: string, rate: string) => `Giá chưa thuế ${price}, thuế ${rate}%`,
  priceVnd: 'Tạm tính bằng tiền Việt',
  rateNote: (rate: string, date: string) => `Tỷ giá 1 ¥ = ${rate} ₫, cập nhật ${date}.`,
  vndNote: 'Giá tiền Việt là ước tính theo tỷ giá hiện hành, chưa gồm phí dịch vụ và vận chuyển.',
  noPrice: 'Sàn chưa công bố giá cho sản phẩm này.',

  // facts
  factsTitle: 'Thông tin sản phẩm',
  condition: 'Tình trạng',
  shippingPayer: 'Phí ship nội địa Nhật',
  shippingBySeller: 'Người bán trả (miễn phí ship nội địa)',
  shippingByBuyer: 'Người mua trả',
  shippingUnknown: 'Chưa rõ',
  shippingFee: 'Phí ship nội địa',
  shippingFree: 'Miễn phí',
  shippingRange: (min: string, max: string) => `${min} – ${max} (ước tính)`,
  shippingLoading: 'Đang tính phí ship…',
  stock: 'Tình trạng hàng',
  inStock: 'Còn hàng',
  stockCount: (n: number) => `Còn ${n} sản phẩm`,
  soldOut: 'Đã hết hàng',
  soldOutNotice: 'Sản phẩm này đã bán hết hoặc ngừng bán trên sàn.',
  brand: 'Thương hiệu',
  likes: 'Lượt thích',
  updatedAt: 'Cập nhật trên sàn',
  attributesTitle: 'Thông số',
  variantsTitle: 'Phân loại',
  variantName: 'Phân loại',
  variantQuantity: 'Còn lại',
  variantPrice: 'Giá',
  variantOut: 'Hết hàng',
  variantUnknown: '—',

  // seller
  sellerTitle: 'Người bán',
  storeBadge: 'Cửa hàng',
  individualBadge: 'Cá nhân',
  sellerRating: (percent: string, count: string) => `${percent}% đánh giá tốt · ${count} lượt`,
  sellerNoRating: 'Chưa có đánh giá',
  sellerItems: 'Xem sản phẩm khác của người bán',
  sellerOnSite: 'Trang người bán trên sàn',

  // description
  descriptionTitle: 'Mô tả của người bán',
  descriptionEmpty: 'Người bán không ghi mô tả.',
  translateDescription: 'Dịch mô tả sang tiếng Việt',
  showOriginalDescription: 'Xem mô tả gốc',
  translatedNotice: 'Bản dịch tự động, có thể chưa chính xác. Hãy đối chiếu với mô tả gốc trước khi mua.',
  translatedCut: 'Mô tả dài: chỉ 2.000 ký tự đầu được dịch.',

  // auction
  auctionTitle: 'Phiên đấu giá',
  currentPrice: 'Giá hiện tại',
  minNextBid: 'Giá đặt tối thiểu tiếp theo',
  bidCount: 'Số lượt đấu giá',
  startPrice: 'Giá khởi điểm',
  buyNowPrice: 'Giá mua ngay',
  timeLeft: 'Thời gian còn lại',
  endsAt: 'Kết thúc lúc',
  autoExtension: 'Tự động gia hạn: có người đặt giá trong những phút cuối thì phiên được kéo dài thêm.',
  noAutoExtension: 'Không tự động gia hạn: phiên kết thúc đúng giờ.',
  earlyClosing: 'Người bán có thể kết thúc phiên sớm.',
  auctionClosed: 'Phiên đấu giá đã kết thúc.',

  // actions placeholder
  actionsTitle: 'Tạm tính',
  actionsItemPrice: 'Giá sản phẩm',
  actionsShipping: 'Phí ship nội địa Nhật',
  actionsShippingUnknown: 'Báo sau',
  actionsSubtotal: 'Tạm tính (chưa gồm phí dịch vụ và cước quốc tế)',
  actionsNote:
    'Đặt mua, thêm vào giỏ và đặt giá trực tuyến sẽ có ngay tại đây. Trong lúc chờ, hãy gửi link sản phẩm cho nhân viên qua hotline hoặc Zalo để được báo giá.',
  actionsFees: 'Xem biểu phí',
  actionsEstimate: 'Báo giá tự động',

  // links and lists
  original: (site: string) => `Xem sản phẩm gốc trên ${site}`,
  relatedTitle: 'Sản phẩm liên quan',
  relatedStoreTitle: 'Thêm từ cửa hàng này',
  recentlyViewedTitle: 'Bạn đã xem gần đây',
} as const;
