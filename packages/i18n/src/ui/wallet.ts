/** Wallet texts: notifications about money movements and (later) the wallet pages. */
export const walletText = {
  notices: {
    creditedTitle: 'Ví đã được cộng tiền',
    debitedTitle: 'Ví đã bị trừ tiền',
    refundedTitle: 'Ví đã được hoàn tiền',
    heldTitle: 'Một khoản tiền trong ví đã được tạm giữ',
    releasedTitle: 'Khoản tạm giữ đã được trả lại ví',
    capturedTitle: 'Khoản tạm giữ đã được dùng để thanh toán',
    /** `amount` is already formatted (1.250.000 ₫). */
    body: (amount: string, description: string, available: string) =>
      `${amount}: ${description}. Số dư khả dụng: ${available}.`,
  },
} as const;
