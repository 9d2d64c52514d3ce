/** Vouchers and saved coupons: messages, labels and the Vietnamese description of a voucher. */
export const vouchersText = {
  messages: {
    saved: 'Lưu mã giảm giá thành công',
    deleted: 'Đã xóa mã giảm giá khỏi danh sách đã lưu.',
    created: 'Đã tạo mã giảm giá.',
    updated: 'Cập nhật thành công!',
    deactivated: 'Đã ngừng áp dụng mã giảm giá.',
  },
  /** The parts of an order a voucher can discount (contracts `voucherServices`). */
  services: {
    goods: 'Tiền hàng',
    service_fee: 'Phí dịch vụ',
    domestic_shipping: 'Phí vận chuyển nội địa Nhật',
    international_shipping: 'Phí vận chuyển quốc tế',
  },
  /** Saved coupon statuses (contracts `userCouponStatuses`). */
  statuses: {
    usable: 'Có thể sử dụng',
    not_started: 'Chưa đến thời gian áp dụng',
    used_up: 'Đã hết lượt sử dụng',
    expired: 'Đã hết hạn',
  },
  /** Amounts and percentages arrive formatted (1.250.000 ₫, 2,5). */
  summary: {
    fixed: (amount: string) => `Giảm ${amount}`,
    percent: (percent: string) => `Giảm ${percent}%`,
    percentCapped: (percent: string, cap: string) => `Giảm ${percent}% tối đa ${cap}`,
  },
  conditions: {
    minOrder: (amount: string) => `Đơn hàng tối thiểu ${amount}`,
    anyOrder: 'Áp dụng cho mọi giá trị đơn hàng',
    sites: (names: string) => `Chỉ áp dụng cho ${names}`,
    services: (labels: string) => `Giảm trên: ${labels}`,
    perCustomer: (uses: number) => (uses === 1 ? 'Mỗi khách hàng dùng 1 lần' : `Mỗi khách hàng dùng tối đa ${uses} lần`),
  },
  /** Details of why a voucher cannot be applied (shown after 'Chưa thể áp dụng được mã giảm giá.'). */
  reasons: {
    minOrder: (amount: string) => `Đơn hàng cần đạt tối thiểu ${amount} để dùng mã giảm giá này.`,
    sites: (names: string) => `Mã giảm giá chỉ áp dụng cho ${names}.`,
    services: (labels: string) => `Mã giảm giá chỉ giảm trên: ${labels}.`,
  },
} as const;
