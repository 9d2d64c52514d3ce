/** Server texts of bank cards and payment methods (wallet module). */
export const walletCardsText = {
  cards: {
    saved: 'Lưu thông tin thẻ thành công!',
    updated: 'Cập nhật thành công!',
    primarySet: 'Đã đặt làm thẻ mặc định.',
    deleted: 'Đã xóa thẻ ngân hàng.',
  },
  paymentMethods: {
    walletName: 'Ví Kaimono',
    walletDescription: 'Thanh toán ngay bằng số dư khả dụng trong ví.',
    bankTransferName: 'Chuyển khoản ngân hàng',
    bankTransferDescription: 'Nạp tiền vào ví bằng chuyển khoản hoặc quét mã VietQR.',
    officeHours: 'Ngoài giờ hành chính, tiền có thể vào ví chậm hơn.',
  },
} as const;
