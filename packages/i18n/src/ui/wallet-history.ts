/** Wallet history, transfers, withdrawals and staff money tools: labels, messages and notifications. */
export const walletHistoryText = {
  /** Ledger entry kinds as shown in the history and its filter. */
  kinds: {
    topup: 'Nạp tiền',
    payment: 'Thanh toán',
    hold: 'Tạm giữ',
    release: 'Hoàn tạm giữ',
    capture: 'Thanh toán từ khoản tạm giữ',
    refund: 'Hoàn tiền',
    adjustment: 'Điều chỉnh',
  },
  directions: { in: 'Tiền vào', out: 'Tiền ra' },
  withdrawalStatuses: {
    requested: 'Chờ xử lý',
    completed: 'Đã chuyển tiền',
    rejected: 'Bị từ chối',
    cancelled: 'Đã hủy',
  },
  /** Incoming bank transfers as shown in the transfers list. */
  transferStatuses: {
    credited: 'Đã cộng vào ví',
    assigned: 'Đã cộng vào ví (nhân viên đối soát)',
  } as Record<string, string>,
  transferStatusFallback: 'Đang xử lý',
  messages: {
    withdrawalCreated: 'Đã gửi yêu cầu rút tiền. Số tiền được tạm giữ cho đến khi nhân viên xử lý.',
    withdrawalCancelled: 'Đã hủy yêu cầu rút tiền, số tiền đã được trả lại ví.',
    withdrawalCompleted: 'Đã xác nhận chuyển tiền cho yêu cầu rút tiền.',
    withdrawalRejected: 'Đã từ chối yêu cầu rút tiền, số tiền đã được trả lại ví khách hàng.',
    rateSaved: 'Đã cập nhật tỷ giá.',
    adjustmentSaved: 'Đã ghi bút toán điều chỉnh.',
  },
  /** Ledger descriptions (shown in the customer's history). */
  descriptions: {
    withdrawalHold: (bank: string, cardNo: string) => `Tạm giữ để rút tiền về tài khoản ${cardNo} (${bank})`,
    withdrawalCaptured: (bank: string, cardNo: string, reference: string) =>
      `Đã chuyển tiền rút về tài khoản ${cardNo} (${bank}), mã giao dịch ${reference}`,
    withdrawalRejected: (note: string) => `Trả lại khoản tạm giữ: yêu cầu rút tiền bị từ chối (${note})`,
    withdrawalCancelled: 'Trả lại khoản tạm giữ: khách hàng hủy yêu cầu rút tiền',
  },
  /** Notifications to the customer, one per money movement of a withdrawal. */
  notices: {
    requestedTitle: 'Đã nhận yêu cầu rút tiền',
    completedTitle: 'Tiền rút đã được chuyển về tài khoản của bạn',
    rejectedTitle: 'Yêu cầu rút tiền bị từ chối',
    cancelledTitle: 'Đã hủy yêu cầu rút tiền',
    /** `amount` and `available` are already formatted (1.250.000 ₫). */
    body: (amount: string, description: string, available: string) => `${amount}: ${description}. Số dư khả dụng: ${available}.`,
  },
  unknownBank: 'Ngân hàng',
} as const;
