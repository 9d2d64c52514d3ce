/** Orders and quotes on the server: state labels, messages, wallet descriptions, notifications, export. */
export const ordersText = {
  /** Order states (DESIGN.md §6). */
  statuses: {
    waiting_quote: 'Chờ báo giá',
    waiting_deposit: 'Chờ thanh toán',
    purchasing: 'Đang mua hàng',
    purchased: 'Đã mua hàng',
    at_jp_warehouse: 'Đã về kho Nhật',
    shipping_international: 'Đang vận chuyển quốc tế',
    at_vn_warehouse: 'Đã về kho Việt Nam',
    delivering: 'Đang giao hàng',
    delivered: 'Đã nhận hàng',
    cancelled: 'Đã hủy',
    refunded: 'Đã hoàn tiền',
  },
  sources: {
    cart: 'Giỏ hàng',
    buy_now: 'Mua ngay',
    desired_price: 'Thương lượng giá',
    auction: 'Đấu giá',
  },
  paymentKinds: {
    first: 'Thanh toán lần 1',
    second: 'Thanh toán lần 2',
    refund: 'Hoàn tiền',
  },
  messages: {
    quotePreview: 'Báo giá tạm tính',
    quoteCreated: 'Tạo đơn hàng thành công', // spec §8
    quoteSaved: 'Đã lưu báo giá. Bạn có thể xác nhận đơn sau.',
    couponApplied: 'Áp dụng mã giảm giá thành công',
    paid: 'Thanh toán đơn hàng thành công',
    alreadyPaid: 'Đơn hàng đã được thanh toán trước đó.',
    cancelled: 'Đã hủy đơn hàng',
    received: 'Đã xác nhận nhận hàng',
    statusChanged: 'Cập nhật thành công!', // spec §8
    exportSucceeded: 'Xuất file thành công!', // spec §8
  },
  /** Detailed reasons (under the catalogue's messages). */
  reasons: {
    soldOut: (name: string) => `Sản phẩm “${name}” đã hết hàng hoặc không còn bán. Vui lòng bỏ sản phẩm này và tạo lại đơn.`,
    priceChanged: (name: string, before: string, after: string) =>
      `Giá của “${name}” trên sàn đã đổi từ ${before} thành ${after}. Vui lòng xem lại giá mới và xác nhận lại đơn.`,
    variantRequired: (name: string) => `Vui lòng chọn phân loại cho sản phẩm “${name}”.`,
    auctionItem: (name: string) => `Sản phẩm “${name}” là hàng đấu giá không có giá mua ngay: vui lòng đặt giá đấu.`,
    missingBalance: (missing: string, available: string) =>
      `Số dư ví không đủ để thanh toán đơn hàng: còn thiếu ${missing} (số dư khả dụng ${available}). Vui lòng nạp thêm tiền vào ví.`,
    notPayable: (status: string) => `Đơn hàng đang ở trạng thái “${status}” nên không thể thanh toán.`,
    transition: (from: string, to: string) => `Không thể chuyển đơn hàng từ “${from}” sang “${to}”.`,
    secondPaymentUnpaid: (missing: string) => `Đơn hàng còn ${missing} cước lần 2 chưa thanh toán nên chưa thể giao hàng.`,
  },
  /** Descriptions of the wallet movements (shown in the wallet history). */
  wallet: {
    firstPayment: (code: string) => `Thanh toán lần 1 đơn hàng ${code}`,
    refund: (code: string) => `Hoàn tiền đơn hàng ${code}`,
  },
  /** Timeline notes written by the system. */
  events: {
    created: 'Tạo đơn hàng',
    quoteSaved: 'Lưu báo giá',
    confirmed: 'Xác nhận đơn hàng',
    firstPaid: (amount: string) => `Đã thanh toán lần 1: ${amount}`,
    refunded: (amount: string) => `Đã hoàn ${amount} vào ví`,
    receiptConfirmed: 'Khách hàng xác nhận đã nhận hàng',
  },
  notices: {
    title: (code: string, status: string) => `Đơn hàng ${code}: ${status}`,
    created: (code: string, amount: string) => `Đơn hàng ${code} đã được tạo. Vui lòng thanh toán lần 1 (${amount}) để chúng tôi mua hàng.`,
    saved: (code: string) => `Báo giá ${code} đã được lưu. Bạn có thể xác nhận đơn bất cứ lúc nào.`,
    paid: (code: string, amount: string, balance: string) =>
      `Đã thanh toán lần 1 đơn hàng ${code}: ${amount} trừ từ ví (số dư còn ${balance}). Chúng tôi đang mua hàng cho bạn.`,
    changed: (code: string, status: string) => `Đơn hàng ${code} chuyển sang trạng thái “${status}”.`,
    refunded: (code: string, status: string, amount: string) =>
      `Đơn hàng ${code} chuyển sang trạng thái “${status}”. ${amount} đã được hoàn vào ví của bạn.`,
  },
  export: {
    sheet: 'Đơn hàng',
    fileName: (date: string) => `don-hang-${date}.xlsx`,
    columns: {
      code: 'Mã đơn',
      createdAt: 'Ngày tạo',
      status: 'Trạng thái',
      source: 'Nguồn',
      items: 'Sản phẩm',
      qty: 'Số lượng',
      goodsJpy: 'Tiền hàng (¥)',
      rate: 'Tỷ giá (₫/¥)',
      firstPayment: 'Thanh toán lần 1 (₫)',
      secondPayment: 'Thanh toán lần 2 dự kiến (₫)',
      discount: 'Giảm giá (₫)',
      total: 'Tổng tiền (₫)',
      paid: 'Đã thanh toán (₫)',
      refunded: 'Đã hoàn (₫)',
      address: 'Địa chỉ nhận hàng',
      note: 'Ghi chú',
      route: 'Tuyến vận chuyển',
      shipMode: 'Hình thức vận chuyển',
      services: 'Dịch vụ thêm',
    },
  },
} as const;
