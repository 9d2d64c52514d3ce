/**
 * Desired price (negotiation), server side: status names, answers and the notifications the
 * customer gets. Success wording is spec §8. Status codes: contracts `desiredPriceStatusCodes`.
 */
export const desiredPriceText = {
  messages: {
    sent: 'Gửi yêu cầu thương lượng giá thành công!', // spec §8
    failed: 'Gửi yêu cầu thương lượng giá không thành công!', // spec §8
    updated: 'Cập nhật thành công!', // spec §8
    cancelled: 'Đã hủy yêu cầu thương lượng giá.',
    buyAutoOn: 'Đã bật tự động tạo đơn hàng khi người bán đồng ý.',
    buyAutoOff: 'Đã tắt tự động tạo đơn hàng.',
    counterAccepted: 'Bạn đã đồng ý giá người bán đề nghị.',
    ordered: 'Tạo đơn hàng thành công', // spec §8
    statusChanged: 'Cập nhật thành công!', // spec §8
    answered: 'Đã ghi nhận câu trả lời của người bán.',
    assigned: 'Đã phân công nhân viên phụ trách.',
  },
  /** Labels by status code (0..6). */
  statuses: {
    0: 'Đã hủy',
    1: 'Chờ xử lý',
    2: 'Đang thương lượng',
    3: 'Người bán đồng ý',
    4: 'Người bán từ chối',
    5: 'Đã tạo đơn hàng',
    6: 'Người bán đề nghị giá khác',
  } as Record<number, string>,
  /** The lowest price that may be asked, for the check's reason. */
  tooLow: (minPrice: string) => `Giá mong muốn không được thấp hơn ${minPrice} (50% giá hiện tại).`,
  tooHigh: (currentPrice: string) => `Giá mong muốn phải thấp hơn giá hiện tại ${currentPrice}.`,
  auctionHasBids: 'Sản phẩm đấu giá đã có lượt đặt giá, không thể thương lượng.',
  auctionNoBuyNow: 'Sản phẩm đấu giá không có giá mua ngay, không thể thương lượng.',
  shopsProduct: 'Sản phẩm Mercari Shops bán theo giá cố định, không nhận thương lượng giá.',
  noPrice: 'Sản phẩm chưa có giá, không thể thương lượng.',
  orderErrors: {
    noAddress: 'Chưa có địa chỉ nhận hàng: vui lòng chọn địa chỉ rồi tạo đơn hàng.',
  },
  notices: {
    title: (name: string) => `Thương lượng giá: ${name.length > 60 ? `${name.slice(0, 57)}...` : name}`,
    sent: 'Nhân viên Kaimono đã gửi đề nghị giá của bạn tới người bán. Chúng tôi sẽ báo lại khi người bán trả lời.',
    accepted: (price: string) => `Người bán đồng ý bán với giá ${price}.`,
    acceptedOrder: 'Bạn có thể tạo đơn hàng theo giá đã thỏa thuận.',
    refused: 'Người bán không đồng ý mức giá bạn đề nghị.',
    countered: (price: string) => `Người bán đề nghị giá ${price}. Bạn có thể đồng ý hoặc hủy yêu cầu.`,
    cancelled: 'Yêu cầu thương lượng giá đã bị hủy.',
    ordered: (code: string) => `Đã tạo đơn hàng ${code} theo giá đã thỏa thuận.`,
    paid: 'Đã thanh toán lần 1 từ ví.',
    waitingDeposit: 'Số dư ví chưa đủ để thanh toán lần 1: đơn hàng đang chờ đặt cọc. Vui lòng nạp tiền và thanh toán đơn hàng.',
    orderFailed: (reason: string) => `Chưa tạo được đơn hàng tự động: ${reason}`,
    note: (note: string) => `Lời nhắn: ${note}`,
  },
} as const;
