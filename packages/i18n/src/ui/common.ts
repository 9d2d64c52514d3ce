export const commonText = {
  brandName: 'Kaimono',
  brandTagline: 'Mua hộ hàng Nhật — giá rõ ràng bằng tiền Việt',
  loading: 'Đang tải…',
  retry: 'Thử lại',
  emptyList: 'Chưa có dữ liệu.',
  genericError: 'Có lỗi xảy ra, vui lòng thử lại sau!',
  notFoundTitle: 'Không tìm thấy trang',
  notFoundBody: 'Trang bạn tìm không tồn tại hoặc đã được chuyển đi.',
  backHome: 'Về trang chủ',
} as const;
