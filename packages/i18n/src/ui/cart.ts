/** The cart (server answers): success messages, re-check notices and group names. */
export const cartText = {
  messages: {
    added: 'Đã thêm sản phẩm vào giỏ hàng.',
    removed: 'Đã xóa sản phẩm khỏi giỏ hàng.',
    intendedSaved: 'Đã lưu các sản phẩm chọn đặt hàng.',
    updated: 'Cập nhật thành công!',
  },
  /** Notices of GET /api/cart/user after the re-check against the marketplaces. */
  notices: {
    priceChanged: (count: number) => `Giá của ${count} sản phẩm đã thay đổi trên sàn. Vui lòng kiểm tra lại trước khi đặt hàng.`,
    soldout: (count: number) => `${count} sản phẩm đã hết hàng hoặc ngừng bán và được chuyển sang danh sách hết hàng.`,
    checkFailed: (count: number) =>
      `Chưa kiểm tra được tình trạng của ${count} sản phẩm do sàn Nhật phản hồi chậm; thông tin đang hiển thị là lần kiểm tra trước.`,
  },
  /** Group of items whose seller the site does not name. */
  unknownSeller: 'Người bán không rõ',
} as const;
