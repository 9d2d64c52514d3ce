/** VIP levels and subscriptions: messages, statuses, payment descriptions and notifications. */
export const vipText = {
  messages: {
    activated: 'Kích hoạt VIP thành công',
    upgraded: 'Nâng cấp VIP thành công',
    /** `periodEnd` is a formatted day (dd/mm/yyyy). */
    cancelled: (periodEnd: string) => `Đã hủy gia hạn tự động. Cấp VIP vẫn được giữ đến ngày ${periodEnd}.`,
    renewalOn: 'Đã bật lại gia hạn tự động.',
    levelSaved: 'Đã lưu cấp VIP.',
  },
  kinds: {
    new: 'Đăng ký mới',
    renewal: 'Gia hạn',
    upgrade: 'Nâng cấp',
  },
  statuses: {
    pending: 'Đang thanh toán',
    active: 'Đang hiệu lực',
    cancelled: 'Đã hủy gia hạn',
    renewed: 'Đã gia hạn',
    replaced: 'Đã nâng cấp',
    lapsed: 'Gia hạn không thành công',
    expired: 'Đã hết hạn',
    failed: 'Thanh toán không thành công',
  },
  /** Descriptions of the wallet payments (shown in the wallet history). */
  payments: {
    new: (level: string, months: number) => `Phí gói ${level} ${months} tháng`,
    renewal: (level: string, months: number) => `Gia hạn gói ${level} ${months} tháng`,
    upgrade: (level: string, months: number, credit: string) => `Nâng cấp lên ${level} ${months} tháng (đã trừ ${credit} giá trị còn lại của gói cũ)`,
    refund: (level: string) => `Hoàn phí gói ${level} không kích hoạt được`,
  },
  notices: {
    activatedTitle: 'Đã kích hoạt VIP',
    activatedBody: (level: string, periodEnd: string, amount: string) =>
      `Tài khoản của bạn đã lên ${level} đến ngày ${periodEnd}. Phí đã thanh toán từ ví: ${amount}.`,
    renewedTitle: 'Gói VIP đã được gia hạn',
    renewedBody: (level: string, periodEnd: string, amount: string) =>
      `Gói ${level} đã được gia hạn đến ngày ${periodEnd}. Phí đã thanh toán từ ví: ${amount}.`,
    lapsedTitle: 'Gia hạn VIP không thành công',
    lapsedBody: (level: string, amount: string) =>
      `Số dư ví không đủ để gia hạn gói ${level} (${amount}). Tài khoản đã trở về cấp Thành viên. Vui lòng nạp tiền và kích hoạt lại gói VIP.`,
    expiredTitle: 'Gói VIP đã kết thúc',
    expiredBody: (level: string) => `Gói ${level} đã hết hạn (bạn đã hủy gia hạn tự động). Tài khoản đã trở về cấp Thành viên.`,
  },
  /** Seeded perks of each level, one line each (staff may edit them later). */
  levelDescriptions: {
    standard: ['Mua hộ từ sáu sàn Nhật Bản', 'Đặt cọc 100% khoản thanh toán lần 1', 'Tối đa 5 lượt đấu giá cùng lúc'],
    silver: ['Giảm 10% phí dịch vụ', 'Đặt cọc 90% khoản thanh toán lần 1', 'Tối đa 15 lượt đấu giá cùng lúc'],
    gold: ['Giảm 20% phí dịch vụ', 'Đặt cọc 80% khoản thanh toán lần 1', 'Tối đa 30 lượt đấu giá cùng lúc', 'Hỗ trợ ưu tiên'],
    diamond: ['Giảm 30% phí dịch vụ', 'Đặt cọc 70% khoản thanh toán lần 1', 'Tối đa 60 lượt đấu giá cùng lúc', 'Hỗ trợ ưu tiên 24/7'],
  },
} as const;
