/** The error page, 404, unusual-traffic and redirect pages. */
export const systemPagesText = {
  crashReload: 'Tải lại trang',
  crashHint: 'Trang gặp sự cố ngoài ý muốn. Bạn hãy tải lại trang; nếu lỗi vẫn còn, vui lòng liên hệ hotline.',
  notFoundCode: '404',
  notFoundSuggestions: 'Bạn có thể thử:',
  notFoundSearch: 'Tìm sản phẩm bằng thanh tìm kiếm ở đầu trang',
  notFoundGuide: 'Xem hướng dẫn mua hàng',
  notFoundNews: 'Đọc tin tức mới nhất',
  unusualTitle: 'Phát hiện lưu lượng truy cập bất thường',
  unusualBody:
    'Hệ thống nhận thấy nhiều yêu cầu bất thường từ mạng của bạn trong thời gian ngắn. Để bảo vệ tài khoản và dữ liệu của khách hàng, truy cập tạm thời bị giới hạn.',
  unusualSteps: [
    'Đợi vài phút rồi thử lại.',
    'Tắt các công cụ tự động tải trang, VPN hoặc proxy nếu đang dùng.',
    'Nếu bạn vẫn gặp thông báo này, hãy liên hệ hotline để được hỗ trợ.',
  ],
  unusualRetry: 'Thử lại',
  transTitle: 'Đang chuyển trang…',
  transBody: 'Bạn đang được chuyển tới trang tiếp theo.',
  transManual: 'Nếu trang không tự chuyển, hãy bấm vào đây.',
  transNothing: 'Không có trang nào để chuyển tới.',
} as const;
