/**
 * Consolidated shipments (issue 16 §5–6): the customer's pages /account/shipments, the staff pages
 * /admin/shipments, the bill lines of a shipment, timeline notes and notifications.
 */
const stageLabels = {
  requested: 'Chờ đóng thùng',
  packed: 'Đã đóng thùng',
  billed: 'Chờ thanh toán',
  paid: 'Đã thanh toán',
  shipped: 'Đang vận chuyển quốc tế',
  at_vn_warehouse: 'Đã về kho Việt Nam',
  handed_to_carrier: 'Đang giao hàng',
  delivered: 'Đã nhận hàng',
} as const;

export const shipmentsText = {
  stages: stageLabels,
  /** Labels of stored statuses in the trail. */
  statuses: {
    requested: 'Yêu cầu gửi chung',
    packed: 'Đã đóng thùng',
    billed: 'Đã lập hóa đơn',
    shipped: 'Đã gửi đi quốc tế',
    at_vn_warehouse: 'Đã về kho Việt Nam',
    handed_to_carrier: 'Đã giao cho đơn vị vận chuyển',
    delivered: 'Khách đã nhận hàng',
  } as const,
  messages: {
    created: 'Đã tạo yêu cầu gửi chung. Kho Nhật sẽ đóng thùng và gửi hóa đơn cho bạn.',
    packed: 'Đã ghi nhận các thùng hàng.',
    billed: 'Đã lập hóa đơn cho lô hàng.',
    shipped: 'Đã ghi nhận lô hàng rời kho Nhật.',
    arrived: 'Đã ghi nhận lô hàng về kho Việt Nam.',
    handedOver: 'Đã giao lô hàng cho đơn vị vận chuyển.',
    delivered: 'Cảm ơn bạn đã xác nhận đã nhận hàng!',
  },
  lines: {
    international: (route: string, mode: string) => `Vận chuyển quốc tế ${route} — ${mode}`,
    internationalNote: (kg: string, perKg: string, boxes: number) => `${boxes} thùng, ${kg} kg tính cước × ${perKg}/kg`,
    box: (n: number, formula: string) => `Thùng ${n}: ${formula}`,
    boxesTotal: (parts: string, sum: string, minimum: string | null, chargeable: string) =>
      `${parts}; cộng ${sum}${minimum ? `, tối thiểu ${minimum} cho cả lô` : ''} → ${chargeable}`,
    ofOrder: (label: string, orderCode: string) => `${label} (đơn ${orderCode})`,
  },
  notes: {
    orderShipped: (shipment: string, tracking: string) => `Lô hàng ${shipment} rời kho Nhật, mã vận đơn quốc tế ${tracking}`,
    orderArrived: (shipment: string) => `Lô hàng ${shipment} đã về kho Việt Nam`,
    orderHandedOver: (shipment: string, carrier: string, tracking: string, cod: string | null) =>
      `Lô hàng ${shipment} giao cho ${carrier}, mã vận đơn ${tracking}${cod ? `, thu hộ (COD) ${cod}` : ''}`,
    orderDelivered: (shipment: string) => `Khách xác nhận đã nhận lô hàng ${shipment}`,
    packed: (boxes: number, kg: string) => `${boxes} thùng, tổng ${kg}`,
    billed: (bill: string, amount: string) => `Hóa đơn ${bill}: ${amount}`,
    shipped: (tracking: string) => `Mã vận đơn quốc tế ${tracking}`,
    handedOver: (carrier: string, tracking: string, cod: string | null) => `${carrier}, mã vận đơn ${tracking}${cod ? `, thu hộ (COD) ${cod}` : ''}`,
  },
  notices: {
    billedTitle: 'Lô hàng đã đóng thùng, có hóa đơn',
    billedBody: (shipment: string, kg: string, amount: string, bill: string, due: string) =>
      `Lô hàng ${shipment} đã đóng thùng (${kg}). Hóa đơn ${bill}: ${amount}, hạn thanh toán ${due}.`,
    changedTitle: (shipment: string, stage: string) => `Lô hàng ${shipment}: ${stage}`,
    changedBody: (shipment: string, stage: string, detail: string) => `Lô hàng ${shipment} của bạn: ${stage}${detail ? ` — ${detail}` : ''}.`,
  },
} as const;

export const shipmentsWebText = {
  title: 'Gửi chung (gộp kiện)',
  lead: 'Gộp các đơn hàng đang chờ ở kho Nhật thành một lô gửi về Việt Nam: trả cân nặng tối thiểu và phí mỗi kiện một lần.',
  list: {
    empty: 'Bạn chưa có lô hàng gửi chung nào.',
    create: 'Tạo lô gửi chung',
    code: 'Mã lô',
    orders: 'Đơn hàng',
    status: 'Trạng thái',
    createdAt: 'Ngày tạo',
    view: 'Xem',
  },
  create: {
    title: 'Tạo lô gửi chung',
    lead: 'Chọn các đơn hàng đã về kho Nhật, tuyến và hình thức vận chuyển; xem số tiền tiết kiệm trước khi xác nhận.',
    noCandidates: 'Chưa có đơn hàng nào đang chờ ở kho Nhật.',
    pick: 'Chọn đơn hàng',
    route: 'Tuyến vận chuyển',
    mode: 'Hình thức',
    weight: (kg: string) => `Ước tính ${kg}`,
    preview: 'Xem chi phí và tiết kiệm',
    separate: 'Gửi riêng từng đơn',
    together: 'Gửi chung một lô',
    saving: 'Tiết kiệm ước tính',
    chargeable: 'Cân nặng tính cước',
    estimateNote: 'Ước tính theo cân nặng hiện có của các đơn; hóa đơn tính theo cân nặng và kích thước thùng thực tế khi kho đóng thùng.',
    note: 'Ghi chú cho kho (không bắt buộc)',
    confirm: 'Xác nhận gửi chung',
    cancel: 'Hủy',
    selectAtLeastOne: 'Chọn ít nhất một đơn hàng.',
  },
  detail: {
    back: 'Danh sách lô hàng',
    orders: 'Đơn hàng trong lô',
    boxes: 'Thùng hàng',
    box: (n: number, kg: string, dims: string) => `Thùng ${n}: ${kg}, ${dims}`,
    bill: 'Hóa đơn',
    pay: 'Thanh toán hóa đơn',
    paying: 'Đang thanh toán…',
    paid: 'Đã thanh toán',
    unpaid: 'Chưa thanh toán',
    trail: 'Hành trình',
    route: 'Tuyến',
    tracking: 'Mã vận đơn quốc tế',
    carrier: 'Đơn vị giao hàng',
    cod: 'Thu hộ khi giao (COD)',
    estimate: (together: string, separate: string, saving: string) => `Ước tính khi tạo: gửi chung ${together} thay vì ${separate} (tiết kiệm ${saving}).`,
    confirmReceipt: 'Tôi đã nhận hàng',
    noBoxes: 'Kho Nhật chưa đóng thùng.',
  },
  quotesButton: 'Gửi chung các đơn ở kho Nhật',
} as const;

export const shipmentsAdminText = {
  section: { title: 'Lô hàng gửi chung', description: 'Đóng thùng, lập hóa đơn, gửi đi, nhận ở kho Việt Nam, giao cho đơn vị vận chuyển.' },
  list: {
    title: 'Lô hàng gửi chung',
    lead: 'Các lô khách yêu cầu gửi chung, theo trạng thái.',
    all: 'Tất cả',
    search: 'Mã lô, mã đơn, số điện thoại',
    empty: 'Không có lô hàng nào.',
    customer: 'Khách',
  },
  detail: {
    title: 'Lô hàng',
    lead: 'Đóng thùng, hóa đơn, vận chuyển và giao hàng của một lô.',
    pack: 'Đóng thùng',
    addBox: 'Thêm thùng',
    removeBox: 'Bỏ thùng',
    weight: 'Cân nặng (g)',
    length: 'Dài (cm)',
    width: 'Rộng (cm)',
    height: 'Cao (cm)',
    savePack: 'Lưu thùng hàng',
    bill: 'Lập hóa đơn',
    ship: 'Gửi đi quốc tế',
    tracking: 'Mã vận đơn quốc tế',
    arrive: 'Đã về kho Việt Nam',
    handOver: 'Giao cho đơn vị vận chuyển',
    carrier: 'Đơn vị vận chuyển',
    carrierTracking: 'Mã vận đơn nội địa',
    cod: (amount: string) => `Thu hộ (COD) số tiền chưa thanh toán: ${amount}`,
    done: 'Đã xong',
  },
} as const;
