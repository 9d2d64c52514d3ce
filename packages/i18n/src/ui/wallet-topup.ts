/** Wallet top-ups by bank transfer: the dialog's notes, ledger descriptions and the staff reconciliation queue. */
export const walletTopupText = {
  /** Shown under the transfer details of the top-up dialog (spec §2). */
  officeHoursNote: 'Ngoài giờ hành chính, thứ Bảy, Chủ nhật và ngày lễ, tiền chuyển khoản có thể vào ví chậm hơn.',
  /** GET /api/wallet/topup: the amount is optional, but never negative or fractional. */
  amountInvalid: 'Số tiền nạp phải là số nguyên từ 0 trở lên (VND).',
  /** Admin assign: the customer to credit. */
  customerRequired: 'Vui lòng nhập mã khách hàng (KM…) hoặc id khách hàng.',
  /** Bank transfer states as shown to staff and in the customer's recent top-ups. */
  statuses: {
    received: 'Đang xử lý',
    credited: 'Đã cộng vào ví',
    unmatched: 'Chờ nhân viên xử lý',
    ignored: 'Đã bỏ qua',
    duplicate: 'Giao dịch trùng',
    assigned: 'Nhân viên đã cộng vào ví',
    rejected: 'Không phải giao dịch nạp tiền',
  },
  /** Why a transfer was not credited automatically. */
  reasons: {
    outgoing: 'Giao dịch tiền ra',
    wrong_account: 'Không phải tài khoản nhận tiền nạp',
    non_positive: 'Số tiền không hợp lệ',
    no_code: 'Nội dung chuyển khoản không có mã nạp tiền',
    unknown_customer: 'Mã nạp tiền không ứng với khách hàng nào',
    ambiguous: 'Nội dung có mã nạp tiền của nhiều khách hàng',
    duplicate_reference: 'Trùng với giao dịch đã nhận qua cổng khác',
    possible_duplicate: 'Có thể trùng với giao dịch đã nhận qua cổng khác (cùng tài khoản, số tiền, nội dung, trong vòng 10 phút): chưa cộng ví, nhân viên kiểm tra',
  },
  /** Ledger descriptions (the customer's history and the credit notification). */
  descriptions: {
    bankTransfer: (reference: string | null) =>
      reference ? `Nạp tiền qua chuyển khoản ngân hàng, mã giao dịch ${reference}` : 'Nạp tiền qua chuyển khoản ngân hàng',
    assigned: (reference: string | null) =>
      reference
        ? `Nạp tiền qua chuyển khoản ngân hàng (nhân viên đối soát), mã giao dịch ${reference}`
        : 'Nạp tiền qua chuyển khoản ngân hàng (nhân viên đối soát)',
  },
  messages: {
    assigned: 'Đã cộng số tiền của giao dịch vào ví khách hàng.',
    rejected: 'Đã đánh dấu giao dịch không phải là nạp tiền.',
  },
} as const;
