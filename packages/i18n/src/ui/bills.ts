/**
 * Bills (the second payment) and parcels at the Vietnamese warehouse: texts the server writes
 * (status labels, messages, notifications, the printed slip, the Excel sheet). Spec §8 wording
 * where it applies. The web page's own texts are in bills-web.ts.
 */
export const billsText = {
  statuses: {
    unpaid: 'Chưa thanh toán',
    paid: 'Đã thanh toán',
    cancelled: 'Đã hủy',
  },
  /** A bill paid with the cash a carrier collected on delivery (ADR 0017). */
  paidCodLabel: 'Đã thanh toán (thu hộ khi giao)',
  messages: {
    listed: 'Lấy danh sách hóa đơn thành công',
    /** Every selected bill is paid. */
    bulkPaid: 'Thanh toán gói hàng thành công!',
    /** Spec §8. */
    bulkFailed: 'Thanh toán gói hàng thất bại!',
    bulkError: 'Đã xảy ra lỗi!',
    billPaid: 'Đã thanh toán hóa đơn.',
    billAlreadyPaid: 'Hóa đơn đã được thanh toán trước đó.',
    insufficient: (missing: string) => `Số dư ví không đủ, còn thiếu ${missing}. Vui lòng nạp thêm tiền rồi thanh toán lại.`,
    /** Spec §8. */
    printed: 'In phiếu thành công!',
    printFailed: 'In phiếu thất bại!',
    parcelRecorded: 'Đã ghi nhận kiện hàng và tạo hóa đơn thanh toán lần 2.',
    billCancelled: 'Đã hủy hóa đơn.',
  },
  /** Breakdown line labels added by the bills module (shipping lines come from pricing). */
  lines: {
    shipping: 'Cước vận chuyển quốc tế',
    perKgNote: (kg: string, pricePerKg: string) => `${kg} tính cước × ${pricePerKg}/kg`,
    asQuoted: 'Theo báo giá của đơn hàng',
    asQuotedFormula: (amount: string) => `Như báo giá của đơn hàng: ${amount}`,
    perKgFormula: (kg: string, pricePerKg: string, amount: string) => `${kg} tính cước × ${pricePerKg}/kg = ${amount} (làm tròn lên đến đồng)`,
    perParcelFormula: (price: string) => `1 kiện × ${price}/kiện`,
    minimumFormula: (computed: string, minimum: string) => `${computed}, thấp hơn mức tối thiểu nên thu ${minimum}`,
    storageFormula: (stayed: number, freeDays: number, days: number, kg: string, perKgDay: string, amount: string) =>
      `Lưu ${stayed} ngày − ${freeDays} ngày miễn phí = ${days} ngày; ${days} ngày × ${kg} × ${perKgDay}/kg/ngày = ${amount} (làm tròn lên đến đồng)`,
    jpShippingFormula: (actual: string, estimated: string, diff: string, rate: string, amount: string) =>
      `Thực tế ${actual} − tạm tính ${estimated} = ${diff}; ${diff} × ${rate} = ${amount} (làm tròn lên đến đồng theo giá trị tuyệt đối)`,
    perParcelNote: (price: string) => `${price}/kiện`,
    storage: 'Phí lưu kho tại Nhật',
    jpShippingAdjustment: 'Chênh lệch phí ship nội địa Nhật',
    jpShippingAdjustmentNote: (actual: string, estimated: string) => `Thực tế ${actual} − tạm tính ${estimated}`,
    jpShippingRefundedNote: (actual: string, estimated: string, refunded: string) =>
      `Thực tế ${actual} − tạm tính ${estimated}: ${refunded} đã được hoàn vào ví (lớn hơn các khoản còn lại của hóa đơn)`,
    jpShippingRefundDescription: (orderCode: string) => `Hoàn chênh lệch phí ship nội địa Nhật của đơn ${orderCode}`,
    storageNote: (days: number, freeDays: number, kg: string, perKgDay: string) =>
      `${days} ngày quá ${freeDays} ngày miễn phí × ${kg} × ${perKgDay}/kg/ngày`,
  },
  /** What the wallet history shows for the payment. */
  walletDescription: (billCode: string, orderCodes: string) => `Thanh toán hóa đơn ${billCode} (đơn ${orderCodes})`,
  refundDescription: (billCode: string) => `Hoàn tiền hóa đơn đã hủy ${billCode}`,
  notices: {
    createdTitle: 'Kiện hàng đã về kho Việt Nam',
    createdBody: (orderCode: string, weight: string, amount: string, billCode: string, due: string) =>
      `Kiện hàng của đơn ${orderCode} đã về kho Việt Nam (${weight}). Hóa đơn ${billCode} cần thanh toán ${amount} trước ${due} để được giao hàng.`,
    paidTitle: 'Đã thanh toán hóa đơn',
    paidBody: (billCode: string, amount: string) => `Hóa đơn ${billCode} đã được thanh toán ${amount} từ ví. Kiện hàng sẽ sớm được giao tới bạn.`,
    cancelledTitle: 'Hóa đơn đã bị hủy',
    cancelledBody: (billCode: string, reason: string) => `Hóa đơn ${billCode} đã bị hủy. Lý do: ${reason}`,
    /** The order's timeline note when the first parcel arrives. */
    transitionNote: (billCode: string, weight: string) => `Kiện hàng ${weight} đã nhập kho Việt Nam, hóa đơn ${billCode}.`,
  },
  /** The printed delivery and payment slip (POST /api/bill/print). */
  slip: {
    documentTitle: 'Phiếu giao hàng và thanh toán',
    title: 'PHIẾU GIAO HÀNG VÀ THANH TOÁN',
    billCode: 'Mã hóa đơn',
    createdAt: 'Ngày tạo',
    status: 'Trạng thái',
    customer: 'Khách hàng',
    customerNo: 'Mã khách hàng',
    receiver: 'Người nhận',
    phone: 'Điện thoại',
    address: 'Địa chỉ giao hàng',
    orders: 'Đơn hàng',
    items: 'Sản phẩm',
    route: 'Tuyến vận chuyển',
    parcels: 'Kiện hàng',
    parcelNo: 'STT',
    weight: 'Cân nặng',
    size: 'Kích thước (D × R × C)',
    chargeable: 'Cân nặng tính cước',
    item: 'Khoản phí',
    amount: 'Số tiền',
    total: 'Tổng cộng',
    rate: 'Tỷ giá',
    paidAt: 'Đã thanh toán lúc',
    dueAt: 'Hạn thanh toán',
    toCollect: 'Số tiền cần thu khi giao',
    signatureReceiver: 'Người nhận hàng',
    signatureStaff: 'Nhân viên giao hàng',
    signHint: '(Ký, ghi rõ họ tên)',
    footer: 'Cảm ơn quý khách đã sử dụng dịch vụ của Kaimono.',
    none: '—',
  },
  /** POST /api/bill/excel */
  excel: {
    sheet: 'Hóa đơn',
    fileName: (stamp: string) => `hoa-don-${stamp}.xlsx`,
    columns: {
      code: 'Mã hóa đơn',
      orders: 'Đơn hàng',
      /** The orders' items: the Vietnamese title, the Japanese original in brackets. */
      items: 'Sản phẩm',
      status: 'Trạng thái',
      weight: 'Cân nặng (g)',
      chargeable: 'Cân nặng tính cước (g)',
      route: 'Tuyến',
      shipMode: 'Hình thức',
      rate: 'Tỷ giá (₫/¥)',
      amount: 'Số tiền (₫)',
      createdAt: 'Ngày tạo',
      dueAt: 'Hạn thanh toán',
      paidAt: 'Ngày thanh toán',
    },
    total: 'Tổng cộng',
  },
} as const;
