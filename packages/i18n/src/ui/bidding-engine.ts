/**
 * What the bidding engine tells customers (notifications) and writes in the wallet and order
 * records: snipes, outbid, the last-minute reminder, won, lost, failed. Amounts arrive formatted.
 */
export const biddingEngineText = {
  notices: {
    outbidTitle: 'Bạn đã bị trả giá cao hơn',
    outbid: (title: string, price: string, max: string) =>
      `Sản phẩm "${title}" đang có giá ${price}, vượt giá tối đa ${max} của bạn. Hãy đặt lại giá tối đa cao hơn nếu bạn vẫn muốn mua.`,
    snipeSkipped: (title: string, price: string, max: string) =>
      `Lượt đặt giá phút chót cho "${title}" chưa được gửi: giá hiện tại ${price} đã vượt giá tối đa ${max} của bạn. Hãy đặt lại giá tối đa cao hơn nếu bạn vẫn muốn mua.`,
    lastMinuteTitle: 'Phiên đấu giá sắp kết thúc',
    lastMinuteLeading: (title: string, minutes: number, price: string) =>
      `"${title}" kết thúc sau khoảng ${minutes} phút. Bạn đang dẫn đầu với giá ${price}.`,
    lastMinuteOutbid: (title: string, minutes: number, price: string, max: string) =>
      `"${title}" kết thúc sau khoảng ${minutes} phút. Giá hiện tại ${price} đã vượt giá tối đa ${max} của bạn.`,
    lastMinuteScheduled: (title: string, minutes: number, fireAt: string) =>
      `"${title}" kết thúc sau khoảng ${minutes} phút. Lượt đặt giá phút chót của bạn sẽ được gửi lúc ${fireAt}.`,
    wonTitle: 'Bạn đã thắng đấu giá',
    won: (title: string, price: string, orderCode: string, paid: string, released: string) =>
      `Bạn đã thắng "${title}" với giá ${price}. Đơn hàng ${orderCode} đã được tạo: ${paid} được thanh toán từ khoản tạm giữ` +
      (released ? `, ${released} được trả lại ví.` : '.'),
    wonShort: (orderCode: string, missing: string) =>
      `Khoản tạm giữ chưa đủ cho lần thanh toán thứ nhất của đơn ${orderCode} (tỷ giá đã tăng): còn thiếu ${missing}. Vui lòng nạp thêm tiền vào ví.`,
    wonNeedsAddress: (title: string, price: string) =>
      `Bạn đã thắng "${title}" với giá ${price}. Vui lòng thêm địa chỉ nhận hàng trong tài khoản để Kaimono tạo đơn hàng; khoản tạm giữ vẫn được giữ cho đơn này.`,
    wonOrderFailed: (title: string) =>
      `Bạn đã thắng "${title}". Kaimono đang tạo đơn hàng cho bạn; nhân viên sẽ liên hệ nếu cần thêm thông tin.`,
    lostTitle: 'Phiên đấu giá đã kết thúc',
    lost: (title: string, price: string, released: string) =>
      `Bạn không thắng "${title}" (giá cuối ${price}).` + (released ? ` Khoản tạm giữ ${released} đã được trả lại ví.` : ''),
    failedTitle: 'Không đặt được giá',
    failed: (title: string, released: string) =>
      `Không thể đặt giá cho "${title}": phiên đấu giá đã kết thúc hoặc không còn trên sàn.` +
      (released ? ` Khoản tạm giữ ${released} đã được trả lại ví.` : ''),
  },
  wallet: {
    captured: (orderCode: string, auctionCode: string) => `Thanh toán lần 1 đơn ${orderCode} từ tiền tạm giữ đấu giá ${auctionCode}`,
    shortfall: (orderCode: string) => `Thanh toán phần còn thiếu lần 1 đơn ${orderCode}`,
    released: (auctionCode: string) => `Trả lại tiền tạm giữ đấu giá ${auctionCode}`,
  },
  orders: {
    note: (auctionCode: string, price: string) => `Thắng đấu giá ${auctionCode} với giá ${price}.`,
    purchased: 'Đã thắng đấu giá: sản phẩm đã được mua.',
  },
} as const;
