/** Web Push: the opt-in on the notification settings page, the gentle prompt, the server's answers. */
export const pushText = {
  // --- server answers ---
  subscribed: 'Đã bật thông báo đẩy trên thiết bị này.',
  unsubscribed: 'Đã tắt thông báo đẩy trên thiết bị này.',
  /** The notification's title when a push carries none. */
  fallbackTitle: 'Kaimono',

  // --- opt-in card (/account/user/notification-setting) ---
  cardTitle: 'Thông báo đẩy trên thiết bị này',
  cardLead: 'Nhận thông báo ngay trên điện thoại hoặc máy tính, kể cả khi không mở Kaimono: sản phẩm mới khớp tìm kiếm đã lưu, giảm giá, phiên đấu giá sắp kết thúc.',
  enable: 'Bật thông báo đẩy',
  disable: 'Tắt trên thiết bị này',
  enabledHere: 'Đang bật trên thiết bị này.',
  unsupported: 'Trình duyệt này không hỗ trợ thông báo đẩy. Trên iPhone, hãy thêm Kaimono vào màn hình chính rồi mở từ đó.',
  denied: 'Bạn đã chặn thông báo của Kaimono trong trình duyệt. Hãy cho phép thông báo trong cài đặt trang web rồi thử lại.',
  failed: 'Không bật được thông báo đẩy. Vui lòng thử lại.',
  devicesTitle: 'Thiết bị đang nhận thông báo đẩy',
  thisDevice: 'thiết bị này',
  noDevices: 'Chưa có thiết bị nào.',

  // --- gentle prompt after a first saved search or watch ---
  promptTitle: 'Nhận báo ngay khi có hàng mới?',
  promptBody: 'Bật thông báo đẩy để biết ngay khi có sản phẩm khớp hoặc giá thay đổi, không cần mở Kaimono.',
  promptAccept: 'Bật thông báo',
  promptLater: 'Để sau',
} as const;
