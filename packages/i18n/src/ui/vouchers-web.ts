/**
 * The vouchers page of the web app (/account/vouchers). Statuses, services and the success
 * message come from `vouchersText` (shared with the server); this file holds the page's own labels.
 */
export const vouchersWebText = {
  title: 'Mã giảm giá',
  lead: 'Lưu mã giảm giá để dùng khi tạo đơn hàng. Mã riêng Kaimono gửi tặng bạn có thể nhập ở ô bên dưới.',
  tabs: {
    label: 'Mã giảm giá',
    mine: 'Mã của tôi',
    catalogue: 'Kho mã giảm giá',
  },
  form: {
    title: 'Nhập mã',
    label: 'Mã giảm giá',
    placeholder: 'Ví dụ: CHAOBAN50K',
    hint: 'Mã gồm 4 đến 32 ký tự: chữ cái không dấu, chữ số hoặc dấu gạch ngang.',
    submit: 'Lưu mã',
    required: 'Vui lòng nhập mã giảm giá.',
  },
  mine: {
    listLabel: 'Mã giảm giá đã lưu',
    count: (n: number) => `${n} mã đã lưu`,
    empty: 'Bạn chưa lưu mã giảm giá nào',
    emptyBody: 'Lưu mã từ kho mã giảm giá hoặc nhập mã bạn được tặng.',
    browse: 'Xem kho mã giảm giá',
    savedAt: (date: string) => `Đã lưu ngày ${date}`,
    delete: 'Xóa',
    deleteLabel: (code: string) => `Xóa mã ${code}`,
    confirmTitle: 'Xóa mã giảm giá đã lưu?',
    confirmBody: (code: string) => `Mã ${code} sẽ bị xóa khỏi danh sách của bạn. Bạn có thể lưu lại nếu mã vẫn còn hiệu lực.`,
    confirm: 'Xóa mã',
  },
  catalogue: {
    listLabel: 'Kho mã giảm giá',
    count: (n: number) => `${n} mã đang áp dụng`,
    empty: 'Hiện chưa có mã giảm giá công khai',
    emptyBody: 'Kaimono thường xuyên có ưu đãi mới, bạn hãy quay lại sau nhé.',
    save: 'Lưu',
    saved: 'Đã lưu',
    saveLabel: (code: string) => `Lưu mã ${code}`,
    savedLabel: (code: string) => `Đã lưu mã ${code}`,
  },
  card: {
    code: 'Mã',
    discount: 'Mức giảm',
    minOrder: 'Đơn tối thiểu',
    noMinimum: 'Mọi giá trị đơn hàng',
    sites: 'Áp dụng cho',
    allSites: 'Tất cả các sàn',
    services: 'Giảm trên',
    wholeOrder: 'Toàn bộ đơn hàng',
    validity: 'Thời hạn',
    /** Both dates formatted (dd/mm/yyyy). */
    validRange: (from: string, to: string) => `${from} – ${to}`,
    remaining: 'Lượt còn lại',
    mine: (n: number) => `Bạn còn ${n} lượt`,
    total: (n: number) => `còn ${n} lượt cho mọi khách hàng`,
    perCustomer: (n: number) => `Mỗi khách hàng dùng tối đa ${n} lượt`,
  },
} as const;
