/**
 * The staff back office (/admin): its index page, the guard shared by every staff page, and one
 * entry per section. A section's own screens keep their text in their feature's file.
 */
export const adminText = {
  menuLabel: 'Quản trị',
  title: 'Quản trị',
  lead: 'Công việc hằng ngày của nhân viên: đơn hàng, hóa đơn, đấu giá, thương lượng giá, ví và chuyển khoản, mã giảm giá, khiếu nại.',
  forbidden: 'Trang này chỉ dành cho nhân viên quản trị.',
  sectionsLabel: 'Các mục quản trị',
  backToIndex: 'Về trang quản trị',
  sections: {
    orders: { title: 'Đơn hàng', lead: 'Xem, lọc và chuyển trạng thái đơn; ghi nhận kiện hàng về kho Việt Nam.' },
    bills: { title: 'Hóa đơn vận chuyển', lead: 'Hóa đơn thanh toán lần 2: tra cứu, xem chi tiết, hủy.' },
    purchasing: { title: 'Mua hàng', lead: 'Đơn đã thanh toán chờ mua trên sàn, ghi nhận mua hàng và chênh lệch giá, người bán hủy.' },
    warehouseJp: { title: 'Kho Nhật', lead: 'Nhận kiện hàng: quét mã, cân, đo, chụp ảnh, vị trí kệ; yêu cầu chụp thêm ảnh.' },
    shipments: { title: 'Lô hàng gửi chung', lead: 'Đóng thùng, lập một hóa đơn cho lô, gửi đi, nhận ở kho Việt Nam, giao cho đơn vị vận chuyển.' },
    bids: { title: 'Hàng đợi đấu giá', lead: 'Nhận lượt đặt giá, báo kết quả đặt giá và kết quả phiên đấu giá.' },
    desiredPrices: { title: 'Thương lượng giá', lead: 'Trả lời yêu cầu giá mong muốn: đồng ý, đưa giá khác hoặc từ chối.' },
    wallet: { title: 'Ví và chuyển khoản', lead: 'Chuyển khoản chưa khớp, yêu cầu rút tiền, tỷ giá, điều chỉnh số dư, tra cứu khách hàng.' },
    vouchers: { title: 'Mã giảm giá và VIP', lead: 'Tạo, sửa, ngừng mã giảm giá; giá và quyền lợi các cấp VIP.' },
    complaints: { title: 'Khiếu nại', lead: 'Trả lời khách và chuyển trạng thái khiếu nại trong hạn xử lý.' },
    notifications: { title: 'Gửi thông báo', lead: 'Gửi thông báo cho một khách hàng, hoặc khuyến mãi/hệ thống cho tất cả khách hàng.' },
    salesStaff: { title: 'Nhân viên chăm sóc', lead: 'Nhân viên kinh doanh, số khách hàng, đánh giá; phân công khách hàng cho nhân viên.' },
    keywords: { title: 'Từ khóa tìm kiếm', lead: 'Từ khóa khách tìm, mục "Tìm kiếm phổ biến"; ẩn từ khóa không phù hợp.' },
    translations: { title: 'Bản dịch tên sản phẩm', lead: 'Tên sản phẩm đã dịch sang tiếng Việt; sửa bản dịch chưa đúng.' },
    systemRoutes: { title: 'Tuyến vận chuyển', lead: 'Tuyến, hình thức và đơn giá vận chuyển quốc tế.' },
    pricing: { title: 'Biểu phí', lead: 'Phí dịch vụ, thuế theo sàn, phí ship nội địa Nhật, dịch vụ thêm và kho hàng.' },
    smsOutbox: { title: 'Hộp thư SMS/email (thử nghiệm)', lead: 'Tin nhắn và email mà hệ thống thử nghiệm đã "gửi", ví dụ mã OTP.' },
    loginFailures: { title: 'Đăng nhập sai bất thường', lead: 'Các địa chỉ IP đăng nhập sai nhiều lần: số lần, số tài khoản bị thử, thời gian.' },
    staff: { title: 'Nhân viên và vai trò', lead: 'Tài khoản nhân viên, vai trò, khóa tài khoản, đăng xuất mọi thiết bị.' },
    audit: { title: 'Nhật ký thao tác', lead: 'Ai đã làm gì, lúc nào, trước → sau, khách hàng liên quan.' },
    cod: { title: 'Đối soát COD', lead: 'Tiền thu hộ đơn vị vận chuyển chưa chuyển về; ghi nhận từng phiên đối soát khi tiền về tài khoản ngân hàng.' },
    accounts: { title: 'Sổ sách', lead: 'Tiền của khách, tiền giữ để mua hàng, doanh thu theo ngày; xuất Excel cho kế toán.' },
  },
} as const;

/** The back office's own frame (/admin): side navigation by area, the dashboard of waiting work, the staff lists' keyboard help. */
export const adminShellText = {
  brand: 'Kaimono · Quản trị',
  navLabel: 'Các mục quản trị',
  openMenu: 'Mở menu quản trị',
  closeMenu: 'Đóng menu quản trị',
  toStore: 'Về trang mua hàng',
  skipToContent: 'Bỏ qua menu, đến nội dung',
  loading: 'Đang tải quyền của bạn…',
  noSections: 'Tài khoản của bạn chưa được cấp quyền vào mục nào. Hãy liên hệ chủ cửa hàng.',
  pageForbidden: 'Bạn không có quyền xem mục này.',
  /** Areas of the side navigation, in the order of a working day. */
  groups: {
    todo: 'Việc cần làm',
    purchasing: 'Mua hàng',
    warehouseJp: 'Kho Nhật',
    warehouseVn: 'Kho Việt Nam',
    shipping: 'Vận chuyển',
    finance: 'Tài chính',
    customers: 'Khách hàng',
    content: 'Nội dung',
    system: 'Hệ thống',
  },
  dashboard: {
    navTitle: 'Bảng việc cần làm',
    title: 'Việc cần làm',
    lead: 'Số việc đang chờ trong các mục bạn được phân quyền; bấm vào một ô để mở danh sách.',
    listLabel: 'Các việc đang chờ',
    refresh: 'Tải lại',
    none: 'Không có việc nào đang chờ.',
    noneBody: 'Bạn chưa được phân quyền xem mục có việc chờ nào.',
    waiting: (count: number) => (count === 0 ? 'Không có việc chờ' : `${count.toLocaleString('vi-VN')} việc đang chờ`),
    oldest: (since: string) => `Lâu nhất: từ ${since}`,
    open: (label: string) => `Mở danh sách: ${label}`,
    /** A count's label by its server key; a key without a label shows `unknown`. */
    items: {
      orders_to_buy: 'Đơn cần mua',
      orders_to_receive: 'Đơn chờ nhận hàng tại kho Nhật',
      shipments_to_pack: 'Lô hàng chờ đóng thùng',
      shipments_to_ship: 'Lô hàng chờ gửi đi quốc tế',
      shipments_to_hand_over: 'Lô hàng tại kho Việt Nam chờ giao cho đơn vị vận chuyển',
      bids_to_place: 'Lượt đấu giá cần đặt',
      desired_prices_waiting: 'Yêu cầu giá mong muốn chờ gửi người bán',
      transfers_unmatched: 'Chuyển khoản chưa khớp',
      withdrawals_waiting: 'Yêu cầu rút tiền chờ xử lý',
      complaints_overdue: 'Khiếu nại quá hạn xử lý',
    } as Record<string, string>,
    unknown: 'Việc khác',
  },
  /** The staff lists' keyboard (one list/detail scaffold). */
  list: {
    keyboardHint: 'Phím tắt: j/k hoặc ↑/↓ chọn dòng, Enter mở, / tìm kiếm.',
  },
} as const;
