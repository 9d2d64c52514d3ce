/** The display-settings dialog of the floating widget. */
export const settingsText = {
  title: 'Cài đặt hiển thị',
  description: 'Các lựa chọn được lưu trên trình duyệt này.',
  fontSizeLabel: 'Cỡ chữ',
  fontSizes: { sm: 'Nhỏ', md: 'Vừa', lg: 'Lớn' },
  reducedMotionLabel: 'Giảm chuyển động',
  reducedMotionHint: 'Tắt hiệu ứng chuyển động và cuộn mượt.',
  contactPanelLabel: 'Hiện bảng liên hệ nhanh',
  contactPanelHint: 'Các nút chat, gọi hotline và báo giá ở góc màn hình.',
  reset: 'Khôi phục mặc định',
  done: 'Xong',
} as const;
